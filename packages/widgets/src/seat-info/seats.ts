import type { ClassConfig, SeatInfo } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';

/** A class's card: its name (null when neither call names it) and its seats. */
export interface SeatRow {
  key: string;
  classId: number;
  name: string | null;
  seats: number;
  /** The provider's row it comes from. */
  sent: SeatInfo;
}

/**
 * The name a seat row carries itself (the reference provider's extra `class_name`), in the
 * widget's language.
 */
export const ownName = (row: SeatInfo, lang: Lang = 'en'): string =>
  text(localized(row, 'class_name', lang));

/**
 * Class names by class id, from `/class-configs` (a class has a config per shift and group), in
 * the widget's language.
 */
export function classNames(
  configs: readonly ClassConfig[],
  lang: Lang = 'en',
): Map<number, string> {
  const names = new Map<number, string>();
  for (const config of Array.isArray(configs) ? configs : []) {
    const name = config ? text(localized(config, 'class_name', lang)) : '';
    if (name && typeof config.id === 'number') names.set(config.id, name);
  }
  return names;
}

/** A whole, non-negative number of seats, or null when the provider's value is not one. */
function seatsOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The cards, in the provider's order; a row without a readable number of seats is left out. */
export function toRows(
  seats: readonly SeatInfo[],
  names: ReadonlyMap<number, string>,
  lang: Lang = 'en',
): SeatRow[] {
  const rows: SeatRow[] = [];
  for (const [i, row] of seats.entries()) {
    const count = seatsOf(row?.no_of_seat);
    if (count === null) continue;
    rows.push({
      key: typeof row.id === 'number' ? `id-${row.id}` : `at-${i}`,
      classId: row.class_id,
      name: ownName(row, lang) || names.get(row.class_id) || null,
      seats: count,
      sent: row,
    });
  }
  return rows;
}
