import { defineElement } from '../element/define-element.tsx';
import css from './admission-form.css.ts?inline';
import { AdmissionForm } from './admission-form.tsx';

/**
 * `<school-admission-form>`: apply for admission — every field of the student, admission,
 * parent and family groups in fieldsets, with the class, admission year and academic session
 * from the provider and the student's photo (JPEG, PNG or WebP; a large one is scaled down in the
 * browser to fit 1 MB). Checked in the browser with the provider's own rules, each problem under
 * its field and in a summary at the top; what was typed is kept in the browser until the provider
 * has it (a reload loses nothing; "Start again" clears it). Sent once, however often Submit is
 * pressed or retried; then "Success!" with the application number, and a receipt to print
 * (number, date, student, class) until "Start a new application". "Error!" keeps everything
 * typed. The provider must accept the page's origin for sending (`CORS_ORIGINS`).
 *
 * @event school-admission-form-sent - The provider stored the application; `detail: { id }` is
 *   its application number.
 * @event school-admission-form-error - An application was not sent: refused by the provider or
 *   not delivered; `detail: { message }`. (A form the browser's check stops sends nothing and
 *   says nothing to the page.)
 *
 * @cssprop --school-color-primary - The heading, the legends and the buttons.
 * @cssprop --school-color-on-primary - Text on the primary colour.
 * @cssprop --school-color-primary-lite - Behind the "kept from before" note.
 * @cssprop --school-color-surface - Behind the form.
 * @cssprop --school-color-danger - Errors, the error summary's border, the Error! title.
 * @cssprop --school-color-success - The Success! title and the receipt's.
 * @cssprop --school-color-text, --school-color-background, --school-color-border,
 *   --school-color-muted
 * @cssprop --school-font-body, --school-font-size, --school-font-size-small,
 *   --school-font-size-large, --school-font-size-title, --school-line-height
 * @cssprop --school-space-xs … --school-space-xl, --school-radius-sm, --school-radius-md,
 *   --school-focus-ring
 *
 * @csspart form - The form.
 * @csspart fieldset - Each of its four groups.
 * @csspart draft - The note that the form was filled from a kept draft, with "Start again".
 * @csspart errors - The error summary at its top (only after a refused submit).
 * @csspart submit - The Submit button.
 * @csspart dialog - The Success! / Error! dialog.
 * @csspart receipt - The receipt shown after a success.
 * @csspart print - The receipt's Print button.
 *
 * `data-state` on the element: `loading` (the class, year and session lists), `ready`, `empty`
 * (the provider has no class or admission year to apply for) or `error`; the form's
 * `data-status` is `idle`, `submitting` or `error`. Printing the page after a success prints the
 * receipt without the element's buttons.
 */
export const AdmissionFormElement = defineElement('school-admission-form', AdmissionForm, {
  events: {
    onSent: 'school-admission-form-sent',
    onError: 'school-admission-form-error',
  },
  styles: [css],
});
