import { defineElement } from '../element/define-element.tsx';
import css from './result-verifier.css.ts?inline';
import { ResultVerifier } from './result-verifier.tsx';

/**
 * `<school-result-verifier>` — check a report card's code (its QR code, or the address printed
 * under it): genuine (the figures and every subject's marks, to compare with the paper), not
 * genuine (why, never what a changed code claims), corrected since (the figures published now),
 * withdrawn, or a genuine signature whose currency could not be asked (the provider is down).
 * The signature is checked in the browser against the school's Ed25519 keys.
 *
 * @attr token - A code to check on load, or the whole verification address
 *   (`https://…/verify/<code>`); spaces and line breaks are ignored.
 * @attr keys - The school's public keys as a JSON Web Key Set (`{"keys":[…]}`), so the
 *   signature is checked without the provider; without it, `/.well-known/result-keys.json` is
 *   asked.
 * @attr school-name - The school's name in the outcome when `/api/institute` cannot be read.
 * @attr heading-level - The level of its "Check a report card" heading, 1–6 (default 2); the
 *   outcome's heading is one level deeper.
 *
 * @event school-result-verifier-verify - The visitor checked a code (typed, pasted or scanned)
 *   and the outcome is on screen; `detail: { outcome, roll }`, `outcome` one of `genuine`,
 *   `genuine-offline`, `corrected`, `withdrawn`, `not-genuine`, `unchecked`; `roll` the result's
 *   roll number, null when the code is not the school's.
 *
 * @cssprop --school-color-success - A genuine outcome's rule and heading.
 * @cssprop --school-color-danger - A code that is not genuine, a withdrawn result, errors.
 * @cssprop --school-color-primary, --school-color-on-primary - Buttons, the table head, the
 *   rule of a corrected or offline outcome.
 * @cssprop --school-color-text, --school-color-background, --school-color-surface,
 *   --school-color-border, --school-color-muted
 * @cssprop --school-font-body, --school-font-size, --school-font-size-small,
 *   --school-font-size-large, --school-font-size-title, --school-line-height
 * @cssprop --school-space-xs … --school-space-xl, --school-radius-sm, --school-radius-md,
 *   --school-focus-ring
 *
 * @csspart heading - The "Check a report card" heading.
 * @csspart form - The code field and the buttons.
 * @csspart verify - The Verify button.
 * @csspart scan - The "Scan the QR code" button (only where the browser reads QR codes).
 * @csspart result - The outcome: status messages, the verdict, the figures.
 * @csspart verdict - The outcome's heading.
 * @csspart facts - Name, roll, exam, year, GPA, total and result.
 * @csspart subjects - The table of every subject's marks.
 * @csspart check-again - "Check again", when the provider could not be asked.
 * @csspart dialog - The camera's dialog.
 * @csspart camera - The camera's picture.
 *
 * The element's `data-state` is `loading` (keys or a check on their way), `ready` (the form, or
 * an outcome; `[part=result]` carries `data-outcome`) or `error` (no key to check with: the
 * provider did not answer, or publishes none; with Retry).
 */
export const ResultVerifierElement = defineElement('school-result-verifier', ResultVerifier, {
  props: { token: 'string', keys: 'json', schoolName: 'string', headingLevel: 'number' },
  events: { onVerify: 'school-result-verifier-verify' },
  styles: [css],
});
