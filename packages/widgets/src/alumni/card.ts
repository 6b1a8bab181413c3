import type { IconicStudent } from '@school/api';
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

/** The provider's alumni that have a name, in its order. */
export function cardsOf(list: unknown): AlumnusCard[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((alumnus: IconicStudent | null, index) => {
    const name = text(alumnus?.name);
    if (!alumnus || !name) return [];
    const { id } = alumnus;
    return [
      {
        key: typeof id === 'number' ? `id-${id}` : `at-${index}`,
        name,
        designation: text(alumnus.degination) || text(alumnus.designation),
        // The card says "Batch …" itself: a provider's own "Batch 2012" is not said twice.
        batch: text(alumnus.batch_year).replace(/^batch\b[\s:.-]*/i, ''),
        quote: text(alumnus.test),
        photo: httpUrl(alumnus.image),
      },
    ];
  });
}
