import { contrastKit } from '@school/widgets/theme';
import { inlineCall } from './inline-script.ts';

/**
 * Runs inline in every page's <head>, before the first paint: the colours of the school's last
 * visit (kept under the six keys named like the `/site-color` fields) replace the defaults, made
 * readable exactly as the app makes them (`loadSiteColors`, which then fetches the current
 * ones), so a returning visitor never sees the default theme flash. Self-contained on purpose:
 * the prerender inlines its source with the kit's, and the site server allows exactly that script
 * by its hash (no 'unsafe-inline').
 */
function applyCachedTheme(kit: typeof contrastKit): void {
  try {
    const { FIELDS, siteVariables } = kit();
    const colors: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = localStorage.getItem(field);
      if (value) colors[field] = value;
    }
    const style = document.documentElement.style;
    for (const [name, value] of siteVariables(colors)) style.setProperty(name, value);
  } catch {
    // Storage blocked (private mode, a sandboxed frame): the defaults stay.
  }
}

/**
 * The inline script's text: `applyCachedTheme` called at once with the contrast kit (the
 * prerender calls this at build time; no page imports this module).
 */
export function themeBootstrapScript(): string {
  return inlineCall(applyCachedTheme, contrastKit);
}
