import { defineElement } from '../element/define-element.tsx';
import { onSchoolSite } from '../runtime/site-pages.ts';
import css from './link-groups.css.ts?inline';
import { LinkGroups } from './link-groups.tsx';

/**
 * `<school-link-groups>`: the provider's groups of page links (`/link-names`; four in the demo),
 * each its name over its links, side by side as room allows. A path of the school's site
 * (`/exam-result`) leads to the school's site, to its Bengali page (`/bn/exam-result`) when
 * `lang` is Bengali; another site's address opens in a new tab and says so; anything else is
 * shown as text. Says "No links available." when there are none.
 *
 * @attr heading-level - The level of each group's name, 1–6 (default 2).
 * @attr site-url - The school site's address, for links that are paths of it. Default: the
 *   origin `elements.js` was loaded from (not the page's own origin).
 *
 * @event school-link-groups-load - The groups are in; `detail` is the provider's list (empty
 *   when there are none).
 * @event school-link-groups-select - A visitor followed a link; `detail` is
 *   `{ group, title, href, path }` (`path`: the page of the school's site, or null for another site).
 *
 * @cssprop --school-color-* - Theme colours (primary for the names, the links and the line
 *   above each group; surface behind the groups).
 *
 * @csspart base - The labelled navigation ("Quick links").
 * @csspart group - Each group.
 * @csspart heading - Each group's name.
 * @csspart link - Each link.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const LinkGroupsElement = defineElement('school-link-groups', LinkGroups, {
  props: { headingLevel: 'number', siteUrl: 'string' },
  defaults: { siteUrl: onSchoolSite('/') },
  events: { onLoad: 'school-link-groups-load', onSelect: 'school-link-groups-select' },
  styles: [css],
});
