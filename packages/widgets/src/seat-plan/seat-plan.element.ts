import { defineElement } from '../element/define-element.tsx';
import css from './seat-plan.css.ts?inline';
import { SeatPlan } from './seat-plan.tsx';

/**
 * `<school-seat-plan>`: the seat plans from the provider's `/seat-plans` (beyond the spec):
 * choose an exam and class, see which room each range of rolls sits in. A provider without
 * `/seat-plans` gets a line saying the school does not publish them here.
 *
 * @event school-seat-plan-load - The plans are in; `detail` is the plans shown.
 *
 * @cssprop --school-color-primary - The table's caption.
 * @cssprop --school-color-* - Other theme colours (borders, header cells).
 *
 * @csspart base - The block.
 * @csspart plan - The exam and class's select.
 * @csspart table - The plan, in its scroll region.
 * @csspart row - A room's row.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const SeatPlanElement = defineElement('school-seat-plan', SeatPlan, {
  events: { onLoad: 'school-seat-plan-load' },
  styles: [css],
});
