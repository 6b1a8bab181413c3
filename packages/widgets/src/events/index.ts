export { dhakaTime, type EventItem, toEventItem, upcomingEvents } from './event-item.ts';
export { createEventsStore, type EventsStore, type EventsStoreOptions } from './events.store.ts';
export { Events, type EventsProps } from './events.tsx';
