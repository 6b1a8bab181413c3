import { defineElement } from '../element/define-element.tsx';
import css from './class-routine.css.ts?inline';
import { ClassRoutine } from './class-routine.tsx';

/**
 * `<school-class-routine>`: a class's weekly routine from the provider's `/class-routines`
 * (beyond the spec): a choice of the classes of `/class-configs` (each section and shift), and
 * the chosen one's days by periods, each with its subject and teacher. A provider without
 * `/class-routines` gets a line saying the school does not publish its routines here.
 *
 * @event school-class-routine-load - The classes and the first routine are in; `detail` is the
 *   classes to choose from (`value`, `label`).
 *
 * @cssprop --school-color-primary - The table's caption.
 * @cssprop --school-color-* - Other theme colours (borders, header cells).
 *
 * @csspart base - The block.
 * @csspart class - The class's select.
 * @csspart table - The routine, in its scroll region.
 * @csspart row - A day's row.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const ClassRoutineElement = defineElement('school-class-routine', ClassRoutine, {
  events: { onLoad: 'school-class-routine-load' },
  styles: [css],
});
