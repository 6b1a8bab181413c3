import type { SchoolHistory } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { paragraphsOf } from '../runtime/prose.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

/** What the history shows, every optional part already decided. */
export interface HistoryView {
  /** Empty when the provider has none (the section is then titled "Our history"). */
  heading: string;
  /** The whole text, as text; its paragraphs are kept. */
  text: string;
  /** The pictures' absolute http(s) addresses, in the provider's order; others are left out. */
  images: string[];
}

/** The first item of `/school-history` is the school's (spec §3); null when there is none. */
export function firstHistory(list: unknown): SchoolHistory | null {
  const item = Array.isArray(list) ? list[0] : undefined;
  return typeof item === 'object' && item !== null ? (item as SchoolHistory) : null;
}

/** The history in the widget's language: the Bengali twins of heading and text in Bengali. */
export function toView(history: SchoolHistory, lang: Lang = 'en'): HistoryView {
  const images = Array.isArray(history.images) ? history.images : [];
  return {
    heading: text(localized(history, 'heading', lang)),
    text: text(localized(history, 'text', lang)),
    images: images
      .map((entry) => httpUrl((entry as { image?: unknown } | null)?.image))
      .filter((src): src is string => src !== null),
  };
}

/** Nothing to tell: no words at all (pictures alone are not a history). */
export function isBlank(view: HistoryView): boolean {
  return paragraphsOf(view.text).length === 0;
}
