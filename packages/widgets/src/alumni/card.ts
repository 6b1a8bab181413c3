import type { IconicStudent } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { httpUrl } from '../runtime/url.ts';

/** What an alumnus's card shows, every optional part already decided. */
export interface AlumnusCard {
  /** Stable across reloads: the provider's id when it sends one, else the place in the list. */
  key: string;
  name: string;
  /** `degination`, else `designation` (a provider sends either); empty when neither. */
  designation: string;
  /** The batch as the provider writes it (`2012`, `HSC 2012`), without a leading "Batch". */
  batch: string;
  /** The quote (`test`), as text; empty when there is none. */
  quote: string;
  /** The photo's absolute http(s) address, or null (the card shows initials). */
  photo: string | null;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The provider's alumni that have a name, in its order, in the widget's language: the Bengali
 * twins of the school's words in Bengali.
 */
export function cardsOf(list: unknown, lang: Lang = 'en'): AlumnusCard[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((alumnus: IconicStudent | null, index) => {
    if (!alumnus) return [];
    const name = text(localized(alumnus, 'name', lang));
    if (!name) return [];
    const { id } = alumnus;
    return [
      {
        key: typeof id === 'number' ? `id-${id}` : `at-${index}`,
        name,
        designation:
          text(localized(alumnus, 'degination', lang)) ||
          text(localized(alumnus, 'designation', lang)),
        // The card says "Batch …" itself: a provider's own "Batch 2012" is not said twice.
        batch: text(localized(alumnus, 'batch_year', lang)).replace(/^batch\b[\s:.-]*/i, ''),
        quote: text(localized(alumnus, 'test', lang)),
        photo: httpUrl(alumnus.image),
      },
    ];
  });
}
