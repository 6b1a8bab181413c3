import { defineElement } from '../element/define-element.tsx';
import css from './admission-info.css.ts?inline';
import { AdmissionInfo } from './admission-info.tsx';

/**
 * `<school-admission-info>`: what a family needs before applying, from the provider's
 * `/admission-info` (beyond the spec): the dates, the application fee, the fees on admission, the
 * documents to bring and what happens after applying. It shows nothing while it loads, when the
 * school has published none, or when the provider lacks the call: never invented facts.
 *
 * @attr heading-level - The level of its heading (2 by default).
 *
 * @event school-admission-info-load - The information is in; `detail` is what is shown (an
 *   empty list when there is none).
 *
 * @cssprop --school-color-primary - The block's edge.
 * @cssprop --school-color-* - Other theme colours.
 *
 * @csspart base - The block.
 * @csspart heading - Its heading.
 * @csspart dates - The dates and the application fee.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const AdmissionInfoElement = defineElement('school-admission-info', AdmissionInfo, {
  props: { headingLevel: 'number' },
  events: { onLoad: 'school-admission-info-load' },
  styles: [css],
});
