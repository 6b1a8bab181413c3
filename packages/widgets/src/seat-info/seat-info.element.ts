import { defineElement } from '../element/define-element.tsx';
import css from './seat-info.css.ts?inline';
import { SeatInfo } from './seat-info.tsx';

/**
 * `<school-seat-info>`: the seats of each class, from the provider's `/seat-info/` — a card per
 * class with its name and its number of seats, and the total of every class. A class the row
 * does not name is named from `/class-configs` (asked only then).
 *
 * @event school-seat-info-load - The seats are in; `detail` is the provider's rows shown, each
 *   with the `class_name` it was shown under (empty when there is none).
 *
 * @cssprop --school-color-primary - Class names, each card's top edge and the total's bar.
 * @cssprop --school-color-on-primary - The total's words.
 * @cssprop --school-color-* - Other theme colours (border and background of the cards).
 *
 * @csspart base - The block.
 * @csspart list - The grid of cards.
 * @csspart card - Each class's card.
 * @csspart class - Its name.
 * @csspart seats - Its number of seats.
 * @csspart total - The total of every class.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const SeatInfoElement = defineElement('school-seat-info', SeatInfo, {
  events: { onLoad: 'school-seat-info-load' },
  styles: [css],
});
