import { defineElement } from '../element/define-element.tsx';
import css from './credentials.css.ts?inline';
import { Credentials } from './credentials.tsx';

/**
 * `<school-credentials>`: the school's certificate under the provider's headline (from
 * `/credentials`: the first credential with a picture), its thumbnail a link to the original,
 * which opens in a new tab. Says "No certificates available." when there is none.
 *
 * @attr heading-level - The level of its heading (the list's headline), 1–6 (default 2).
 *
 * @event school-credentials-load - The credentials are in; `detail` is the provider's list
 *   (empty when there are none).
 *
 * @cssprop --school-color-* - Theme colours (primary for the heading and the link; surface
 *   behind the picture).
 *
 * @csspart base - The titled section.
 * @csspart heading - The headline.
 * @csspart credential - The figure holding the picture and its link.
 * @csspart link - The link to the original (the picture and "View the original").
 * @csspart image - The thumbnail.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const CredentialsElement = defineElement('school-credentials', Credentials, {
  props: { headingLevel: 'number' },
  events: { onLoad: 'school-credentials-load' },
  styles: [css],
});
