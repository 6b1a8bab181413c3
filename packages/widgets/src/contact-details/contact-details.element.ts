import { defineElement } from '../element/define-element.tsx';
import linksCss from '../ui/contact-links.css.ts?inline';
import css from './contact-details.css.ts?inline';
import { ContactDetails } from './contact-details.tsx';

/**
 * `<school-contact-details>`: the school's contact details from the provider's `/contacts`
 * (first item) — office address, mobile numbers (`tel:` links) and email (`mailto:` links),
 * only those it has — and the school's location map: a lazy 400 px frame titled "School
 * Location Map" when the address is an https Google Maps embed address, a link (new tab) for
 * any other https address, nothing otherwise. A page that frames the map must allow
 * `https://www.google.com` and `https://maps.google.com` in its `frame-src`.
 *
 * @attr map - `map="false"` leaves the map out; shown by default.
 * @attr image - Show the contact's side image too (`image` or `image="true"`); off by default.
 *
 * @event school-contact-details-load - The details are in; `detail` is the provider's first
 *   contact.
 *
 * @cssprop --school-color-primary - The heading, icons and links.
 * @cssprop --school-color-surface - Behind the details.
 * @cssprop --school-color-text, --school-color-muted, --school-color-border
 * @cssprop --school-font-body, --school-font-size, --school-font-size-small,
 *   --school-font-size-title, --school-line-height
 * @cssprop --school-space-xs … --school-space-xl, --school-radius-sm, --school-radius-md,
 *   --school-focus-ring
 *
 * @csspart base - The labelled block.
 * @csspart details - The box of address, numbers and email.
 * @csspart phone - Each phone number's link.
 * @csspart email - Each email address's link.
 * @csspart image - The side image.
 * @csspart map - The map's frame.
 * @csspart map-link - The link shown instead of a map that cannot be framed.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const ContactDetailsElement = defineElement('school-contact-details', ContactDetails, {
  props: { map: 'boolean', image: 'boolean' },
  defaults: { map: true },
  events: { onLoad: 'school-contact-details-load' },
  // The map's link is the contact links' link: their CSS is in place even with no number or email.
  styles: [linksCss, css],
});
