import { defineElement } from '../element/define-element.tsx';
import css from './institute-header.css.ts?inline';
import { InstituteHeader } from './institute-header.tsx';

/**
 * `<school-institute-header>`: the institute's identity for the top of a page — logo, name,
 * EIIN (only when there is one), address, Facebook / YouTube / WhatsApp links and the
 * management Login (opens in a new tab). From the provider's `/api/institute` (first item).
 *
 * @attr heading-level - 1–6 makes the institute name a heading of that level; none by default
 *   (the page owns its h1).
 * @attr name - The institute's name, when the page already knows it: shown at once while the
 *   rest loads, and kept above the error when the provider cannot be read.
 * @attr compact - Only the logo and the name (at most two lines), in one slim row: a phone's
 *   header, with the address, EIIN, links and Login shown elsewhere (a menu, the footer).
 *
 * @event school-institute-header-load - The institute is in; `detail` is the provider's institute.
 *
 * @cssprop --school-color-primary - The header's background.
 * @cssprop --school-color-on-primary - Its text, icons and the Login button.
 *
 * @csspart base - The coloured header bar.
 * @csspart logo - The logo image.
 * @csspart name - The institute name.
 * @csspart eiin - The "EIIN: …" line.
 * @csspart address - The address.
 * @csspart social - The list of social links.
 * @csspart social-link - Each social link.
 * @csspart login - The Login link.
 *
 * `data-state` on the element: `loading`, `ready` or `error`.
 */
export const InstituteHeaderElement = defineElement('school-institute-header', InstituteHeader, {
  props: { headingLevel: 'number', name: 'string', compact: 'boolean' },
  events: { onLoad: 'school-institute-header-load' },
  styles: [css],
});
