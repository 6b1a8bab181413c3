import type { Institute } from '@school/api';

/** The first item of `/api/institute` is the school (spec §3); null when there is none. */
export function firstInstitute(list: unknown): Institute | null {
  const item = Array.isArray(list) ? list[0] : undefined;
  return typeof item === 'object' && item !== null ? (item as Institute) : null;
}

/** The EIIN as the site shows it: the rule lives with the contract, for the provider too. */
export { eiinOf } from '@school/api';
