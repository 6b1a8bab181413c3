import { minifySync } from 'vite';

type Argument = string | number | boolean | ((...args: never[]) => unknown);

/**
 * A function called with its arguments, as the text of an inline <script>, built when the pages
 * are prerendered (no page imports this module). Functions, the called one and any passed to it,
 * go in by their source (Function.prototype.toString), so they must be self-contained: no
 * imports, nothing from the scope around them. Other arguments go in as JSON. The whole is
 * minified, comments included. The site server allows each such text by its sha256.
 */
export function inlineCall<Args extends Argument[]>(
  fn: (...args: Args) => void,
  ...args: Args
): string {
  const values = args.map((arg) => (typeof arg === 'function' ? String(arg) : JSON.stringify(arg)));
  const { code, errors } = minifySync('inline.js', `(${fn})(${values.join(',')});`);
  if (errors.length > 0) throw new Error(`An inline script does not minify: ${errors[0]?.message}`);
  return code.trim();
}
