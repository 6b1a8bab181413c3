import { defineElement } from '../element/define-element.tsx';
import css from './result-checker.css.ts?inline';
import { ResultChecker } from './result-checker.tsx';

/**
 * `<school-result-checker>` — look up an exam result by roll, academic year and exam, see the
 * result card (merged two-paper subjects, status, GPA) and download it as a PDF report card.
 *
 * @attr roll - Roll number to look up on load (together with `year` and `exam`); Bengali
 *   digits (`১১০০০১`) are read as digits. A wrong value is said under its field.
 * @attr year - Academic year id (from `/admission-years`).
 * @attr exam - Exam id (from `/api/exams`).
 * @attr school-name - The school's name on the PDF; without it, the name `/api/institute` gives.
 * @attr verify-url - The verification page the report card's QR code leads to, the card's
 *   code added to it (`https://school.example/verify/`). Default: `/verify/` (`/bn/verify/` in
 *   Bengali) on the site that serves this element's script.
 *
 * @event school-result-checker-load - A result is on screen; `detail` is the card (its
 *   `result` is the provider's answer, `rows` the table as shown in English, `roll`, `gpa`,
 *   `passed`…; a `lang="bn"` card shows the same figures in Bengali digits).
 * @event school-result-checker-error - No result, or a call failed; `detail: { message }`.
 * @event school-result-checker-lookup - The visitor submitted the form;
 *   `detail: { roll, year, exam }`, e.g. to put the lookup in the page's address.
 *
 * @cssprop --school-color-primary - Headings, table head, buttons.
 * @cssprop --school-color-on-primary - Text on the primary colour.
 * @cssprop --school-color-primary-lite - The total row and the no-result notice.
 * @cssprop --school-color-text, --school-color-background, --school-color-surface,
 *   --school-color-border, --school-color-muted, --school-color-danger, --school-color-success
 * @cssprop --school-font-body, --school-font-size, --school-font-size-small,
 *   --school-font-size-large, --school-font-size-title, --school-line-height
 * @cssprop --school-space-xs … --school-space-xl, --school-radius-sm, --school-radius-md,
 *   --school-focus-ring
 *
 * @csspart form - The lookup form.
 * @csspart submit - The form's Submit button.
 * @csspart card - The result area: status messages and, once found, the result card.
 * @csspart download - The Download Report Card button.
 *
 * The element's `data-state` is `loading`, `ready` (the form, or a result), `empty` (no result
 * for that roll) or `error`.
 */
export const ResultCheckerElement = defineElement('school-result-checker', ResultChecker, {
  // Ids as text: the view reads them strictly (`3.5` or `3abc` is wrong, not 3).
  props: {
    roll: 'string',
    year: 'string',
    exam: 'string',
    schoolName: 'string',
    verifyUrl: 'string',
  },
  events: {
    onLoad: 'school-result-checker-load',
    onError: 'school-result-checker-error',
    onLookup: 'school-result-checker-lookup',
  },
  styles: [css],
});
