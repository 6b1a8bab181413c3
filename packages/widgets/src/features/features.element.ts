import { defineElement } from '../element/define-element.tsx';
import css from './features.css.ts?inline';
import { Features } from './features.tsx';

/**
 * `<school-features>`: what the school offers (`/features`), a card per feature with its icon,
 * title and text, as many across as fit (one on a phone). Says "No features available." when
 * there are none.
 *
 * @attr heading-level - The level of its "Our features" heading, 1–6 (default 2); each card's
 *   title is one level below.
 *
 * @event school-features-load - The features are in; `detail` is the provider's list (empty when
 *   there are none).
 *
 * @cssprop --school-color-* - Theme colours (primary for the headings; surface behind the cards).
 *
 * @csspart base - The titled section.
 * @csspart heading - The "Our features" heading.
 * @csspart list - The cards' grid.
 * @csspart card - Each feature's card.
 * @csspart icon - Its icon.
 * @csspart title - Its title.
 * @csspart text - Its text.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const FeaturesElement = defineElement('school-features', Features, {
  props: { headingLevel: 'number' },
  events: { onLoad: 'school-features-load' },
  styles: [css],
});
