import { defineElement } from '../element/define-element.tsx';
import css from './seat-plan.css.ts?inline';
import { SeatPlan } from './seat-plan.tsx';

/**
 * `<school-seat-plan>`: the school's name from the provider (`/api/institute`), under a "Seat plan"
 * heading. Says "Nothing to show yet." when the provider has none.
 *
 * @event school-seat-plan-load - The provider has answered; `detail` is the names shown.
 *
 * @cssprop --school-color-* - Theme colours (primary for the heading).
 *
 * @csspart base - The titled section.
 * @csspart heading - The heading.
 * @csspart list - The list of names.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const SeatPlanElement = defineElement('school-seat-plan', SeatPlan, {
  events: { onLoad: 'school-seat-plan-load' },
  styles: [css],
});
