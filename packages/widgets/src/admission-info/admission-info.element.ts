import { defineElement } from '../element/define-element.tsx';
import css from './admission-info.css.ts?inline';
import { AdmissionInfo } from './admission-info.tsx';

/**
 * `<school-admission-info>`: the school's name from the provider (`/api/institute`), under a "Admission info"
 * heading. Says "Nothing to show yet." when the provider has none.
 *
 * @event school-admission-info-load - The provider has answered; `detail` is the names shown.
 *
 * @cssprop --school-color-* - Theme colours (primary for the heading).
 *
 * @csspart base - The titled section.
 * @csspart heading - The heading.
 * @csspart list - The list of names.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const AdmissionInfoElement = defineElement('school-admission-info', AdmissionInfo, {
  events: { onLoad: 'school-admission-info-load' },
  styles: [css],
});
