import { defineElement } from '../element/define-element.tsx';
import { onSchoolSite } from '../runtime/site-pages.ts';
import css from './important-links.css.ts?inline';
import { ImportantLinks } from './important-links.tsx';

/**
 * `<school-important-links>`: the provider's important links (`/important-links`), each
 * headline a link with its icon when it has one. Another site's address opens in a new tab and
 * says so; a path of the school's site (`/exam-result`) leads to the school's site, to its Bengali
 * page (`/bn/exam-result`) when `lang` is Bengali; anything else is shown as text. Says "No
 * important links available." when there are none.
 *
 * @attr heading-level - The level of its "Important links" heading, 1–6 (default 2).
 * @attr site-url - The school site's address, for links that are paths of it. Default: the
 *   origin `elements.js` was loaded from (not the page's own origin).
 *
 * @event school-important-links-load - The links are in; `detail` is the provider's list (empty
 *   when there are none).
 *
 * @cssprop --school-color-* - Theme colours (primary for the heading and the links,
 *   primary-lite behind a link under the pointer).
 *
 * @csspart base - The titled section.
 * @csspart heading - The "Important links" heading.
 * @csspart list - The list of links.
 * @csspart link - Each link.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const ImportantLinksElement = defineElement('school-important-links', ImportantLinks, {
  props: { headingLevel: 'number', siteUrl: 'string' },
  defaults: { siteUrl: onSchoolSite('/') },
  events: { onLoad: 'school-important-links-load' },
  styles: [css],
});
