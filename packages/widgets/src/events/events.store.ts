import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { type ApiClient, localToday, type SchoolEvent } from '@school/api';
import { resourceStore } from '../runtime/store.ts';
import { type EventItem, upcomingEvents } from './event-item.ts';

export interface EventsStoreOptions {
  /** Show only the soonest `limit` events (the home page's block); none or a bad value: all. */
  limit?: number | undefined;
  /** Today as `YYYY-MM-DD`; the visitor's local date unless a test fixes it. */
  today?: () => string;
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
  { limit: initialLimit, today = () => localToday() }: EventsStoreOptions = {},
) {
  const upcoming = (all: SchoolEvent[] | undefined) =>
    Array.isArray(all) ? upcomingEvents(all, today()) : [];
  const events = resourceStore(
    (signal) => api.getEvents({ signal }),
    (all) => upcoming(all).length === 0,
  );
  const limit = signal(limitOf(initialLimit));
  const listed = computed(() => {
    const all = upcoming(events.data.value);
    return limit.value === null ? all : all.slice(0, limit.value);
  });
  return {
    ...events,
    limit: limit as ReadonlySignal<number | null>,
    setLimit(value: number | undefined) {
      limit.value = limitOf(value);
    },
    /** The provider's events shown, soonest first; empty until loaded. */
    shown: computed<SchoolEvent[]>(() => listed.value.map((e) => e.event)),
    items: computed<EventItem[]>(() => listed.value.map((e) => e.item)),
  };
}

export type EventsStore = ReturnType<typeof createEventsStore>;
