import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  type AdmissionYear,
  type ApiClient,
  type Exam,
  isApiError,
  type ResultKey,
  type SubjectDetail,
} from '@school/api';
import {
  publicResultKeys,
  type ResultTokenPayload,
  type TokenCheck,
} from '@school/api/result-token';
import { lazyPart } from '../runtime/lazy-part.ts';
import { resource } from '../runtime/resource.ts';
import type { WidgetState } from '../runtime/store.ts';
import { t } from './result-verifier.messages.ts';

/** The provider calls the verifier makes; a test passes a plain object with just these. */
export type ResultVerifierApi = Pick<
  ApiClient,
  'getResultKeys' | 'getResultVerification' | 'getInstitutes' | 'getExams' | 'getAdmissionYears'
>;

/** Why the provider did not say whether a result is current. */
export type Unanswered =
  /** It did not answer (down, unreachable, too slow, an answer that cannot be read). */
  | 'unreachable'
  /** It answered 404: a school's own provider that does not offer the check (or the keys). */
  | 'not-offered';

/** Why a code is not genuine: the signature's reasons, or the provider's word. */
export type NotGenuineReason =
  | Extract<TokenCheck, { verdict: 'not-genuine' }>['reason']
  | 'not-issued';

/** Papers of one subject: two papers that share a non-zero `subject_marge`, or one alone. */
export interface SubjectGroup {
  /** Stable React key: the index of the group's first paper. */
  key: string;
  papers: SubjectDetail[];
}

/** A signed result, and its subjects when the provider sent the very rows that were signed. */
export interface SignedResult {
  payload: ResultTokenPayload;
  /** null: the provider's rows were missing, or not the ones the token's digest stands for. */
  subjects: SubjectGroup[] | null;
}

/** The exam's and the academic year's names, when the provider says them. */
export interface ResultNames {
  exam: string | null;
  /** The exam's name in Bengali, when the school wrote one (shown on a Bengali page). */
  exam_bn?: string | null;
  year: string | null;
}

/** What a check found: each case is worded by the view, in its language. */
export type Outcome =
  | { kind: 'genuine'; result: SignedResult; names: ResultNames }
  | {
      /** A genuine signature; whether the result is still current could not be asked. */
      kind: 'genuine-offline';
      reason: Unanswered;
      result: SignedResult;
      names: ResultNames;
    }
  | {
      kind: 'corrected';
      /** What the report card in hand says. */
      was: ResultTokenPayload;
      /** What the school publishes now, confirmed by its own signature; null if unconfirmed. */
      now: SignedResult | null;
      /** The day the current figures were signed (the provider's word when unconfirmed). */
      correctedOn: string | null;
      names: ResultNames;
    }
  | { kind: 'withdrawn'; was: ResultTokenPayload; names: ResultNames }
  | { kind: 'not-genuine'; reason: NotGenuineReason }
  /** No key to check the signature with: the only outcome that is an error (Retry). */
  | { kind: 'unchecked'; reason: Unanswered };

export type OutcomeKind = Outcome['kind'];

export type CodeError = 'codeRequired';

/** Spaces, line breaks and the invisible characters a copy from a PDF may carry. */
const BLANKS = /[\s\u00ad\u200b-\u200d\u2060\ufeff]+/g;

/**
 * The token in what a reader typed, pasted or scanned: the bare code, or the whole address
 * (`https://…/verify/<token>`, `/bn/verify/<token>`), with spaces and line breaks taken out (a
 * code typed off the paper, where it wraps).
 */
export function readCode(text: string): string {
  const compact = text.replace(BLANKS, '');
  const address = /(?:^|\/)verify\/([^/?#]+)/i.exec(compact);
  const code = address?.[1] ?? compact;
  try {
    return decodeURIComponent(code);
  } catch {
    return code;
  }
}

/**
 * The Ed25519 keys of a JWK Set (`{ keys: […] }`), a list of keys, or either as JSON text (an
 * attribute): what a host pins or the provider sends, anything else left out.
 */
export function keysOf(value: unknown): ResultKey[] {
  if (typeof value !== 'string') return publicResultKeys(value);
  try {
    return publicResultKeys(JSON.parse(value));
  } catch {
    return [];
  }
}

/** Both lists' keys, each kid once (the first list's wins). */
function merged(first: readonly ResultKey[], second: readonly ResultKey[]): ResultKey[] {
  const seen = new Set(first.map((key) => key.kid));
  return [...first, ...second.filter((key) => !seen.has(key.kid))];
}

/** Why the provider gave no word: 404 (a provider without the call), or no answer at all. */
export function reasonOf(error: unknown): Unanswered {
  return isApiError(error) && error.status === 404 ? 'not-offered' : 'unreachable';
}

type Keys = { keys: ResultKey[] } | { reason: Unanswered };

export interface ResultVerifierOptions {
  /** Keys the host knows (a JWK Set, a list, or its JSON): the signature is checked offline. */
  keys?: unknown;
  /**
   * Code the view needs to show an outcome (a `lazyPart`), fetched beside each check: an outcome
   * is `ready` only once both are in.
   */
  prepare?: (() => Promise<unknown>) | undefined;
}

/** The check itself (check.ts, with Ed25519): not in the first load; fetched as a code is typed. */
const checkCode = lazyPart(() => import('./check.ts'));

/**
 * Checks report cards' codes: the signature against the school's keys (pinned by the host, or
 * asked of the provider), then the provider's word on whether the result is still current.
 */
export function createResultVerifierStore(
  api: ResultVerifierApi,
  { keys: pinnedKeys, prepare }: ResultVerifierOptions = {},
) {
  const code = signal('');
  const codeError = signal<CodeError | null>(null);
  /** The school's name from `/api/institute`, once asked; null when it has none or fails. */
  const school = signal<string | null>(null);
  let pinned = keysOf(pinnedKeys);
  /** What the provider published, kept for the page's life: a key once seen still verifies. */
  let published: ResultKey[] = [];
  let keysLoading: Promise<Keys> | null = null;
  let schoolLoading: Promise<string | null> | null = null;
  let namesLoading: Promise<{ exams: Exam[]; years: AdmissionYear[] } | null> | null = null;
  let lastToken: string | null = null;
  let runs = 0;

  /** The provider's keys: the request on its way, or a new one (`again`: a key was unknown). */
  function providerKeys(again = false): Promise<Keys> {
    if (keysLoading && !again) return keysLoading;
    const loading = api.getResultKeys().then(
      (answer): Keys => {
        published = merged(published, keysOf(answer));
        // A provider with no keys signs no results: nothing can be checked against it.
        return published.length ? { keys: published } : { reason: 'not-offered' };
      },
      (error: unknown): Keys => ({ reason: reasonOf(error) }),
    );
    keysLoading = loading;
    // A failure is not kept: the next check (Retry) asks again.
    void loading.then((got) => {
      if ('reason' in got && keysLoading === loading) keysLoading = null;
    });
    return loading;
  }

  /** The school's name, asked once; a failure is logged and asked again next time. */
  function schoolName(): Promise<string | null> {
    schoolLoading ??= checkCode
      .load()
      .then((check) => check.schoolNameFrom(api))
      .then(
        (name) => {
          school.value = name;
          return name;
        },
        (error: unknown) => {
          console.warn("The school's name could not be loaded; the verifier uses its own.", error);
          schoolLoading = null;
          return null;
        },
      );
    return schoolLoading;
  }

  /** The exams and academic years, for a provider whose answer does not name them. */
  function lists() {
    namesLoading ??= Promise.all([api.getExams(), api.getAdmissionYears()]).then(
      ([exams, years]) => ({ exams, years }),
      (error: unknown) => {
        console.warn('The exam and year names could not be loaded.', error);
        namesLoading = null;
        return null;
      },
    );
    return namesLoading;
  }

  const verification = resource(async (signal, token: string): Promise<Outcome> => {
    const context = {
      api,
      knownKeys: () => merged(pinned, published),
      providerKeys,
      schoolName: schoolName(),
      lists,
    };
    const [{ findOutcome }] = await Promise.all([checkCode.load(), prepare?.()]);
    return findOutcome(token, context, signal);
  });

  /** Keys asked for before any code (no pinned keys): the form says at once if none come. */
  const keysAhead = resource(async () => {
    const got = await providerKeys();
    return 'reason' in got ? got.reason : null;
  });

  const outcome = computed(() =>
    verification.status.value === 'ready' ? (verification.data.value ?? null) : null,
  );

  /** Why nothing can be checked, when that is so (the `error` state). */
  const unchecked = computed<Unanswered | null>(() => {
    const found = outcome.value;
    if (found) return found.kind === 'unchecked' ? found.reason : null;
    if (verification.status.value !== 'idle') return null;
    return keysAhead.status.value === 'ready' ? (keysAhead.data.value ?? null) : null;
  });

  /**
   * `loading`: keys or a check on their way. `error`: no key to check with (the provider did
   * not answer, or publishes none), or the check itself failed. `ready`: the form, or what a
   * check found (genuine or not, corrected, withdrawn, or genuine with the provider down).
   */
  const state = computed<WidgetState>(() => {
    const checking = verification.status.value;
    if (checking === 'loading') return 'loading';
    if (checking === 'error' || unchecked.value) return 'error';
    if (checking === 'ready') return 'ready';
    return keysAhead.status.value === 'loading' ? 'loading' : 'ready';
  });

  const error = computed(() => {
    if (state.value !== 'error') return null;
    const reason = unchecked.value;
    if (!reason) return verification.error.value;
    return t(reason === 'unreachable' ? 'uncheckedUnreachable' : 'uncheckedNotOffered');
  });

  /** Check `token`; the outcome, or null when a newer check replaced this one. */
  async function verify(token: string): Promise<Outcome | null> {
    lastToken = token;
    const run = ++runs;
    await verification.load(token);
    return run === runs ? outcome.peek() : null;
  }

  return {
    state: state as ReadonlySignal<WidgetState>,
    /** The message of the `error` state, in English (the view says it in its language). */
    error: error as ReadonlySignal<string | null>,
    /** Why nothing could be checked, when the state is `error` for want of keys. */
    unchecked: unchecked as ReadonlySignal<Unanswered | null>,
    /** What the code in the field is being or was found to be. */
    outcome: outcome as ReadonlySignal<Outcome | null>,
    code: code as ReadonlySignal<string>,
    codeError: codeError as ReadonlySignal<CodeError | null>,
    school: school as ReadonlySignal<string | null>,

    /**
     * The check's code, fetched while the visitor types a code (the field's focus): not on
     * mount, where it would share a partner page's first download with what the form needs.
     */
    prepare() {
      void checkCode.load().catch(() => {});
      void prepare?.().catch(() => {});
    },
    /** On mount: the provider's keys, unless the host pinned some. Retry: what failed. */
    start(): Promise<void> {
      if (lastToken !== null) {
        const last = outcome.peek();
        if (verification.status.peek() === 'error' || last?.kind === 'unchecked') {
          return verification.load(lastToken);
        }
        return Promise.resolve();
      }
      if (pinned.length || published.length) return Promise.resolve();
      return keysAhead.load();
    },
    /** Check again what was last checked (a genuine code whose currency could not be asked). */
    recheck(): Promise<Outcome | null> {
      return lastToken === null ? Promise.resolve(null) : verify(lastToken);
    },
    /** The host's keys (attribute, page data); those already known stay known. */
    pinKeys(value: unknown) {
      pinned = merged(pinned, keysOf(value));
    },
    setCode(value: string) {
      code.value = value;
      if (codeError.peek()) codeError.value = null;
    },
    /** Check the code in the field; null when it is empty (the field says so). */
    submit(): Promise<Outcome | null> {
      const token = readCode(code.peek());
      if (!token) {
        codeError.value = 'codeRequired';
        return Promise.resolve(null);
      }
      codeError.value = null;
      return verify(token);
    },
    /** A host's code or address (the page's address, an attribute): shown, and checked. */
    fill(text: string): Promise<Outcome | null> {
      const token = readCode(text);
      if (!token || token === lastToken) return Promise.resolve(outcome.peek());
      code.value = text.trim();
      codeError.value = null;
      return verify(token);
    },
    dispose() {
      runs += 1;
      verification.dispose();
      keysAhead.dispose();
    },
  };
}

export type ResultVerifierStore = ReturnType<typeof createResultVerifierStore>;
