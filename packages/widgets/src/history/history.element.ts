import { defineElement } from '../element/define-element.tsx';
import { onSchoolSite } from '../runtime/site-pages.ts';
import css from './history.css.ts?inline';
import { SchoolHistory } from './history.tsx';

/**
 * `<school-history>`: the school's history from the provider's `/school-history` (first item) —
 * its heading and text, paragraphs kept. By default its first paragraph (cut at a word after about 320
 * characters) and a "Read more" link to the history page; with `variant="page"` the whole text
 * and its pictures, a still gallery (lazy, their shape reserved).
 *
 * @attr variant - `page` shows the whole text and the pictures; anything else, the start and
 *   "Read more".
 * @attr href - Where "Read more" leads. Default: the school site's `/history` (`/bn/history`
 *   in Bengali), on the origin `elements.js` was loaded from.
 * @attr heading-level - The level of the history's heading, 1–6 (default 2).
 *
 * @event school-history-load - The history is in; `detail` is the provider's first item.
 * @event school-history-select - A visitor followed "Read more"; `detail` is `{ href }`.
 *
 * @cssprop --school-color-* - Theme colours (primary for the heading and the link).
 *
 * @csspart base - The titled section.
 * @csspart heading - The history's heading.
 * @csspart text - Its paragraphs.
 * @csspart gallery - The pictures (`variant="page"`).
 * @csspart picture - Each picture.
 * @csspart read-more - The "Read more" link.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const SchoolHistoryElement = defineElement('school-history', SchoolHistory, {
  props: { variant: 'string', href: 'string', headingLevel: 'number' },
  // The school site, where this script came from: a partner's page has no such page itself.
  defaults: { siteUrl: onSchoolSite('/') },
  events: { onLoad: 'school-history-load', onSelect: 'school-history-select' },
  styles: [css],
});
