import { computed, signal } from '@preact/signals-core';
import type { ApiClient, ClassConfig, ClassRoutine, Weekday } from '@school/api';
import { askBeyond, type Beyond, classLabel } from '../runtime/beyond.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { resource } from '../runtime/resource.ts';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { trimmed } from '../runtime/trimmed.ts';

export type ClassRoutineApi = Pick<ApiClient, 'getClassConfigs' | 'getClassRoutines'>;

const WEEK: readonly Weekday[] = [
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A class's week as the grid shows it: days down, periods across. */
export interface RoutineGrid {
  session: string;
  periods: { period: number; start: string | null; end: string | null }[];
  days: { day: Weekday; cells: ({ subject: string; teacher: string } | null)[] }[];
}

const whole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0;

/** The routine's grid in `lang`: the days that have classes, in the week's order; null when none. */
function routineGrid(routine: ClassRoutine | undefined, lang: Lang): RoutineGrid | null {
  if (!routine || typeof routine !== 'object') return null;
  const classes = (Array.isArray(routine.classes) ? routine.classes : []).filter(
    (c) => c && WEEK.includes(c.day) && whole(c.period) && trimmed(c.subject),
  );
  if (classes.length === 0) return null;
  const times = new Map(
    (Array.isArray(routine.periods) ? routine.periods : [])
      .filter((p) => p && whole(p.period))
      .map((p) => [p.period, p]),
  );
  const numbers = [...new Set([...classes.map((c) => c.period), ...times.keys()])].sort(
    (a, b) => a - b,
  );
  const time = (x: unknown) => (typeof x === 'string' && TIME.test(x) ? x : null);
  return {
    session: trimmed(routine.session),
    periods: numbers.map((period) => ({
      period,
      start: time(times.get(period)?.start),
      end: time(times.get(period)?.end),
    })),
    days: WEEK.filter((day) => classes.some((c) => c.day === day)).map((day) => ({
      day,
      cells: numbers.map((period) => {
        const found = classes.find((c) => c.day === day && c.period === period);
        return found
          ? {
              subject: trimmed(localized(found, 'subject', lang)),
              teacher: trimmed(localized(found, 'teacher', lang)),
            }
          : null;
      }),
    })),
  };
}

/** The classes to choose from: each class config (its section and shift), by its words. */
function choicesOf(configs: readonly ClassConfig[], lang: Lang) {
  return configs
    .filter((c) => c && typeof c.id === 'number')
    .map((c) => ({ value: c.id, label: classLabel({ ...c, class_id: c.id }, lang, true) }));
}

const listOf = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);

/**
 * The weekly routine of a class (`GET /class-routines?class_id=`, beyond the spec): the classes
 * from `/class-configs` to choose from, and the chosen one's routine (the first class's at the
 * start). `absent` when the provider has no routines at all.
 */
export function createClassRoutineStore(api: ClassRoutineApi, options: LangOption = {}) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    async (signal) => {
      const configs = listOf<ClassConfig>(await api.getClassConfigs({ signal }));
      const first = configs.find((c) => c && typeof c.id === 'number')?.id ?? null;
      const routine: Beyond<ClassRoutine[]> =
        first === null
          ? { absent: false, data: [] }
          : await askBeyond(() => api.getClassRoutines({ class_id: first }, { signal }));
      return { configs, first, routine };
    },
    ({ configs, routine }) => routine.absent || choicesOf(configs, 'en').length === 0,
  );
  const chosen = signal<number | null>(null);
  const other = resource((signal, classId: number) =>
    api.getClassRoutines({ class_id: classId }, { signal }),
  );
  const first = computed(() => answer.data.value?.first ?? null);
  const shown = computed(() => chosen.value ?? first.value);
  const onFirst = computed(() => shown.value === first.value);
  return {
    ...answer,
    setLang,
    absent: computed(() => answer.data.value?.routine.absent === true),
    choices: computed(() => choicesOf(answer.data.value?.configs ?? [], lang.value)),
    chosen: shown,
    /** The chosen class's routine: `loading` while another class's is on its way. */
    routineState: computed(() => (onFirst.value ? 'ready' : other.status.value)),
    routineError: other.error,
    grid: computed(() => {
      const got = answer.data.value?.routine;
      const list = onFirst.value ? (got && !got.absent ? got.data : []) : other.data.value;
      return routineGrid(listOf<ClassRoutine>(list)[0], lang.value);
    }),
    choose(classId: number) {
      chosen.value = classId;
      if (classId === first.peek()) other.reset();
      else void other.load(classId);
    },
    /** The chosen class in words, for the table's caption. */
    label: computed(() => {
      const configs = answer.data.value?.configs ?? [];
      const config = configs.find((c) => c?.id === shown.value);
      return config ? classLabel({ ...config, class_id: config.id }, lang.value, true) : '';
    }),
    sessionOf: (grid: RoutineGrid) => localDigits(grid.session, lang.value),
    dispose() {
      answer.dispose();
      other.dispose();
    },
  };
}

export type ClassRoutineStore = ReturnType<typeof createClassRoutineStore>;
