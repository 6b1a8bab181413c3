import { defineElement } from '../element/define-element.tsx';
import css from './contact-form.css.ts?inline';
import { ContactForm } from './contact-form.tsx';

/**
 * `<school-contact-form>`: send the school a message — Name, Mobile No, Email, Subject and
 * Message (or, `compact`, the home page's name, mobile number and message). Checked in the
 * browser with the provider's own rules, each problem under its field and in a summary at the
 * top; then "Success!" (closes itself after 3 s) over a receipt that keeps the message's
 * reference in place of the form, with when the school usually replies when the provider's
 * contact details say (`reply_days`, beyond the spec) and "Send another message"; or "Error!"
 * with the reason (a 429 says how long to wait) and everything typed kept. The provider must
 * accept the page's origin for sending (`CORS_ORIGINS`).
 *
 * @attr compact - Only name, mobile number and message, as on the home page (`compact` or
 *   `compact="true"`).
 *
 * @event school-contact-form-sent - The provider stored the message; `detail: { id }` is its
 *   reference.
 * @event school-contact-form-error - A message was not sent: refused by the provider or not
 *   delivered; `detail: { message }`. (A form the browser's check stops sends nothing and says
 *   nothing to the page.)
 *
 * @cssprop --school-color-primary - The heading and the Submit button.
 * @cssprop --school-color-on-primary - Text on the primary colour.
 * @cssprop --school-color-surface - Behind the form.
 * @cssprop --school-color-danger - Errors, the error summary's border, the Error! title.
 * @cssprop --school-color-success - The Success! title.
 * @cssprop --school-color-text, --school-color-background, --school-color-border,
 *   --school-color-muted
 * @cssprop --school-font-body, --school-font-size, --school-font-size-small,
 *   --school-font-size-large, --school-font-size-title, --school-line-height
 * @cssprop --school-space-xs … --school-space-xl, --school-radius-sm, --school-radius-md,
 *   --school-focus-ring
 *
 * @csspart form - The form.
 * @csspart errors - The error summary at its top (only after a refused submit).
 * @csspart submit - The Submit button.
 * @csspart dialog - The Success! / Error! dialog.
 * @csspart receipt - What stays once the message is sent: its reference and the reply time.
 *
 * `data-state` on the element is always `ready` (there is nothing to load); the form's
 * `data-status` is `idle`, `submitting` or `error`.
 */
export const ContactFormElement = defineElement('school-contact-form', ContactForm, {
  props: { compact: 'boolean' },
  events: { onSent: 'school-contact-form-sent', onError: 'school-contact-form-error' },
  styles: [css],
});
