import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { type ApiClient, localToday, type SchoolEvent } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { langOf, resourceStore } from '../runtime/store.ts';
import { type EventItem, upcomingEvents } from './event-item.ts';

export interface EventsStoreOptions {
  /** Show only the soonest `limit` events (the home page's block); none or a bad value: all. */
  limit?: number | undefined;
  /** Today as `YYYY-MM-DD`; the visitor's local date unless a test fixes it. */
  today?: () => string;
  /** The language of the events' titles: their Bengali twins in `bn` (default `en`). */
  lang?: Lang | undefined;
}

/** A whole number of events to show, or null for all of them. */
function limitOf(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1
    ? Math.floor(value)
    : null;
}

/** The events whose end is today or later, soonest first: `empty` when there is none. */
export function createEventsStore(
  api: Pick<ApiClient, 'getEvents'>,
  { limit: initialLimit, today = () => localToday(), lang: initialLang }: EventsStoreOptions = {},
) {
  const { lang, setLang } = langOf(initialLang);
  const upcoming = (all: SchoolEvent[] | undefined, inLang: Lang = 'en') =>
    Array.isArray(all) ? upcomingEvents(all, today(), inLang) : [];
  const events = resourceStore(
    (signal) => api.getEvents({ signal }),
    (all) => upcoming(all).length === 0,
  );
  const limit = signal(limitOf(initialLimit));
  const listed = computed(() => {
    const all = upcoming(events.data.value, lang.value);
    return limit.value === null ? all : all.slice(0, limit.value);
  });
  return {
    ...events,
    limit: limit as ReadonlySignal<number | null>,
    setLang,
    setLimit(value: number | undefined) {
      limit.value = limitOf(value);
    },
    /** The provider's events shown, soonest first; empty until loaded. */
    shown: computed<SchoolEvent[]>(() => listed.value.map((e) => e.event)),
    items: computed<EventItem[]>(() => listed.value.map((e) => e.item)),
  };
}

export type EventsStore = ReturnType<typeof createEventsStore>;
