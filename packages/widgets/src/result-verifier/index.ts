export { type CheckContext, findOutcome, groupPapers } from './check.ts';
export {
  type CodeError,
  createResultVerifierStore,
  keysOf,
  type NotGenuineReason,
  type Outcome,
  type OutcomeKind,
  type ResultNames,
  type ResultVerifierApi,
  type ResultVerifierOptions,
  type ResultVerifierStore,
  readCode,
  type SignedResult,
  type SubjectGroup,
  type Unanswered,
} from './result-verifier.store.ts';
export {
  ResultVerifier,
  type ResultVerifierProps,
  type ResultVerifyDetail,
} from './result-verifier.tsx';
