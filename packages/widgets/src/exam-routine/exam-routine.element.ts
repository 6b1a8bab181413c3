import { defineElement } from '../element/define-element.tsx';
import css from './exam-routine.css.ts?inline';
import { ExamRoutine } from './exam-routine.tsx';

/**
 * `<school-exam-routine>`: the school's name from the provider (`/api/institute`), under a "Exam routine"
 * heading. Says "Nothing to show yet." when the provider has none.
 *
 * @event school-exam-routine-load - The provider has answered; `detail` is the names shown.
 *
 * @cssprop --school-color-* - Theme colours (primary for the heading).
 *
 * @csspart base - The titled section.
 * @csspart heading - The heading.
 * @csspart list - The list of names.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const ExamRoutineElement = defineElement('school-exam-routine', ExamRoutine, {
  events: { onLoad: 'school-exam-routine-load' },
  styles: [css],
});
