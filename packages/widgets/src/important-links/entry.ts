import type { ImportantLink } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

/** What an important link's row shows, every optional part already decided. */
export interface LinkEntry {
  /** Stable across reloads: the provider's id when it sends one, else the place in the list. */
  key: string;
  headline: string;
  /** The provider's `link` as it came (trimmed); the view decides whether it may be one. */
  link: string;
  /** The icon's http(s) address, or null (a drawn link glyph stands in). */
  icon: string | null;
}

/** The provider's links that have a headline to show, in its order, in the widget's language. */
export function entriesOf(list: unknown, lang: Lang = 'en'): LinkEntry[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: ImportantLink | null, index) => {
    if (!item) return [];
    const headline = text(localized(item, 'headline', lang));
    if (!headline) return [];
    const { id } = item;
    return [
      {
        key: typeof id === 'number' ? `id-${id}` : `at-${index}`,
        headline,
        link: text(item.link),
        icon: httpUrl(item.image),
      },
    ];
  });
}
