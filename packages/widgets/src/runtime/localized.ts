import { bengaliTwin, type Twinned, toBengaliDigits } from '@school/api';
import type { Lang } from './i18n.ts';

/**
 * A text the school writes, in the widget's language (issue 22): in Bengali, the field's Bengali
 * twin (`notice_title_bn` for `notice_title`) when the provider sends one that is not blank;
 * otherwise the field as the spec names it, so a provider without twins reads as before. Only
 * fields the contract twins can be asked for: `localized(notice, 'notice_title', lang)`.
 */
export function localized<T extends object, F extends Twinned<T>>(
  item: T,
  field: F,
  lang: Lang,
): T[F] {
  if (lang === 'bn') {
    const twin = (item as Record<string, unknown>)[bengaliTwin(field)];
    if (typeof twin === 'string' && twin.trim() !== '') return twin as T[F];
  }
  return item[field];
}

/**
 * Every ASCII digit of a text written in Bengali digits when the language is Bengali (a session
 * `2024-25`, a room `101`, a time `10:30`, a year a provider names `2026`); the text unchanged in
 * English. Here rather than with the number formats: every widget's first load has it, and none
 * of Intl's.
 */
export function localDigits(text: string, lang: Lang): string {
  return lang === 'bn' ? toBengaliDigits(text) : text;
}
