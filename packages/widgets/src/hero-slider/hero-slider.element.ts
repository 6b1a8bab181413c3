import { defineElement } from '../element/define-element.tsx';
import css from './hero-slider.css.ts?inline';
import { HeroSlider } from './hero-slider.tsx';

/**
 * `<school-hero-slider>`: the school's banners from the provider's `/banners` (only the `ACTIVE`
 * ones), one at a time, moving on every 3 s, with Previous, Next, a dot per banner and a Pause
 * button; pauses on hover and keyboard focus and never moves by itself under
 * `prefers-reduced-motion: reduce`. The first banner is fetched at once with high priority (the
 * page's largest picture); the box keeps the banners' shape from the first render. Shows nothing
 * when there are no banners. To keep the place before `elements.js` has defined the tag too:
 * `school-hero-slider:not(:defined) { display: block; aspect-ratio: 8 / 3; }`.
 *
 * @attr poster - A picture's address (the page's own, not the provider's) shown in the banners'
 *   box while they load.
 *
 * @event school-hero-slider-load - The banners are in; `detail` is those shown (empty when there
 *   are none).
 *
 * @cssprop --school-hero-slider-aspect-ratio - The banners' shape (default `8 / 3`, the demo's
 *   1600 × 600); a picture of another shape is cropped to fill it.
 * @cssprop --school-color-* - Theme colours (primary for the controls, surface behind a banner
 *   still on its way).
 *
 * @csspart base - The slider.
 * @csspart carousel - The carousel: the banners and their controls.
 * @csspart slides - The scrolling strip of banners.
 * @csspart banner - Each banner's box.
 * @csspart controls - Previous, a dot per banner, Next and Pause.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` (nothing shown) or `error`.
 */
export const HeroSliderElement = defineElement('school-hero-slider', HeroSlider, {
  props: { poster: 'string' },
  events: { onLoad: 'school-hero-slider-load' },
  styles: [css],
});
