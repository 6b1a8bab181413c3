import { defineElement } from '../element/define-element.tsx';
import css from './institute-card.css.ts?inline';
import { InstituteCard } from './institute-card.tsx';

/**
 * `<school-institute-card>`: the institute at a glance, from the provider's `/api/institute`
 * (first item) — logo, name, EIIN (only when there is one and it is not `None`), address, email
 * (`mailto:` links), the headmaster's mobile (`tel:` links), the website (new tab) and the
 * school's Facebook, YouTube and WhatsApp links, only those it has.
 *
 * @attr heading-level - The level of the institute name's heading, 1–6 (default 2).
 *
 * @event school-institute-card-load - The institute is in; `detail` is the provider's institute.
 *
 * @cssprop --school-color-* - Theme colours (primary for the name, the top rule and the links;
 *   surface behind the card; muted for the terms).
 *
 * @csspart base - The titled card.
 * @csspart logo - The logo.
 * @csspart name - The institute's name.
 * @csspart eiin - The "EIIN: …" line.
 * @csspart details - The address, email, mobile and website.
 * @csspart email - Each email address's link.
 * @csspart phone - Each mobile number's link.
 * @csspart website - The website's link.
 * @csspart social - The list of the school's Facebook, YouTube and WhatsApp links.
 * @csspart social-link - Each of them.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const InstituteCardElement = defineElement('school-institute-card', InstituteCard, {
  props: { headingLevel: 'number' },
  events: { onLoad: 'school-institute-card-load' },
  styles: [css],
});
