/** What Tab can land on inside a dialog. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab on the last control of a modal dialog goes round to its first, and Shift+Tab on the first
 * to the last. A modal `<dialog>` keeps focus off the page behind it, but Tab past its end would
 * leave the page for the browser's own controls (WAI-ARIA's dialog pattern keeps it inside).
 * Works in a shadow root too, where the document's active element is only the host.
 */
export function wrapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  dialog: HTMLElement | null,
): void {
  if (event.key !== 'Tab' || !dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  const focused = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (!first || !last) return;
  if (event.shiftKey && (focused === first || focused === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && focused === last) {
    event.preventDefault();
    first.focus();
  }
}
