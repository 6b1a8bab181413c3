import type { Credential } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

/** What the credentials section shows, every optional part already decided. */
export interface Showcase {
  /** The thumbnail's http(s) address: the credential's `image`, else its original. */
  thumbnail: string;
  /** The original (`o_image`), opened in a new tab; null when it is not an http(s) address. */
  original: string | null;
}

/** The provider's credentials that are objects at all (a list of anything is possible). */
export function credentialsOf(list: unknown): Credential[] {
  return Array.isArray(list)
    ? list.filter((item): item is Credential => typeof item === 'object' && item !== null)
    : [];
}

/**
 * The list's headline (spec §3): the first credential's, or the first one that has any; in
 * Bengali, its Bengali twin when the school wrote one.
 */
export function headlineOf(list: Credential[], lang: Lang = 'en'): string {
  return (
    list.map((c) => text(localized(c, 'headline', lang))).find((headline) => headline !== '') ?? ''
  );
}

/**
 * The credential shown (spec §3: the first item's pictures): the first one with a picture that
 * may be shown, so a first entry without one does not hide the rest. Null when none has one.
 */
export function showcaseOf(list: Credential[]): Showcase | null {
  for (const credential of list) {
    const original = httpUrl(credential.o_image);
    const thumbnail = httpUrl(credential.image) ?? original;
    if (thumbnail) return { thumbnail, original };
  }
  return null;
}
