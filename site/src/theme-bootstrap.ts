/**
 * Runs inline in every page's <head>, before the first paint: the colours of the school's last
 * visit (kept under the six keys named like the `/site-color` fields) replace the defaults, so a
 * returning visitor never sees the default theme flash. The app then fetches the current ones
 * (`loadSiteColors`). Self-contained on purpose: the prerender inlines its source, and the site
 * server allows exactly that script by its hash (no 'unsafe-inline').
 */
export function applyCachedTheme(): void {
  try {
    const names: Record<string, string> = {
      primary_color: 'primary',
      secondary_color: 'secondary',
      background_color: 'background',
      text_color: 'text',
      primary_lite_color: 'primary-lite',
      menu_color: 'menu',
    };
    const hex = /^#(?:[0-9a-f]{3}){1,2}$/i;
    const style = document.documentElement.style;
    for (const key of Object.keys(names)) {
      const value = localStorage.getItem(key);
      if (value && hex.test(value)) style.setProperty(`--school-color-${names[key]}`, value);
    }
    const primary = localStorage.getItem('primary_color');
    if (primary && hex.test(primary)) {
      // WCAG relative luminance: white text on dark primaries, near-black on light ones.
      const full =
        primary.length === 4 ? [...primary.slice(1)].map((c) => c + c).join('') : primary.slice(1);
      const [r, g, b] = [0, 2, 4].map((i) => {
        const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      style.setProperty(
        '--school-color-on-primary',
        1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111111',
      );
    }
  } catch {
    // Storage blocked (private mode, a sandboxed frame): the defaults stay.
  }
}

/**
 * The inline script's text: the function's own source (its types already stripped to spaces),
 * called at once, without its comments and runs of white space.
 */
export function themeBootstrapScript(): string {
  const source = applyCachedTheme
    .toString()
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s+/g, ' ');
  return `(${source})();`;
}
