import type { Lang } from '@school/widgets/runtime';

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** An instant (ISO, UTC) in the clerk's own time and language: Bengali digits in Bengali. */
export function formatMoment(iso: string | null, lang: Lang): string {
  if (!iso) return '';
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formats.set(lang, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
