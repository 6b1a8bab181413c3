/**
 * An account name folded for comparison: NFKC (full-width and composed forms read as one),
 * lower case, inner spaces as one. "Rahim Uddin" and "rahim  uddin" are one account, in SQLite
 * and PostgreSQL alike (their own `lower()` differ beyond ASCII).
 */
export const nameKey = (name: string) =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
