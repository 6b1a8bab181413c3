import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  type AdmissionYear,
  type ApiClient,
  type ClassConfig,
  type Exam,
  type GradeScaleEntry,
  isApiError,
  parseRoll,
  type StudentProfile,
  toAsciiDigits,
} from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import { resource } from '../runtime/resource.ts';
import { langOf, type WidgetState } from '../runtime/store.ts';
import type { buildCard, CardSources, LookupQuery, ResultCard } from './card.ts';
import type { ReportCardDownload } from './report-card.ts';
import type { ResultRow } from './rows.ts';

/** The provider calls the result checker makes; a test passes a plain object with just these. */
export type ResultCheckerApi = Pick<
  ApiClient,
  | 'getAdmissionYears'
  | 'getExams'
  | 'getClassConfigs'
  | 'getResults'
  | 'getStudentProfile'
  | 'getGrades'
  | 'getInstitutes'
>;

export type LookupField = 'roll' | 'year' | 'exam' | 'dob';
/** Message keys (see result-checker.messages.ts), so the view words them in its language. */
export type FieldErrorKey =
  | 'rollRequired'
  | 'rollDigits'
  | 'rollLength'
  | 'yearRequired'
  | 'yearInvalid'
  | 'examRequired'
  | 'examInvalid'
  | 'dobRequired';
export type FieldErrors = Partial<Record<LookupField, FieldErrorKey>>;

/** The form's values, or a host's (attributes and addresses are text: `'3'`, `'১১০০০১'`). */
export interface LookupInput {
  roll?: string | number | null | undefined;
  yearId?: number | string | null | undefined;
  examId?: number | string | null | undefined;
  /** The date of birth, `YYYY-MM-DD`: only asked for when the provider says it needs it. */
  dob?: string | null | undefined;
}

const INPUT_OF: Record<LookupField, keyof LookupInput> = {
  roll: 'roll',
  year: 'yearId',
  exam: 'examId',
  dob: 'dob',
};

/**
 * Why there is no result, as the provider's 404 says (`code`): the school has published none for
 * that exam and year yet; none for that roll; none for that roll and date of birth. Null: the
 * provider does not say (the notice words any other code as that too).
 */
export type NotFoundReason = 'not-published' | 'roll-not-found' | 'no-match' | (string & {}) | null;

export type PdfStatus = 'idle' | 'working' | 'error';

export interface ResultCheckerOptions {
  /** Builds and saves the PDF; replaced in tests. */
  saveReportCard?: (input: ReportCardDownload) => Promise<void>;
  /**
   * Code the view needs to show a lookup's answer (a `lazyPart`), fetched beside each lookup: an
   * answer is on screen the moment the store has it.
   */
  prepare?: (() => Promise<unknown>) | undefined;
  /** The language of the card's school texts (names, class, exam, subjects); default `en`. */
  lang?: Lang | undefined;
}

interface Options {
  years: AdmissionYear[];
  exams: Exam[];
  classes: ClassConfig[];
}

type BuildCard = typeof buildCard;

/** What a lookup came to; `needs-dob`: the provider asks for the date of birth as well. */
export type Outcome =
  /** The card is built from its sources in the widget's language, again when that changes. */
  | { kind: 'found'; sources: CardSources; build: BuildCard }
  | { kind: 'not-found'; query: LookupQuery; reason: NotFoundReason }
  | { kind: 'needs-dob'; query: LookupQuery };

/** A positive whole id (`3`, `'3'`, `'৩'`), or null. */
function id(value: number | string | null | undefined): number | null {
  const text = typeof value === 'string' ? toAsciiDigits(value).trim() : null;
  const n = text === null ? value : /^\d+$/.test(text) ? Number(text) : null;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A value was given at all (an absent attribute or address parameter was not). */
const given = (value: unknown) =>
  value !== undefined && value !== null && String(value).trim() !== '';

/**
 * The form's values as a lookup (the roll in ASCII digits), or what is wrong with them. The date
 * of birth counts only with `needsDob` (a provider that asks for it).
 */
export function validateLookup(
  input: LookupInput,
  needsDob = false,
): {
  query: LookupQuery | null;
  errors: FieldErrors;
} {
  const typed = toAsciiDigits(String(input.roll ?? '')).trim();
  const roll = parseRoll(typed);
  const yearId = id(input.yearId);
  const examId = id(input.examId);
  const errors: FieldErrors = {};
  if (!typed) errors.roll = 'rollRequired';
  else if (!/^\d+$/.test(typed)) errors.roll = 'rollDigits';
  else if (roll === null) errors.roll = 'rollLength';
  if (yearId === null) errors.year = given(input.yearId) ? 'yearInvalid' : 'yearRequired';
  if (examId === null) errors.exam = given(input.examId) ? 'examInvalid' : 'examRequired';
  const dob = needsDob ? toAsciiDigits(String(input.dob ?? '')).trim() : '';
  // A date field gives a whole date or nothing; the provider checks the rest.
  if (needsDob && !dob) errors.dob = 'dobRequired';
  const query = roll !== null && yearId !== null && examId !== null && !errors.dob;
  return {
    query: query ? { roll, yearId, examId, ...(needsDob ? { dob } : {}) } : null,
    errors,
  };
}

const sameQuery = (a: LookupQuery, b: LookupQuery) =>
  a.roll === b.roll && a.yearId === b.yearId && a.examId === b.examId && a.dob === b.dob;

/** A call whose failure the spec says to ignore: logged, and null instead of the answer. */
async function optional<T>(what: string, signal: AbortSignal, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn(`Result checker: shown without ${what}.`, error);
    return null;
  }
}

/**
 * The card's code (row merging, formatting) and the PDF's are not part of the element's first
 * load: a lookup fetches the first while it waits for the provider, the button the second.
 */
const cardCode = lazyPart(() => import('./card.ts'));

/** Any failure, the PDF's code not arriving included, is the button's own error (`pdf`). */
async function saveWithJsPdf(input: ReportCardDownload) {
  const { downloadReportCard } = await import('./report-card.ts');
  await downloadReportCard(input);
}

export function createResultCheckerStore(
  api: ResultCheckerApi,
  { saveReportCard = saveWithJsPdf, prepare, lang: initialLang }: ResultCheckerOptions = {},
) {
  const { lang, setLang } = langOf(initialLang);
  const roll = signal('');
  const yearId = signal<number | null>(null);
  const examId = signal<number | null>(null);
  const dob = signal('');
  /** The provider has said it needs the date of birth too: the form shows the field. */
  const needsDob = signal(false);
  const fieldErrors = signal<FieldErrors>({});
  const lastQuery = signal<LookupQuery | null>(null);
  const pdf = signal<PdfStatus>('idle');
  let grades: GradeScaleEntry[] | null = null;
  let optionsLoading: Promise<void> | null = null;
  let lookupLoading: Promise<void> = Promise.resolve();
  // Bumped by dispose, so a lookup still waiting for the option lists does not start afterwards.
  let generation = 0;
  /** The lookup on its way or on screen (with the generation that started it). */
  let active: { query: LookupQuery; generation: number } | null = null;

  const options = resource(async (signal): Promise<Options> => {
    const [years, exams, classes] = await Promise.all([
      api.getAdmissionYears({ signal }),
      api.getExams({ signal }),
      // Only the class's name on the card needs these: a failure must not block the form.
      optional('class names', signal, () => api.getClassConfigs({ signal })),
    ]);
    return { years, exams, classes: classes ?? [] };
  });

  async function gradeScale(signal: AbortSignal) {
    if (grades) return grades;
    const list = await optional('grade scale', signal, () => api.getGrades({ signal }));
    if (Array.isArray(list) && list.length > 0) grades = list;
    return grades;
  }

  const lookupResource = resource(async (signal, query: LookupQuery): Promise<Outcome> => {
    const code = Promise.all([cardCode.load(), prepare?.()]);
    // A lookup that ends before the code is needed must not leave a rejection unhandled.
    code.catch(() => {});
    /** Any answer waits for the code that shows it (the notice, the date of birth, the card). */
    const shown = async (outcome: Outcome) => {
      await code;
      return outcome;
    };
    let list: Awaited<ReturnType<ResultCheckerApi['getResults']>>;
    try {
      const extra = query.dob ? { dob: query.dob } : {};
      list = await api.getResults(query.roll, query.yearId, query.examId, extra, { signal });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        return shown({ kind: 'not-found', query, reason: error.code });
      }
      if (isApiError(error) && error.code === 'dob-required') {
        batch(() => {
          needsDob.value = true;
          fieldErrors.value = { ...fieldErrors.peek(), dob: 'dobRequired' };
        });
        return shown({ kind: 'needs-dob', query });
      }
      throw error;
    }
    const result = Array.isArray(list) ? list[0] : undefined;
    if (!result) return shown({ kind: 'not-found', query, reason: null });
    const [profile, scale] = await Promise.all([
      optional<StudentProfile>('profile', signal, () =>
        api.getStudentProfile(result.id, { signal }),
      ),
      gradeScale(signal),
    ]);
    const { years = [], exams = [], classes = [] } = options.data.peek() ?? {};
    const [{ buildCard }] = await code;
    const sources = { query, result, profile, grades: scale, years, exams, classes };
    return { kind: 'found', sources, build: buildCard };
  });

  /**
   * `loading`: the option lists or a lookup are on their way. `ready`: the form waits for a roll,
   * or shows a result. `empty`: the provider has no result for that roll, year and exam.
   * `error`: a call failed (the message says why).
   */
  const state = computed<WidgetState>(() => {
    switch (lookupResource.status.value) {
      case 'loading':
        return 'loading';
      case 'error':
        return 'error';
      case 'ready':
        // Asked for the date of birth: the form waits for it, as before any lookup.
        return lookupResource.data.value?.kind === 'not-found' ? 'empty' : 'ready';
      case 'idle': {
        const lists = options.status.value;
        return lists === 'ready' ? 'ready' : lists === 'error' ? 'error' : 'loading';
      }
      default:
        return lookupResource.status.value satisfies never;
    }
  });

  const error = computed(() =>
    state.value === 'error' ? (lookupResource.error.value ?? options.error.value) : null,
  );

  const card = computed(() => {
    const outcome = lookupResource.data.value;
    return state.value === 'ready' && outcome?.kind === 'found'
      ? outcome.build(outcome.sources, lang.value)
      : null;
  });

  /**
   * The same lookup is on its way or on screen: asking again would fetch it twice (a submit
   * that the host then puts in the address, which comes back as the same attributes).
   */
  function isCurrent(query: LookupQuery): boolean {
    return (
      active !== null &&
      active.generation === generation &&
      sameQuery(active.query, query) &&
      lookupResource.status.peek() !== 'error'
    );
  }

  /** Ids that the option lists do not have: a host's values (an address) can name anything. */
  function unlisted(query: LookupQuery): FieldErrors {
    const lists = options.status.peek() === 'ready' ? options.data.peek() : undefined;
    const errors: FieldErrors = {};
    if (!lists) return errors;
    if (!lists.years.some((y) => y.id === query.yearId)) errors.year = 'yearInvalid';
    if (!lists.exams.some((x) => x.id === query.examId)) errors.exam = 'examInvalid';
    return errors;
  }

  function startLookup(query: LookupQuery) {
    if (isCurrent(query)) return;
    const current = { query, generation };
    active = current;
    lastQuery.value = query;
    pdf.value = 'idle';
    const run = () => {
      if (current.generation !== generation || active !== current) return;
      const wrong = unlisted(query);
      if (wrong.year || wrong.exam) {
        active = null;
        batch(() => {
          lookupResource.reset();
          fieldErrors.value = { ...fieldErrors.peek(), ...wrong };
          if (wrong.year) yearId.value = null;
          if (wrong.exam) examId.value = null;
        });
        return;
      }
      return lookupResource.load(query);
    };
    // The card names the session, exam and class from the option lists, so a lookup asked for
    // before they arrive waits for them.
    const waiting = options.status.peek() === 'loading' ? optionsLoading : null;
    lookupLoading = waiting ? waiting.then(run) : Promise.resolve(run());
  }

  /** A lookup that the form cannot send: what the previous one said no longer applies. */
  function forgetLastLookup() {
    if (lookupResource.status.peek() === 'idle') return;
    active = null;
    lookupResource.reset();
  }

  /** Check the form and look the result up; the query, or null when a field needs fixing. */
  function submit(): LookupQuery | null {
    const { query, errors } = validateLookup(
      { roll: roll.peek(), yearId: yearId.peek(), examId: examId.peek(), dob: dob.peek() },
      needsDob.peek(),
    );
    batch(() => {
      fieldErrors.value = errors;
      if (!query) forgetLastLookup();
    });
    if (query) startLookup(query);
    return query;
  }

  function clearError(field: LookupField) {
    if (fieldErrors.peek()[field]) {
      const { [field]: _, ...rest } = fieldErrors.peek();
      fieldErrors.value = rest;
    }
  }

  return {
    state: state as ReadonlySignal<WidgetState>,
    /** The readable message when the state is 'error'. */
    error: error as ReadonlySignal<string | null>,
    years: computed(() => options.data.value?.years ?? []),
    exams: computed(() => options.data.value?.exams ?? []),
    roll: roll as ReadonlySignal<string>,
    yearId: yearId as ReadonlySignal<number | null>,
    examId: examId as ReadonlySignal<number | null>,
    fieldErrors: fieldErrors as ReadonlySignal<FieldErrors>,
    /** The date of birth as typed, and whether the provider asks for it. */
    dob: dob as ReadonlySignal<string>,
    needsDob: needsDob as ReadonlySignal<boolean>,
    /** The last lookup that was sent (the no-result message names its roll). */
    lastQuery: lastQuery as ReadonlySignal<LookupQuery | null>,
    /** Why the last lookup found nothing (state `empty`), as the provider said. */
    notFoundReason: computed<NotFoundReason | undefined>(() => {
      const outcome = lookupResource.data.value;
      return state.value === 'empty' && outcome?.kind === 'not-found' ? outcome.reason : undefined;
    }),
    card: card as ReadonlySignal<ResultCard | null>,
    rows: computed<ResultRow[]>(() => card.value?.rows ?? []),
    pdf: pdf as ReadonlySignal<PdfStatus>,

    /** Load the option lists; after a failure (Retry), whatever failed: the lists, the lookup. */
    start() {
      if (options.status.peek() !== 'ready') {
        optionsLoading = options.load();
        return optionsLoading;
      }
      const failed = lookupResource.status.peek() === 'error' ? lastQuery.peek() : null;
      if (failed) startLookup(failed);
      return lookupLoading;
    },
    setRoll(value: string) {
      roll.value = value;
      clearError('roll');
    },
    setYear(value: number | null) {
      yearId.value = value;
      clearError('year');
    },
    setExam(value: number | null) {
      examId.value = value;
      clearError('exam');
    },
    setDob(value: string) {
      dob.value = value;
      clearError('dob');
    },
    submit,
    /**
     * Fill the form with a host's values (attributes, the page's address) and say what is wrong
     * with any of them; once all three are right, look the result up. Resolves once it is shown.
     */
    async fill(input: LookupInput): Promise<LookupQuery | null> {
      // An address never carries a date of birth: the one typed in the form goes with it.
      const { query, errors } = validateLookup({ ...input, dob: dob.peek() }, needsDob.peek());
      batch(() => {
        // The same roll in other digits (the address has ASCII): keep what the visitor typed.
        const digits = (value: unknown) => toAsciiDigits(String(value)).trim();
        if (given(input.roll) && digits(input.roll) !== digits(roll.peek())) {
          roll.value = String(input.roll).trim();
        }
        if (given(input.yearId)) yearId.value = id(input.yearId);
        if (given(input.examId)) examId.value = id(input.examId);
        // A host may give the roll alone: only what it gave can be wrong.
        fieldErrors.value = Object.fromEntries(
          Object.entries(errors).filter(([field]) => given(input[INPUT_OF[field as LookupField]])),
        );
        if (!query) forgetLastLookup();
      });
      if (query) startLookup(query);
      await lookupLoading;
      return query;
    },
    /** Fill the form and submit it; resolves once the answer is shown. */
    async lookup(input: LookupInput): Promise<LookupQuery | null> {
      batch(() => {
        roll.value = String(input.roll ?? '').trim();
        yearId.value = id(input.yearId);
        examId.value = id(input.examId);
      });
      const query = submit();
      await lookupLoading;
      return query;
    },
    /** Resolves when the lookup in progress (if any) has its answer. */
    settled: () => lookupLoading,

    /**
     * Build the PDF of the card on screen, in its language, and save it as `<roll>.pdf`. A given
     * `schoolName` is printed instead of the institute's; `verifyUrl` is where its QR code leads.
     */
    async downloadReportCard(
      options: { schoolName?: string | null; lang?: Lang; verifyUrl?: string | null } = {},
    ) {
      const current = card.peek();
      if (!current || pdf.peek() === 'working') return;
      pdf.value = 'working';
      try {
        await saveReportCard({ card: current, institutes: () => api.getInstitutes(), ...options });
        pdf.value = 'idle';
      } catch (error) {
        console.error('The report card could not be prepared.', error);
        pdf.value = 'error';
      }
    },

    setLang,
    dispose() {
      generation += 1;
      options.dispose();
      lookupResource.dispose();
    },
  };
}

export type ResultCheckerStore = ReturnType<typeof createResultCheckerStore>;
