/**
 * The site's two languages (issue 10). Everything a visitor reads is written in both: a content
 * module exports a `Localized` object, `{ en, bn }`, of one shape, and a page shows `content[lang]`.
 * Numbers, money and dates are written at render time by the kit's formatters (`formatNumber`,
 * `formatTaka`, `formatPercent`, `formatDay`, `localDigits` from `@school/widgets`), so content
 * keeps figures as numbers where it can.
 */
import type { Lang } from '@school/widgets';

export type { Lang };

/** One value per language, of the same shape: the type checker finds a missing translation. */
export type Localized<T> = { readonly [L in Lang]: T };

/**
 * The site's own words for one part of a page, in both languages: the English object sets the
 * keys, and the Bengali one must have every one of them.
 */
export function defineWords<const T extends Record<string, string>>(words: {
  en: T;
  bn: { [K in keyof T]: string };
}): Localized<{ [K in keyof T]: string }> {
  return words;
}
