import type { Notice } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { noticeHeading } from '../runtime/notice-title.ts';
import { preview } from '../runtime/text.ts';

/** What the ticker shows of a notice. */
export interface TickerItem {
  id: number;
  /** The whole title, for the select event and the link's tooltip. */
  title: string;
  /** A short label before it (a provider's category in `title`), or null. */
  label: string | null;
  /** The title cut at 60 characters with an ellipsis (spec §9). */
  preview: string;
}

export function toItem(notice: Notice, lang: Lang = 'en'): TickerItem {
  const { title, label } = noticeHeading(notice, lang);
  return { id: notice.id, title, label, preview: preview(title) };
}
