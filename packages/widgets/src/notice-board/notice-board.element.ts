import { defineElement } from '../element/define-element.tsx';
import { onSchoolSite } from '../runtime/site-pages.ts';
import css from './notice-board.css.ts?inline';
import { NoticeBoard } from './notice-board.tsx';

/**
 * `<school-notice-board>`: every notice, newest first, each opening in place (a disclosure
 * button) to its description and its attachment, downloaded under its real name. A page address
 * ending in `#notice-<id>` opens that notice and scrolls to it. With `limit`, the newest few
 * instead, as links to the notices page (the home page's board).
 *
 * @attr limit - Show only the newest this many notices, each a link to `href#notice-<id>`, with
 *   an "All notices" link (titles cut at 60 characters). Without it, the full board.
 * @attr href - The notices page the compact board links to. Default: the school site's
 *   `/notices-and-announcements` (`/bn/notices-and-announcements` in Bengali), on the origin
 *   `elements.js` was loaded from.
 * @attr heading-level - Level of the board's headings, 1–6 (default 2): each notice's title, or
 *   the compact board's "Notice board" title.
 *
 * @event school-notice-board-load - The notices are in; `detail` is those shown (newest first;
 *   empty when there is none).
 * @event school-notice-board-open - A visitor opened a notice with its button; `detail` is
 *   `{ id, title }`.
 * @event school-notice-board-select - A visitor followed a link of the compact board; `detail`
 *   is `{ id, title }`, or `null` for "All notices".
 *
 * @cssprop --school-notice-board-scroll-margin - Room kept above a linked notice scrolled into
 *   view, e.g. the height of the page's sticky header (default 2 × `--school-space-xl`).
 * @cssprop --school-color-* - Theme colours (primary for titles and the compact board's heading,
 *   primary-lite behind an open notice).
 *
 * @csspart base - The board (the compact board's labelled section).
 * @csspart heading - The compact board's "Notice board" title.
 * @csspart list - The list of notices.
 * @csspart item - Each notice of the full board (its id is `notice-<id>`).
 * @csspart toggle - Each notice's disclosure button (its title and date).
 * @csspart category - A notice's short category above its title, where the provider sends one
 *   in `title` and the whole title in `notice_title`.
 * @csspart panel - Each notice's description and attachment.
 * @csspart download - Each attachment's Download button.
 * @csspart link - Each notice's link on the compact board.
 * @csspart all-link - The compact board's "All notices" link.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` ("No notice found") or `error`.
 */
export const NoticeBoardElement = defineElement('school-notice-board', NoticeBoard, {
  props: { limit: 'number', href: 'string', headingLevel: 'number' },
  // The school site, where this script came from: a partner's page has no such page itself.
  defaults: { siteUrl: onSchoolSite('/') },
  events: {
    onLoad: 'school-notice-board-load',
    onOpen: 'school-notice-board-open',
    onSelect: 'school-notice-board-select',
  },
  styles: [css],
});
