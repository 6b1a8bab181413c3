import type { Notice } from './contract/entities.ts';
import { dayOf } from './dates.ts';

/**
 * Current means `expire_date` is today or later. A notice whose expiry cannot be read is not
 * current: a ticker that keeps showing a stale notice forever is worse than one that misses it.
 */
export function isCurrent(notice: Pick<Notice, 'expire_date'>, today: string): boolean {
  const expires = dayOf(notice.expire_date);
  return expires !== null && expires >= today;
}

/** A notice's title: `title`, else `notice_title` (providers fill one or both). */
export function titleOf(notice: Pick<Notice, 'title' | 'notice_title'>): string {
  const title = typeof notice.title === 'string' ? notice.title.trim() : '';
  if (title) return title;
  return typeof notice.notice_title === 'string' ? notice.notice_title.trim() : '';
}

/** Newest first by publication date, then by id; an unreadable date sorts last. */
export function newestFirst(a: Notice, b: Notice): number {
  const da = dayOf(a.date) ?? '';
  const db = dayOf(b.date) ?? '';
  if (da !== db) return da < db ? 1 : -1;
  return b.id - a.id;
}

/** The notices to show at all: titled, newest first. */
export function listedNotices(notices: readonly Notice[]): Notice[] {
  return notices.filter((n) => titleOf(n) !== '').sort(newestFirst);
}

/** The current ones (the ticker, spec §7): titled, not expired, newest first. */
export function currentNotices(notices: readonly Notice[], today: string): Notice[] {
  return listedNotices(notices).filter((n) => isCurrent(n, today));
}
