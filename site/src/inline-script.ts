/**
 * A function called with its arguments, as the text of an inline <script>: serialised with
 * Function.prototype.toString, so the function cannot import, and must have no comments inside
 * (they would be sent to every visitor). The page's CSP allows each such text by its sha256.
 */
export function inlineCall<Args extends (string | number | boolean)[]>(
  fn: (...args: Args) => void,
  ...args: Args
): string {
  const source = fn.toString().replace(/\s+/g, ' ');
  return `(${source})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
}
