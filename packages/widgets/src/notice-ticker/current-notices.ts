import type { Notice } from '@school/api';

/** What the ticker shows of a notice. */
export interface TickerItem {
  id: number;
  /** The whole title, for the select event and the link's tooltip. */
  title: string;
  /** The title cut at 60 characters with an ellipsis (spec §9). */
  preview: string;
}

export const PREVIEW_LENGTH = 60;

const DAY = /^(\d{4}-\d{2}-\d{2})(?:$|[T\s])/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the visitor's own calendar, `YYYY-MM-DD` (a notice expires at the visitor's midnight). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The `YYYY-MM-DD` day a date or date-time string starts with, or null when it has none. */
export function dayOf(value: unknown): string | null {
  return typeof value === 'string' ? (DAY.exec(value.trim())?.[1] ?? null) : null;
}

/**
 * Current means `expire_date` is today or later. A notice whose expiry cannot be read is not
 * current: a ticker that keeps showing a stale notice forever is worse than one that misses it.
 */
export function isCurrent(notice: Pick<Notice, 'expire_date'>, today: string): boolean {
  const expires = dayOf(notice.expire_date);
  return expires !== null && expires >= today;
}

export function titleOf(notice: Pick<Notice, 'title' | 'notice_title'>): string {
  const title = typeof notice.title === 'string' ? notice.title.trim() : '';
  if (title) return title;
  return typeof notice.notice_title === 'string' ? notice.notice_title.trim() : '';
}

const graphemes =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Cut at whole letters: a Bengali conjunct split in half would show a broken glyph. */
export function preview(title: string, max: number = PREVIEW_LENGTH): string {
  const letters = graphemes
    ? Array.from(graphemes.segment(title), (s) => s.segment)
    : Array.from(title);
  if (letters.length <= max) return title;
  return `${letters.slice(0, max).join('').trimEnd()}…`;
}

/** Newest first by publication date, then by id; an unreadable date sorts last. */
export function newestFirst(a: Notice, b: Notice): number {
  const da = dayOf(a.date) ?? '';
  const db = dayOf(b.date) ?? '';
  if (da !== db) return da < db ? 1 : -1;
  return b.id - a.id;
}

/** The notices the ticker shows: current, titled, newest first. */
export function currentNotices(notices: readonly Notice[], today: string): Notice[] {
  return notices.filter((n) => isCurrent(n, today) && titleOf(n) !== '').sort(newestFirst);
}

export function toItem(notice: Notice): TickerItem {
  const title = titleOf(notice);
  return { id: notice.id, title, preview: preview(title) };
}
