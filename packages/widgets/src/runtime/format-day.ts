import type { Lang } from './i18n.ts';

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** One formatter per language: making one is slow, and a board formats every notice's date. */
function formatFor(lang: Lang): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    // en-GB: "22 November 2026", the order Bangladesh writes dates in; bn-BD with Bengali digits.
    format = new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(lang, format);
  }
  return format;
}

/**
 * A `YYYY-MM-DD` day for the reader, in the widget's language. The day is the same everywhere:
 * it is read and written in UTC, so no visitor's time zone moves it to the day before.
 */
export function formatDay(day: string, lang: Lang): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatFor(lang).format(date);
}
