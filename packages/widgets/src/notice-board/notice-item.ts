import { dayOf, type Notice } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { noticeHeading } from '../runtime/notice-title.ts';
import { preview } from '../runtime/text.ts';
import { httpUrl } from '../runtime/url.ts';

/** What the board shows of a notice, every optional part already decided. */
export interface BoardItem {
  id: number;
  /** The whole title, in the board's language (`noticeHeading`). */
  title: string;
  /** A short label above it (a provider's category in `title`), or null. */
  label: string | null;
  /** The title cut at 60 characters with an ellipsis (spec §9), for the compact board. */
  preview: string;
  /** The publication day, `YYYY-MM-DD`, or null when the provider's date cannot be read. */
  day: string | null;
  /** Plain text; its line breaks are kept on screen. */
  description: string;
  /** The attachment's address when it is an http(s) one; anything else is never fetched. */
  file: string | null;
}

export function toBoardItem(notice: Notice, lang: Lang = 'en'): BoardItem {
  const { title, label } = noticeHeading(notice, lang);
  const text = localized(notice, 'notice_description', lang);
  const description = typeof text === 'string' ? text.trim() : '';
  return {
    id: notice.id,
    title,
    label,
    preview: preview(title),
    day: dayOf(notice.date),
    description,
    file: httpUrl(notice.file_attached),
  };
}

/** The stable id of a notice on the page, so a host can link to it: `#notice-<id>`. */
export const noticeAnchor = (id: number) => `notice-${id}`;

/** The notice an address's fragment names (`#notice-12` → 12), or null. */
export function noticeIdFromHash(hash: string): number | null {
  const match = /^#?notice-(\d{1,15})$/.exec(hash.trim());
  return match ? Number(match[1]) : null;
}
