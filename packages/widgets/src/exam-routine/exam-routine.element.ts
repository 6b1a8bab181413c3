import { defineElement } from '../element/define-element.tsx';
import css from './exam-routine.css.ts?inline';
import { ExamRoutine } from './exam-routine.tsx';

/**
 * `<school-exam-routine>`: the exam routines from the provider's `/exam-routines` (beyond the
 * spec): choose an exam and class, see its papers by date, with the day, the time and the full
 * marks. A provider without `/exam-routines` gets a line saying the school does not publish them.
 *
 * @event school-exam-routine-load - The routines are in; `detail` is the routines shown.
 *
 * @cssprop --school-color-primary - The table's caption.
 * @cssprop --school-color-* - Other theme colours (borders, header cells).
 *
 * @csspart base - The block.
 * @csspart routine - The exam and class's select.
 * @csspart table - The routine, in its scroll region.
 * @csspart row - A paper's row.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const ExamRoutineElement = defineElement('school-exam-routine', ExamRoutine, {
  events: { onLoad: 'school-exam-routine-load' },
  styles: [css],
});
