import { defineElement } from '../element/define-element.tsx';
import css from './fees.css.ts?inline';
import { Fees } from './fees.tsx';

/**
 * `<school-fees>`: the school's fees from the provider's `/fees` (beyond the spec): for each
 * session a table of its classes and their fees (admission, tuition per month, session charges,
 * exam fees…) in taka. A provider without `/fees` gets a line saying the school does not publish
 * its fees here.
 *
 * @event school-fees-load - The fees are in; `detail` is the tables shown, one per session.
 *
 * @cssprop --school-color-primary - The tables' captions.
 * @cssprop --school-color-* - Other theme colours (borders, header cells).
 *
 * @csspart base - The block.
 * @csspart table - Each session's table, in its scroll region.
 * @csspart row - A class's row.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const FeesElement = defineElement('school-fees', Fees, {
  events: { onLoad: 'school-fees-load' },
  styles: [css],
});
