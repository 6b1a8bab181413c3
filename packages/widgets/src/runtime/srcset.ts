/** One candidate: an absolute http(s) address and a width. */
const CANDIDATE = String.raw`https?://[^\s,]+\s+[1-9]\d{0,4}w`;
const SRCSET = new RegExp(String.raw`^\s*${CANDIDATE}(?:\s*,\s*${CANDIDATE})*\s*$`, 'i');

/**
 * A provider's `srcset` (`<address> 480w, <address> 960w`) that may reach an `<img>`: every
 * candidate an absolute http(s) address and a width. Null when any candidate is not one: the
 * picture then loads its one address, and nothing else the provider sent reaches the page.
 */
export const httpSrcset = (value: unknown): string | null =>
  typeof value === 'string' && SRCSET.test(value) ? value : null;
