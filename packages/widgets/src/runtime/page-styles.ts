/** The sheets already on the page, by their text: a sheet two style modules need joins once. */
const added = new Set<string>();

/**
 * In the npm package only (vite.package.config.ts): a style module's compiled CSS joins the page
 * as the module is imported, as vanilla-extract's stylesheet does in an app built with its
 * plugin. Nothing in Node (server rendering), and nothing twice.
 */
export function injectPageStyles(css: string): void {
  if (typeof document === 'undefined' || css === '' || added.has(css)) return;
  added.add(css);
  const style = document.createElement('style');
  style.setAttribute('data-school-widgets', '');
  style.textContent = css;
  document.head.append(style);
}
