import { defineElement } from '../element/define-element.tsx';
import css from './syllabus.css.ts?inline';
import { Syllabus } from './syllabus.tsx';

/**
 * `<school-syllabus>`: the school's name from the provider (`/api/institute`), under a "Syllabus"
 * heading. Says "Nothing to show yet." when the provider has none.
 *
 * @event school-syllabus-load - The provider has answered; `detail` is the names shown.
 *
 * @cssprop --school-color-* - Theme colours (primary for the heading).
 *
 * @csspart base - The titled section.
 * @csspart heading - The heading.
 * @csspart list - The list of names.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const SyllabusElement = defineElement('school-syllabus', Syllabus, {
  events: { onLoad: 'school-syllabus-load' },
  styles: [css],
});
