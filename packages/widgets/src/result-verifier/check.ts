import {
  type AdmissionYear,
  type Exam,
  type ExamResult,
  isApiError,
  pairPapers,
  type ResultKey,
  type ResultVerification,
  type SubjectDetail,
} from '@school/api';
import {
  checkResultToken,
  type ResultTokenPayload,
  sameFigures,
  subjectsDigest,
  type TokenCheck,
} from '@school/api/result-token';
import { firstInstitute } from '../runtime/institute.ts';
import { trimmed } from '../runtime/trimmed.ts';
import {
  type Outcome,
  type ResultNames,
  type ResultVerifierApi,
  reasonOf,
  type SubjectGroup,
  type Unanswered,
} from './result-verifier.store.ts';

/**
 * The check of one code, the larger part of the verifier's code (Ed25519 and SHA-2 with it):
 * not in the element's first load, but fetched when the store starts, beside the keys.
 */

/** What the store knows and shares between checks; this module keeps nothing. */
export interface CheckContext {
  api: ResultVerifierApi;
  /** Every key known now: pinned by the host, and published by the provider. */
  knownKeys(): ResultKey[];
  /** The provider's keys: the request on its way, or a new one (`again`). */
  providerKeys(again?: boolean): Promise<{ keys: ResultKey[] } | { reason: Unanswered }>;
  /** The school's name, asked once. */
  schoolName: Promise<string | null>;
  /** The provider's exams and academic years, asked once; null when they could not be read. */
  lists(): Promise<{ exams: Exam[]; years: AdmissionYear[] } | null>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The school's name: its provider's first institute's (spec §3), or null when it has none. */
export async function schoolNameFrom(api: ResultVerifierApi): Promise<string | null> {
  return trimmed(firstInstitute(await api.getInstitutes())?.institute_name) || null;
}

/** The papers grouped as the report card shows them (`pairPapers`), keyed for React. */
export function groupPapers(details: readonly SubjectDetail[]): SubjectGroup[] {
  return pairPapers(details).map(({ index, papers }) => ({ key: String(index), papers }));
}

const isPaper = (value: unknown): value is SubjectDetail =>
  isRecord(value) && typeof value.subject_name === 'string';

/** The provider's rows, only if they are the ones the token was signed with. */
function signedSubjects(
  result: ExamResult | undefined,
  payload: ResultTokenPayload,
): SubjectGroup[] | null {
  const details: unknown = isRecord(result) ? result.subjects_details : undefined;
  if (!Array.isArray(details) || !details.every(isPaper)) return null;
  return subjectsDigest(details) === payload.digest ? groupPapers(details) : null;
}

/** Checked against every key known; an unknown key asks the provider for its newest. */
async function checkToken(
  token: string,
  context: CheckContext,
): Promise<TokenCheck | { unchecked: Unanswered }> {
  let asked = false;
  if (!context.knownKeys().length) {
    const got = await context.providerKeys();
    if ('reason' in got) return { unchecked: got.reason };
    asked = true;
  }
  const check = checkResultToken(token, context.knownKeys());
  if (check.verdict === 'genuine' || check.reason !== 'unknown-key' || asked) return check;
  // A key the page does not know yet (the school rotated it): only the provider can say.
  const got = await context.providerKeys(true);
  if ('reason' in got) return { unchecked: got.reason };
  return checkResultToken(token, context.knownKeys());
}

type Currency = { answer: ResultVerification } | { notIssued: true } | { unanswered: Unanswered };

const STATUSES = new Set(['current', 'corrected', 'withdrawn']);

/** The provider's word on a genuine token: current, corrected, withdrawn, or none. */
async function ask(token: string, api: ResultVerifierApi, signal: AbortSignal): Promise<Currency> {
  try {
    const answer: unknown = await api.getResultVerification(token, { signal });
    if (isRecord(answer) && STATUSES.has(answer.status as string)) {
      return { answer: answer as ResultVerification };
    }
    return { unanswered: 'unreachable' };
  } catch (error) {
    if (signal.aborted) throw error;
    if (isApiError(error) && error.code === 'not-genuine') return { notIssued: true };
    return { unanswered: reasonOf(error) };
  }
}

/**
 * The exam's and year's names: the provider's answer says them; without them, its option lists;
 * without those, none (the view says the ids in plain words, and invents no name).
 */
async function namesFor(
  payload: ResultTokenPayload,
  answer: ResultVerification | null,
  context: CheckContext,
): Promise<ResultNames> {
  const given = {
    exam: trimmed(answer?.exam_name) || null,
    exam_bn: trimmed(answer?.exam_name_bn) || null,
    year: trimmed(answer?.year_name) || null,
  };
  // No answer at all: the provider is not answering, and its lists would not come either.
  if (!answer || (given.exam && given.year)) return given;
  const lists = await context.lists();
  type Named = { id: number; name: string; name_bn?: string | null };
  const item = (list: readonly Named[] | undefined, id: number) =>
    Array.isArray(list) ? list.find((entry) => entry?.id === id) : undefined;
  const exam = item(lists?.exams, payload.examId);
  return {
    exam: given.exam ?? (trimmed(exam?.name) || null),
    exam_bn: given.exam ? given.exam_bn : trimmed(exam?.name_bn) || null,
    year: given.year ?? (trimmed(item(lists?.years, payload.yearId)?.name) || null),
  };
}

/** The current token of a correction, if it is genuine and about the same result. */
async function confirmed(
  answer: ResultVerification,
  was: ResultTokenPayload,
  context: CheckContext,
): Promise<ResultTokenPayload | null> {
  if (typeof answer.token !== 'string') return null;
  const check = await checkToken(answer.token, context);
  if (!('verdict' in check) || check.verdict !== 'genuine') return null;
  const now = check.payload;
  const same =
    now.eiin === was.eiin &&
    now.roll === was.roll &&
    now.yearId === was.yearId &&
    now.examId === was.examId;
  return same ? now : null;
}

/**
 * What a code is: its signature checked against the school's keys, then, when it is genuine,
 * the provider asked whether the school still publishes those figures.
 */
export async function findOutcome(
  token: string,
  context: CheckContext,
  signal: AbortSignal,
): Promise<Outcome> {
  const check = await checkToken(token, context);
  if ('unchecked' in check) return { kind: 'unchecked', reason: check.unchecked };
  if (check.verdict === 'not-genuine') return { kind: 'not-genuine', reason: check.reason };
  const payload = check.payload;
  const currency = await ask(token, context.api, signal);
  if ('notIssued' in currency) return { kind: 'not-genuine', reason: 'not-issued' };
  if ('unanswered' in currency) {
    const [names] = await Promise.all([namesFor(payload, null, context), context.schoolName]);
    return {
      kind: 'genuine-offline',
      reason: currency.unanswered,
      result: { payload, subjects: null },
      names,
    };
  }
  const { answer } = currency;
  const [names] = await Promise.all([namesFor(payload, answer, context), context.schoolName]);
  const genuine = (): Outcome => ({
    kind: 'genuine',
    result: { payload, subjects: signedSubjects(answer.result, payload) },
    names,
  });
  if (answer.status === 'withdrawn') return { kind: 'withdrawn', was: payload, names };
  if (answer.status === 'current') return genuine();
  const now = await confirmed(answer, payload, context);
  // Signed again with the same figures (a new key, say): still what the paper says.
  if (now && sameFigures(now, payload)) return genuine();
  return {
    kind: 'corrected',
    was: payload,
    now: now ? { payload: now, subjects: signedSubjects(answer.result, now) } : null,
    correctedOn: now?.issued ?? (trimmed(answer.corrected_on) || null),
    names,
  };
}
