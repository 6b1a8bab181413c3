import type { Testimonial } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

/** A rating is out of this many stars (spec §3). */
export const MAX_STARS = 5;

/** What a testimonial's card shows, every optional part already decided. */
export interface TestimonialCard {
  /** Stable across reloads: the provider's id when it sends one, else the place in the list. */
  key: string;
  name: string;
  /** Empty when the provider has none. */
  profession: string;
  /** The quote, as text. */
  text: string;
  /** The photo's absolute http(s) address, or null (the card shows initials). */
  photo: string | null;
  /** Whole stars, 0–5; null when the provider's `star` is missing or not a number (no rating). */
  stars: number | null;
}

/**
 * Whole stars from the provider's `star`: rounded, then held to 0–5 (a 7 shows five). A number
 * sent as text (`"4"`, `"4.0"`) counts; anything else is no rating at all.
 */
export function starsOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return null;
  return Math.min(MAX_STARS, Math.max(0, Math.round(n)));
}

/** A testimonial worth a card: one with a quote (a name and stars alone say nothing). */
export function hasQuote(testimonial: unknown): testimonial is Testimonial {
  return (
    typeof testimonial === 'object' &&
    testimonial !== null &&
    text((testimonial as Testimonial).text) !== ''
  );
}

/** The card in the widget's language: the Bengali twins of the school's words in Bengali. */
export function toCard(
  testimonial: Testimonial,
  index: number,
  lang: Lang = 'en',
): TestimonialCard {
  const { id } = testimonial;
  return {
    key: typeof id === 'number' ? `id-${id}` : `at-${index}`,
    name: text(localized(testimonial, 'name', lang)),
    profession: text(localized(testimonial, 'profession', lang)),
    text: text(localized(testimonial, 'text', lang)),
    photo: httpUrl(testimonial.testimonial_image),
    stars: starsOf(testimonial.star),
  };
}
