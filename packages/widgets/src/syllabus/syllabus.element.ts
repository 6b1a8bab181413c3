import { defineElement } from '../element/define-element.tsx';
import css from './syllabus.css.ts?inline';
import { Syllabus } from './syllabus.tsx';

/**
 * `<school-syllabus>`: the syllabi from the provider's `/syllabi` (beyond the spec): choose a
 * class, read what it studies this session, and open the whole syllabus as a PDF where the school
 * published one. A provider without `/syllabi` gets a line saying the school does not publish them.
 *
 * @event school-syllabus-load - The syllabi are in; `detail` is the classes' syllabi shown.
 *
 * @cssprop --school-color-primary - The heading and the PDF's link.
 * @cssprop --school-color-* - Other theme colours.
 *
 * @csspart base - The block.
 * @csspart class - The class's select.
 * @csspart syllabus - The chosen class's syllabus.
 * @csspart file - The link to its PDF.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const SyllabusElement = defineElement('school-syllabus', Syllabus, {
  events: { onLoad: 'school-syllabus-load' },
  styles: [css],
});
