import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  type AcademicSession,
  type AdmissionYear,
  type ApiClient,
  type ClassConfig,
  toAsciiDigits,
} from '@school/api';
import { resource } from './resource.ts';

/** The provider calls a class choice makes; a test passes a plain object with just these. */
export type ClassChoiceApi = Pick<
  ApiClient,
  'getClassConfigs' | 'getAdmissionYears' | 'getAcademicSessions'
>;

/**
 * How a class counts its time (spec §4): by academic session when it has a `group_name` (XI and
 * XII), otherwise by academic year.
 */
export type PeriodKind = 'session' | 'year';

/** The three option lists, loaded together. */
export interface ClassLists {
  classes: ClassConfig[];
  years: AdmissionYear[];
  sessions: AcademicSession[];
}

/** A session or a year as its select offers it: the value is what the query sends. */
export interface PeriodOption {
  value: string;
  label: string;
}

/**
 * A class and its session or year as the provider's lists take them (`/api/student-profiles/`,
 * `/downloads/`): a session by its start year, a year by its name.
 */
export type ClassQuery = { class_id: number } & (
  | { academic_session_year__start_year: number; academic_year__name?: never }
  | { academic_year__name: string; academic_session_year__start_year?: never }
);

/** What a host gives (attributes, a page's address): text or numbers, Bengali digits too. */
export interface ClassChoiceInput {
  classId?: string | number | null | undefined;
  /** A session's start year, e.g. 2025. */
  session?: string | number | null | undefined;
  /** An academic year's name, e.g. 2026. */
  year?: string | number | null | undefined;
}

export function periodKind(cls: ClassConfig | null | undefined): PeriodKind {
  return typeof cls?.group_name === 'string' && cls.group_name.trim() !== '' ? 'session' : 'year';
}

/** A host's value as the select holds it: trimmed text in ASCII digits; '' for nothing. */
export const choiceText = (value: unknown): string =>
  value === null || value === undefined ? '' : toAsciiDigits(String(value)).trim();

const listOf = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/**
 * The class → session-or-year choice of the students and downloads pages: the three option lists
 * (loaded together), the chosen class and period, the kind of period the class counts by (the
 * second select is Session or Academic Year, and switches with the class), and the query they
 * make once both are chosen.
 */
export function createClassChoice(api: ClassChoiceApi) {
  const lists = resource(async (signal): Promise<ClassLists> => {
    const [classes, years, sessions] = await Promise.all([
      api.getClassConfigs({ signal }),
      api.getAdmissionYears({ signal }),
      api.getAcademicSessions({ signal }),
    ]);
    return { classes: listOf(classes), years: listOf(years), sessions: listOf(sessions) };
  });
  const classId = signal('');
  const period = signal('');
  const classes = computed(() => lists.data.value?.classes ?? []);
  const chosen = computed(() => classes.value.find((c) => String(c.id) === classId.value) ?? null);
  const kind = computed(() => periodKind(chosen.value));

  function periodsOf(k: PeriodKind): PeriodOption[] {
    const data = lists.data.value;
    if (!data) return [];
    return k === 'session'
      ? data.sessions.map((s) => ({
          value: String(s.start_year),
          label: `${s.start_year}–${s.end_year}`,
        }))
      : data.years.map((y) => ({ value: choiceText(y.name), label: String(y.name) }));
  }
  const periods = computed(() => periodsOf(kind.value));
  const offered = (value: string) => periods.peek().some((p) => p.value === value);

  return {
    status: lists.status,
    error: lists.error,
    classes,
    /** The chosen class's id as text, '' for none. */
    classId: classId as ReadonlySignal<string>,
    /** The chosen session's start year or year's name, '' for none. */
    period: period as ReadonlySignal<string>,
    /** The chosen class, once the lists are in. */
    chosen,
    kind,
    /** The sessions or the years, as the chosen class counts its time. */
    periods,
    /** The class and period chosen, as a query; null until both are. */
    query: computed<ClassQuery | null>(() => {
      const cls = chosen.value;
      const value = period.value;
      if (!cls || !periods.value.some((p) => p.value === value)) return null;
      return kind.value === 'session'
        ? { class_id: cls.id, academic_session_year__start_year: Number(value) }
        : { class_id: cls.id, academic_year__name: value };
    }),
    /** A query's class and the label of its session or year, for a caption. */
    describe(query: ClassQuery): { cls: ClassConfig | null; period: string } {
      const kind: PeriodKind = query.academic_year__name === undefined ? 'session' : 'year';
      const value = String(query.academic_year__name ?? query.academic_session_year__start_year);
      return {
        cls: classes.peek().find((c) => c.id === query.class_id) ?? null,
        period: periodsOf(kind).find((p) => p.value === value)?.label ?? value,
      };
    },
    /** Load the option lists (again, after a failure). */
    load: () => lists.load(),
    /**
     * Choose a class. The period goes when the class counts by the other kind: academic year
     * 2025 is not session 2025–2026, though both are sent as 2025.
     */
    setClass(value: string) {
      const before = kind.peek();
      batch(() => {
        classId.value = value;
        if (kind.peek() !== before || !offered(period.peek())) period.value = '';
      });
    },
    setPeriod(value: string) {
      period.value = value;
    },
    /**
     * Choose what a host gives, once the lists are in: a class or period not in them is left
     * unchosen. The period is `session` or `year` by the class's kind.
     */
    choose({ classId: cls, session, year }: ClassChoiceInput) {
      batch(() => {
        classId.value = choiceText(cls);
        if (!chosen.peek()) classId.value = '';
        const value = choiceText(kind.peek() === 'session' ? session : year);
        period.value = offered(value) ? value : '';
      });
    },
    dispose: () => lists.dispose(),
  };
}

export type ClassChoice = ReturnType<typeof createClassChoice>;
