import { type ApiClient, SITE_COLOR_KEYS, type SiteColors } from '@school/api';
import { siteVariables } from './contrast.ts';

/**
 * Set the provider's colours as theme variables on an element (or the whole page): the palette
 * in which every pair the widgets draw is readable (`contrast.ts`); nothing when it sent no
 * valid colour.
 */
export function applySiteColors(colors: Partial<SiteColors>, target: HTMLElement) {
  for (const [name, value] of siteVariables(colors)) target.style.setProperty(name, value);
}

/**
 * The same as a `:host` rule for an element's shadow root. It replaces the theme's defaults,
 * yet any rule of the host page that sets `--school-*` on the element still wins over it.
 */
export function siteColorsHostCss(colors: Partial<SiteColors>): string {
  return `:host { ${siteVariables(colors)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')} }`;
}

/** The original keeps the colours in local storage under six keys named like the fields. */
export function cachedSiteColors(storage: Storage | undefined = globalThis.localStorage) {
  const colors: Partial<SiteColors> = {};
  if (!storage) return colors;
  for (const key of SITE_COLOR_KEYS) {
    const value = storage.getItem(key);
    if (value) colors[key] = value;
  }
  return colors;
}

function cacheSiteColors(colors: SiteColors, storage: Storage | undefined) {
  if (!storage) return;
  for (const key of SITE_COLOR_KEYS) if (colors[key]) storage.setItem(key, colors[key]);
}

/**
 * Cached colours first (no flash of the default theme on a repeat visit), then the fetched
 * ones. A failed fetch keeps the cached colours and is only logged, as the spec says.
 */
export async function loadSiteColors(
  api: ApiClient,
  target: HTMLElement,
  storage: Storage | undefined = globalThis.localStorage,
) {
  applySiteColors(cachedSiteColors(storage), target);
  try {
    const colors = await api.getSiteColors();
    applySiteColors(colors, target);
    cacheSiteColors(colors, storage);
  } catch (error) {
    console.warn('Site colours could not be loaded; keeping the cached ones.', error);
  }
}
