import type { Institute } from '@school/api';
import { trimmed } from './trimmed.ts';

/** The first item of `/api/institute` is the school (spec §3); null when there is none. */
export function firstInstitute(list: unknown): Institute | null {
  const item = Array.isArray(list) ? list[0] : undefined;
  return typeof item === 'object' && item !== null ? (item as Institute) : null;
}

/**
 * The EIIN number, shown only if present and not the text `None` (spec §2); blanks and null
 * count as absent, a number sent as a number counts.
 */
export function eiinOf(value: unknown): string | null {
  const eiin = typeof value === 'number' ? String(value) : trimmed(value);
  return eiin && eiin.toLowerCase() !== 'none' ? eiin : null;
}
