import type { ApiClient, SeatPlan } from '@school/api';
import { beyondStore, classLabel } from '../runtime/beyond.ts';
import { chosenOf } from '../runtime/chosen.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { type LangOption, langOf } from '../runtime/store.ts';
import { trimmed } from '../runtime/trimmed.ts';

export type SeatPlanApi = Pick<ApiClient, 'getSeatPlans'>;

/** Where a class sits for an exam, as the table shows it. */
export interface SeatTable {
  key: string;
  /** "Annual Examination: Class Six, Section A, Morning shift". */
  label: string;
  session: string;
  rooms: { room: string; from: number; to: number }[];
}

const roll = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** The plans with a room that has a name and a roll range, rooms in roll order. */
function seatTables(items: readonly unknown[], lang: Lang): SeatTable[] {
  return items.flatMap((item, i) => {
    if (!item || typeof item !== 'object') return [];
    const plan = item as SeatPlan;
    const rooms = (Array.isArray(plan.rooms) ? plan.rooms : [])
      .filter((r) => r && trimmed(r.room) && roll(r.roll_from) && roll(r.roll_to))
      .map((r) => ({ room: trimmed(localized(r, 'room', lang)), from: r.roll_from, to: r.roll_to }))
      .sort((a, b) => a.from - b.from);
    if (rooms.length === 0) return [];
    const exam = trimmed(localized(plan, 'exam_name', lang));
    const name = classLabel(plan, lang, true);
    return [
      {
        key: typeof plan.id === 'number' ? `id-${plan.id}` : `at-${i}`,
        label: exam ? `${exam}: ${name}` : name,
        session: localDigits(trimmed(plan.session), lang),
        rooms,
      },
    ];
  });
}

/** The seat plans (`GET /seat-plans`, beyond the spec): one exam and class chosen at a time. */
export function createSeatPlanStore(api: SeatPlanApi, options: LangOption = {}) {
  const { lang, setLang } = langOf(options.lang);
  const store = beyondStore((signal) => api.getSeatPlans({ signal }), seatTables, lang);
  return { ...store, ...chosenOf(store.rows), setLang };
}

export type SeatPlanStore = ReturnType<typeof createSeatPlanStore>;
