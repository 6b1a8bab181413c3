/** Calendar dates in the server's local time zone, as a visitor's browser would compare them. */
const pad = (n: number) => String(n).padStart(2, '0');

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** `YYYY-MM-DD`. */
export function ymd(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DDTHH:mm:ss` for a day and a wall-clock time such as `09:30`. */
export function dateTime(date: Date, time: string): string {
  return `${ymd(date)}T${time}:00`;
}
