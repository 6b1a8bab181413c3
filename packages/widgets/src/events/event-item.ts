import type { SchoolEvent } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

/** What the list shows of an event, every optional part already decided. */
export interface EventItem {
  id: number;
  /** In the list's language: the title's Bengali twin in Bengali, when the school wrote one. */
  title: string;
  /** The first day, `YYYY-MM-DD` (the part of `start` before `T`). */
  from: string;
  /** The last day: the part of `end` before `T`, or `from` when the end cannot be read. */
  to: string;
  /** `HH:mm` of the start in Dhaka, or null when the start has no time. */
  starts: string | null;
  /** `HH:mm` of the end, only when it is a time after the start on the same day or a later one. */
  ends: string | null;
  /** The picture's absolute http(s) address, or null. */
  image: string | null;
  /** Where it takes place, in the list's language ('' when the school did not say). */
  place: string;
  /** What happens, in a few sentences ('' when the school did not say). */
  description: string;
}

/** Bangladesh has one time zone and no daylight saving. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T\s]([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * The day and the Dhaka time a contract date-time means. A time without a zone (what the
 * contract sends) is Dhaka's as written; a time with one (`…Z`, `…+00:00`) is moved to Dhaka.
 */
export function dhakaTime(value: unknown): { day: string; time: string | null } | null {
  if (typeof value !== 'string') return null;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, day = '', hours, minutes, zone] = match;
  if (hours === undefined) return { day, time: null };
  if (!zone) return { day, time: `${hours}:${minutes}` };
  const instant = Date.parse(value.trim());
  if (Number.isNaN(instant)) return null;
  const local = new Date(instant + DHAKA_OFFSET_MS).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** An event worth listing: a title and a first day that can be read. */
export function toEventItem(event: SchoolEvent, lang: Lang = 'en'): EventItem | null {
  const given = localized(event, 'title', lang);
  const title = typeof given === 'string' ? given.trim() : '';
  const start = dhakaTime(event.start);
  if (!title || !start) return null;
  const end = dhakaTime(event.end);
  const to = end && end.day > start.day ? end.day : start.day;
  const ends =
    start.time && end?.time && (end.day > start.day || end.time > start.time) ? end.time : null;
  return {
    id: event.id,
    title,
    from: start.day,
    to,
    starts: start.time,
    ends,
    image: httpUrl(event.image),
    place: trimmed(localized(event, 'place', lang)),
    description: trimmed(localized(event, 'description', lang)),
  };
}

/**
 * The events to show (spec §7): those whose end is today or later, soonest first (by first day,
 * then start time, then id), untitled or undated ones left out.
 */
export function upcomingEvents(
  events: readonly SchoolEvent[],
  today: string,
  lang: Lang = 'en',
): { event: SchoolEvent; item: EventItem }[] {
  return events
    .map((event) => ({ event, item: toEventItem(event, lang) }))
    .filter((e): e is { event: SchoolEvent; item: EventItem } => e.item !== null)
    .filter(({ item }) => item.to >= today)
    .sort(
      ({ item: a }, { item: b }) =>
        a.from.localeCompare(b.from) ||
        (a.starts ?? '').localeCompare(b.starts ?? '') ||
        a.id - b.id,
    );
}
