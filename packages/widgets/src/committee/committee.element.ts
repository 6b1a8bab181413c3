import { defineElement } from '../element/define-element.tsx';
import css from './committee.css.ts?inline';
import { Committee } from './committee.tsx';

/**
 * `<school-committee>`: the school's managing committee — the first 16 members of the
 * provider's `/committees` and `/committeeMembers.json`, asked together and merged (each person,
 * by name and photo, once), each with photo (initials when there is none), name and designation
 * (`designation`, else `degination`). Either list alone is enough.
 *
 * @event school-committee-load - The members are in; `detail` is the provider's members shown
 *   (empty when there are none).
 *
 * @cssprop --school-color-primary - Names, the cards' top edge and the initials.
 * @cssprop --school-color-* - Other theme colours (border and background of the cards).
 *
 * @csspart base - The block.
 * @csspart list - The grid of cards.
 * @csspart card - Each member's card.
 * @csspart avatar - The photo, or the initials standing in for it.
 * @csspart name - The name.
 * @csspart designation - The designation.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error` (both lists failed).
 */
export const CommitteeElement = defineElement('school-committee', Committee, {
  events: { onLoad: 'school-committee-load' },
  styles: [css],
});
