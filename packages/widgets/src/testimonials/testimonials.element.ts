import { defineElement } from '../element/define-element.tsx';
import css from './testimonials.css.ts?inline';
import { Testimonials } from './testimonials.tsx';

/**
 * `<school-testimonials>`: what parents, guardians and former students say — a carousel of
 * quotes, two at a time (one when the element is narrower than 1024 px), each with the person's
 * photo, name, profession and star rating. Moves every 3.5 s; pauses on hover, on keyboard focus
 * and with its Pause button; never moves by itself under `prefers-reduced-motion: reduce`. Says
 * "No testimonials available." when there are none.
 *
 * @attr heading-level - The level of its "What people say" heading, 1–6 (default 2).
 *
 * @event school-testimonials-load - The testimonials are in; `detail` is those shown (the
 *   provider's entries that have a quote; empty when there are none).
 *
 * @cssprop --school-testimonials-star-color - The stars (default: the theme's secondary colour).
 * @cssprop --school-color-* - Theme colours (primary for the heading, the initials and the
 *   controls; surface behind the cards).
 *
 * @csspart base - The titled section.
 * @csspart heading - The "What people say" heading.
 * @csspart carousel - The carousel: the cards and their controls.
 * @csspart slides - The scrolling strip of cards.
 * @csspart controls - Previous, a dot per page, Next and Pause.
 * @csspart card - Each testimonial's card.
 * @csspart rating - The stars.
 * @csspart quote - The quote.
 * @csspart avatar - The person’s photo, or their initials standing in for it.
 * @csspart name - The person's name.
 * @csspart profession - Their profession.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const TestimonialsElement = defineElement('school-testimonials', Testimonials, {
  props: { headingLevel: 'number' },
  events: { onLoad: 'school-testimonials-load' },
  styles: [css],
});
