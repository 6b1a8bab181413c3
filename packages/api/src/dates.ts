const DAY = /^(\d{4}-\d{2}-\d{2})(?:$|[T\s])/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the visitor's own calendar, `YYYY-MM-DD` (a notice expires at the visitor's midnight). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The `YYYY-MM-DD` day a contract date or date-time starts with (`2026-11-22T10:00:00` → the
 * part before `T`), or null when it has none.
 */
export function dayOf(value: unknown): string | null {
  return typeof value === 'string' ? (DAY.exec(value.trim())?.[1] ?? null) : null;
}
