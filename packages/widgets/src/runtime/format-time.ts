import { toBengaliDigits } from '@school/api';
import type { Lang } from './i18n.ts';

/**
 * Parts of the day as Bangladesh says a time, by the hour they start at: "সকাল ১০:৩০",
 * "বিকাল ৩:০০". Written here rather than asked of Intl: its Bengali day periods differ between
 * ICU versions (and so between a provider's Node and a visitor's browser), and some read "AM".
 */
const BENGALI_PERIODS: readonly [from: number, word: string][] = [
  [20, 'রাত'],
  [18, 'সন্ধ্যা'],
  [15, 'বিকাল'],
  [12, 'দুপুর'],
  [6, 'সকাল'],
  [4, 'ভোর'],
  [0, 'রাত'],
];

const english = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/**
 * A 24-hour `HH:mm` as a reader says it, on a 12-hour clock: `9:30 am` in English,
 * `সকাল ৯:৩০` in Bengali. Anything that is not such a time is given back as it is.
 */
export function formatTime(time: string, lang: Lang): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  if (lang === 'en') return english.format(new Date(`1970-01-01T${time}:00Z`));
  const period = BENGALI_PERIODS.find(([from]) => hours >= from)?.[1] ?? 'রাত';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${period} ${toBengaliDigits(`${hour}:${match[2]}`)}`;
}
