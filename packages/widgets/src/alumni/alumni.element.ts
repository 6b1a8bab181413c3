import { defineElement } from '../element/define-element.tsx';
import css from './alumni.css.ts?inline';
import { Alumni } from './alumni.tsx';

/**
 * `<school-alumni>`: former students the school is proud of (`/iconic-students/`) — a carousel of
 * cards, three at a time (two when the element is narrower than 1080 px, one below 600 px), each
 * with the photo, name, designation, batch ("Batch 2012") and their quote. Moves every 2.5 s;
 * pauses on hover, on keyboard focus and with its Pause button; never moves by itself under
 * `prefers-reduced-motion: reduce`. Says "No alumni available." when there are none.
 *
 * @attr heading-level - The level of its "Our alumni" heading, 1–6 (default 2).
 *
 * @event school-alumni-load - The alumni are in; `detail` is the provider's list (empty when
 *   there are none).
 *
 * @cssprop --school-color-* - Theme colours (primary for the heading, the initials, the batch
 *   and the controls; surface behind the cards).
 *
 * @csspart base - The titled section.
 * @csspart heading - The "Our alumni" heading.
 * @csspart carousel - The carousel: the cards and their controls.
 * @csspart slides - The scrolling strip of cards.
 * @csspart controls - Previous, a dot per page, Next and Pause.
 * @csspart card - Each alumnus's card.
 * @csspart avatar - The photo, or the initials standing in for it.
 * @csspart name - The name.
 * @csspart designation - What they do now.
 * @csspart batch - Their batch.
 * @csspart quote - What they say of the school.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const AlumniElement = defineElement('school-alumni', Alumni, {
  props: { headingLevel: 'number' },
  events: { onLoad: 'school-alumni-load' },
  styles: [css],
});
