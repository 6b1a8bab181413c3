/**
 * Dispatch a `school-<widget>-<verb>` event that bubbles out of the shadow root, so a host page
 * can listen on the element or anywhere above it.
 */
export function emit<T>(target: EventTarget, name: string, detail: T): boolean {
  return target.dispatchEvent(
    new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable: false }),
  );
}
