import type { ApiClient, FeeSchedule } from '@school/api';
import { beyondStore, classLabel } from '../runtime/beyond.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { type LangOption, langOf } from '../runtime/store.ts';
import { trimmed } from '../runtime/trimmed.ts';

export type FeesApi = Pick<ApiClient, 'getFees'>;

const PERIODS = ['once', 'month', 'year', 'exam'] as const;
export type FeePer = (typeof PERIODS)[number];

/** A column of a session's table: one fee, as the first class to charge it names it. */
export interface FeeColumn {
  key: string;
  label: string;
  per: FeePer;
}

/** A session's fees: a row per class, a column per fee; `null` where a class does not pay it. */
export interface FeeTable {
  session: string;
  columns: FeeColumn[];
  rows: { key: string; className: string; amounts: (number | null)[] }[];
  notes: string[];
}

const isAmount = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/**
 * The provider's fees as tables, newest session first: the fees (heads) of each session's classes
 * side by side. A head is known by its English name, shown in the store's language; one without
 * a name, a readable amount or a known period is left out, and a class with none left too.
 */
function feeTables(items: readonly unknown[], lang: Lang): FeeTable[] {
  const tables = new Map<string, FeeTable>();
  items.forEach((item, i) => {
    if (!item || typeof item !== 'object') return;
    const fee = item as FeeSchedule;
    const session = trimmed(fee.session);
    const heads = (Array.isArray(fee.heads) ? fee.heads : []).filter(
      (h) =>
        h &&
        trimmed(h.head) &&
        isAmount(h.amount) &&
        (PERIODS as readonly string[]).includes(h.per as string),
    );
    if (!session || heads.length === 0) return;
    let table = tables.get(session);
    if (!table) {
      table = { session, columns: [], rows: [], notes: [] };
      tables.set(session, table);
    }
    const amounts: (number | null)[] = table.columns.map(() => null);
    for (const head of heads) {
      const key = `${trimmed(head.head).toLowerCase()}|${head.per}`;
      let at = table.columns.findIndex((c) => c.key === key);
      if (at < 0) {
        at =
          table.columns.push({
            key,
            label: trimmed(localized(head, 'head', lang)),
            per: head.per,
          }) - 1;
        for (const row of table.rows) row.amounts.push(null);
        amounts.push(null);
      }
      amounts[at] = head.amount;
    }
    table.rows.push({
      key: `${typeof fee.id === 'number' ? fee.id : `at-${i}`}`,
      className: classLabel(fee, lang),
      amounts,
    });
    const note = trimmed(localized(fee, 'note', lang));
    if (note && !table.notes.includes(note)) table.notes.push(note);
  });
  return [...tables.values()].sort((a, b) => b.session.localeCompare(a.session));
}

/** Fees per class and session (`GET /fees`, beyond the spec). */
export function createFeesStore(api: FeesApi, options: LangOption = {}) {
  const { lang, setLang } = langOf(options.lang);
  const store = beyondStore((signal) => api.getFees({ signal }), feeTables, lang);
  return { ...store, setLang };
}

export type FeesStore = ReturnType<typeof createFeesStore>;
