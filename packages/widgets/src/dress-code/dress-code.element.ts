import { defineElement } from '../element/define-element.tsx';
import css from './dress-code.css.ts?inline';
import { DressCode } from './dress-code.tsx';

/**
 * `<school-dress-code>`: the school's uniforms — four pictures the widget ships (school and
 * college sections, boys and girls, each with its description), then the provider's
 * `/dress-code/` entries, each picture with its description. The four show at once; the
 * provider's entries, or `Error:` with Retry, follow them.
 *
 * @event school-dress-code-load - The provider's entries are in; `detail` is those shown (empty
 *   when it has none).
 *
 * @cssprop --school-color-* - Theme colours (border and background of the figures, surface
 *   behind a picture).
 *
 * @csspart base - The block.
 * @csspart list - The widget's own four uniforms.
 * @csspart provider-list - The provider's entries.
 * @csspart figure - Each picture with its description.
 * @csspart image - Each picture.
 * @csspart caption - Each description.
 *
 * `data-state` on the element: `loading`, `ready` (with or without entries of the provider) or
 * `error`.
 */
export const DressCodeElement = defineElement('school-dress-code', DressCode, {
  events: { onLoad: 'school-dress-code-load' },
  styles: [css],
});
