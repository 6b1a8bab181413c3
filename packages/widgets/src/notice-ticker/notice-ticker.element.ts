import { defineElement } from '../element/define-element.tsx';
import { onSchoolSite } from '../runtime/site-pages.ts';
import css from './notice-ticker.css.ts?inline';
import { NoticeTicker } from './notice-ticker.tsx';

/**
 * `<school-notice-ticker>`: the titles of current notices scrolling by, each a link to the
 * notices page. Pauses on hover, on keyboard focus and with its Pause button; stands still under
 * `prefers-reduced-motion: reduce`. Not displayed at all when the call fails or nothing is current.
 *
 * @attr href - Where each title links. Default: the school site's `/notices-and-announcements`
 *   (`/bn/notices-and-announcements` in Bengali), on the origin `elements.js` was loaded from
 *   (not the page's own origin).
 *
 * @event school-notice-ticker-load - The notices are in; `detail` is the current notices (newest
 *   first; empty when none is current).
 * @event school-notice-ticker-select - A visitor followed a title's link; `detail` is `{ id, title }`.
 *
 * @cssprop --school-notice-ticker-speed - Scrolling speed in pixels per second (a plain number,
 *   default 60).
 * @cssprop --school-color-* - Theme colours (primary for the label, primary-lite behind the titles).
 *
 * @csspart base - The labelled bar.
 * @csspart label - The "Latest notices" label.
 * @csspart track - The moving strip of titles.
 * @csspart link - Each title's link.
 * @csspart category - A notice's short category before its title, where the provider sends one
 *   in `title` and the whole title in `notice_title`.
 * @csspart toggle - The Pause / Play button.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error` (the last two take no room).
 */
export const NoticeTickerElement = defineElement('school-notice-ticker', NoticeTicker, {
  props: { href: 'string' },
  // The school site, where this script came from: a partner's page has no such page itself.
  defaults: { siteUrl: onSchoolSite('/') },
  events: { onLoad: 'school-notice-ticker-load', onSelect: 'school-notice-ticker-select' },
  styles: [css],
});
