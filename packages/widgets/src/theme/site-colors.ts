import { type ApiClient, SITE_COLOR_KEYS, type SiteColors } from '@school/api';

/** The theme variable each `/site-color` field fills. */
const VARIABLES: Record<keyof SiteColors, string> = {
  primary_color: '--school-color-primary',
  secondary_color: '--school-color-secondary',
  background_color: '--school-color-background',
  text_color: '--school-color-text',
  primary_lite_color: '--school-color-primary-lite',
  menu_color: '--school-color-menu',
};

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** Relative luminance of a #rgb / #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text on the primary colour: white or near-black, whichever reads better. */
export function onColor(hex: string): string {
  if (!HEX.test(hex)) return '#ffffff';
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111111';
}

/** The theme variables the provider's colours fill (valid colours only), and the text on primary. */
export function siteColorVariables(colors: Partial<SiteColors>): [name: string, value: string][] {
  const variables: [string, string][] = [];
  for (const key of SITE_COLOR_KEYS) {
    const value = colors[key];
    if (value && HEX.test(value)) variables.push([VARIABLES[key], value]);
  }
  if (colors.primary_color && HEX.test(colors.primary_color)) {
    variables.push(['--school-color-on-primary', onColor(colors.primary_color)]);
  }
  return variables;
}

/** Set the provider's colours as theme variables on an element (or the whole page). */
export function applySiteColors(colors: Partial<SiteColors>, target: HTMLElement) {
  for (const [name, value] of siteColorVariables(colors)) target.style.setProperty(name, value);
}

/**
 * The same as a `:host` rule for an element's shadow root. It replaces the theme's defaults,
 * yet any rule of the host page that sets `--school-*` on the element still wins over it.
 */
export function siteColorsHostCss(colors: Partial<SiteColors>): string {
  return `:host { ${siteColorVariables(colors)
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
