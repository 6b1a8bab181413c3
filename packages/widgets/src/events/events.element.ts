import { defineElement } from '../element/define-element.tsx';
import { onSchoolSite } from '../runtime/site-pages.ts';
import css from './events.css.ts?inline';
import { Events } from './events.tsx';

/**
 * `<school-events>`: the school's upcoming events — those whose end is today or later, soonest
 * first — each with its title, its days (a span when it lasts several), its hours when the
 * provider gives them (Dhaka time, as written) and its picture when there is one, and a link to
 * subscribe to the provider's calendar (`/events.ics`). "No existing events." when there is
 * none. With `limit`, the home page's "Upcoming events" block: the soonest few and a link to
 * the events page.
 *
 * @attr limit - Show only the soonest this many events, under an "Upcoming events" heading,
 *   with an "All events" link. Without it, every upcoming event.
 * @attr href - The events page the block links to. Default: the school site's `/events`
 *   (`/bn/events` in Bengali), on the origin `elements.js` was loaded from.
 * @attr heading-level - Level of the headings, 1–6 (default 2): each event's title, or the
 *   block's "Upcoming events" (its events one level below).
 *
 * @event school-events-load - The events are in; `detail` is those shown (the provider's
 *   events, soonest first; empty when there is none).
 * @event school-events-select - A visitor followed the block's "All events" link; `detail` is
 *   `{ href }`.
 *
 * @cssprop --school-color-primary - Titles, links, each event's edge and the block's heading.
 * @cssprop --school-color-* - Other theme colours (muted for the dates, border around events).
 *
 * @csspart base - The list (the block's labelled section).
 * @csspart heading - The block's "Upcoming events" heading.
 * @csspart list - The list of events.
 * @csspart item - Each event.
 * @csspart title - Each event's title.
 * @csspart date - Its day, or its first and last days.
 * @csspart time - Its hours.
 * @csspart image - Its picture.
 * @csspart all-link - The block's "All events" link.
 * @csspart subscribe - The "Subscribe to the calendar" link.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` ("No existing events.") or `error`.
 */
export const EventsElement = defineElement('school-events', Events, {
  props: { limit: 'number', href: 'string', headingLevel: 'number' },
  // The school site, where this script came from: a partner's page has no such page itself.
  defaults: { siteUrl: onSchoolSite('/') },
  events: { onLoad: 'school-events-load', onSelect: 'school-events-select' },
  styles: [css],
});
