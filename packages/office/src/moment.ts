import { formatTime, type Lang } from '@school/widgets/runtime';

const days = new Map<Lang, Intl.DateTimeFormat>();

/**
 * An instant (ISO, UTC) in the clerk's own time and language: the day as `Intl` writes it, the
 * time as the site's widgets do (`সকাল ৯:৩০`: Intl's Bengali keeps an English AM/PM).
 */
export function formatMoment(iso: string | null, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let day = days.get(lang);
  if (!day) {
    day = new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'medium' });
    days.set(lang, day);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.format(date)} ${formatTime(`${pad(date.getHours())}:${pad(date.getMinutes())}`, lang)}`;
}
