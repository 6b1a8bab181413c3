import { type DownloadItem, dayOf } from '@school/api';
import { createDownloads } from '../runtime/downloads.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { httpUrl } from '../runtime/url.ts';

/**
 * What the results of a search need and the form does not: the rows and the saving of files.
 * The store fetches this module with the first search, beside the table's code.
 */
export { createDownloads };

/** What a row of the table shows of a document. */
export interface DocumentRow {
  id: number;
  title: string;
  /** The document's address when it is an http(s) one; anything else is never fetched. */
  file: string | null;
  /** The day of its last change, `YYYY-MM-DD`, or null when the provider's date cannot be read. */
  day: string | null;
  /** The provider's date as sent, shown when it is not a day. */
  date: string;
}

/** The row in the table's language: the title's Bengali twin in Bengali. */
export function toRow(item: DownloadItem, lang: Lang = 'en'): DocumentRow {
  const date = typeof item.updated_at === 'string' ? item.updated_at.trim() : '';
  const title = localized(item, 'title', lang);
  return {
    id: item.id,
    title: typeof title === 'string' ? title.trim() : '',
    file: httpUrl(item.files),
    day: dayOf(date),
    date,
  };
}
