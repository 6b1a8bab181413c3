/**
 * A provider's text field as shown: trimmed, and '' for anything that is not text (null, a
 * number, a field missing from an answer), so a view never prints `undefined`.
 */
export function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
