import type { SiteColors } from '@school/api';

/** The colours the kit draws with: the provider's six made readable, and those that go on them. */
export interface Palette {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  primaryLite: string;
  menu: string;
  onPrimary: string;
  onMenu: string;
  surface: string;
  muted: string;
  danger: string;
  success: string;
  focus: string;
}

/**
 * WCAG 2 contrast, and the palette that keeps every pair the kit and the site draw readable,
 * whatever a provider's `/site-color` sends. One self-contained function on purpose: the site's
 * inline bootstrap script (site/src/theme-bootstrap.ts) carries its source text, so nothing in
 * it may use anything from outside it.
 */
export function contrastKit() {
  const FIELDS = [
    'primary_color',
    'secondary_color',
    'background_color',
    'text_color',
    'primary_lite_color',
    'menu_color',
  ] as const;
  const BLACK = '#000000';
  const WHITE = '#ffffff';
  // The theme's defaults: the demo provider's /site-color and the kit's own colours.
  const DEFAULTS: Palette = {
    primary: '#0b5d3b',
    secondary: '#c8102e',
    background: WHITE,
    text: '#1d2a24',
    primaryLite: '#e7f3ec',
    menu: '#08472d',
    onPrimary: WHITE,
    onMenu: WHITE,
    surface: '#f6f8f7',
    muted: '#4d5b54',
    danger: '#a4161a',
    success: '#1b6e3c',
    focus: '#1a73e8',
  };
  const TEXT = 4.5;
  // Large text, and what identifies a control or a graphic (focus rings, icons): WCAG 1.4.11.
  const GRAPHIC = 3;

  /** A `#rgb` or `#rrggbb` colour as `#rrggbb`; anything else (names, `rgb()`, junk) is null. */
  function parseHex(value: unknown): string | null {
    if (typeof value !== 'string') return null;
    const hex = value.trim().toLowerCase();
    if (!/^#(?:[0-9a-f]{3}){1,2}$/.test(hex)) return null;
    return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  }

  function channels(hex: string): number[] {
    return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  }

  function toHex(rgb: number[]): string {
    return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }

  // Each 8-bit channel value, linearised (WCAG 2: the sRGB transfer function).
  const LINEAR = [...Array(256).keys()].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });

  function relative([r = 0, g = 0, b = 0]: number[]): number {
    return 0.2126 * (LINEAR[r] ?? 0) + 0.7152 * (LINEAR[g] ?? 0) + 0.0722 * (LINEAR[b] ?? 0);
  }

  /** WCAG 2 relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
  function luminance(hex: string): number {
    return relative(channels(hex));
  }

  function ratioOf(a: number, b: number): number {
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }

  /** WCAG 2 contrast ratio of two `#rrggbb` colours, 1 to 21, whichever is in front. */
  function contrastRatio(a: string, b: string): number {
    return ratioOf(luminance(a), luminance(b));
  }

  function mixChannels(from: number[], to: number[], amount: number): number[] {
    return from.map((c, i) => Math.round(c + ((to[i] ?? c) - c) * amount));
  }

  /** `a` moved `amount` (0 to 1) of the way to `b`, channel by channel. */
  function mix(a: string, b: string, amount: number): string {
    return toHex(mixChannels(channels(a), channels(b), amount));
  }

  /**
   * `color` if it reaches `ratio` against every one of `backgrounds`; otherwise the nearest
   * colour that does (`color` darkened or lightened a step at a time); black or white if none.
   */
  function readable(color: string, backgrounds: string[], ratio = TEXT): string {
    const under = backgrounds.map(luminance);
    const worst = (l: number) => Math.min(...under.map((u) => ratioOf(l, u)));
    const from = channels(color);
    if (worst(relative(from)) >= ratio) return color;
    for (let step = 1; step <= 100; step++) {
      for (const end of [
        [0, 0, 0],
        [255, 255, 255],
      ]) {
        const candidate = mixChannels(from, end, step / 100);
        if (worst(relative(candidate)) >= ratio) return toHex(candidate);
      }
    }
    return worst(0) >= worst(1) ? BLACK : WHITE;
  }

  /** Text on a filled colour: white or near-black, whichever reads better, made to pass. */
  function on(fill: string): string {
    const better = contrastRatio(WHITE, fill) >= contrastRatio('#111111', fill) ? WHITE : '#111111';
    return readable(better, [fill]);
  }

  /**
   * The palette for a provider's colours (invalid or missing ones are the defaults'). Each colour
   * drawn on another moves only as far as it must; primary-lite, a tint under text and primary,
   * moves instead of them. The pairs: text, primary (headings, links,
   * outlined buttons), muted, danger and success on the background, the surface, primary-lite
   * and a hover's 12 % tint of text (text itself on the first three); on-primary on primary and
   * (the video badge's icon) on secondary; secondary (stars) and the focus ring on the
   * background and the surface; menu (the site's bar, and its links) on the background and the
   * surface, on-menu on menu.
   */
  function palette(site: Partial<SiteColors> = {}): Palette {
    const given = (field: keyof SiteColors, fallback: string) => parseHex(site[field]) ?? fallback;
    // A mid-toned page, where neither black nor white text reads well, is the only background
    // that moves: just far enough for text of one kind to read on it, its surface and a tint.
    const page = given('background_color', DEFAULTS.background);
    const background = readable(page, [luminance(page) > 0.18 ? BLACK : WHITE], 6.5);
    const wanted = given('text_color', DEFAULTS.text);
    // The surface is a shade of the background on the text's side (a dark page gets a lighter
    // surface), else on the other side; the kit's own while it is near the background.
    const side = luminance(readable(wanted, [background])) > luminance(background) ? WHITE : BLACK;
    const surface =
      [
        DEFAULTS.surface,
        mix(background, side, 0.04),
        mix(background, side === WHITE ? BLACK : WHITE, 0.04),
      ]
        .filter((s) => contrastRatio(s, background) <= 1.25)
        .find((s) => contrastRatio(readable(wanted, [background, s]), s) >= TEXT) ?? background;
    const text = readable(wanted, [background, surface]);
    const tints = [mix(background, text, 0.12), mix(surface, text, 0.12)];
    const primary = readable(given('primary_color', DEFAULTS.primary), [
      background,
      surface,
      ...tints,
    ]);
    const primaryLite = readable(given('primary_lite_color', DEFAULTS.primaryLite), [
      text,
      primary,
    ]);
    const backgrounds = [background, surface, primaryLite, ...tints];
    const onPrimary = on(primary);
    const menu = readable(given('menu_color', DEFAULTS.menu), [background, surface]);
    return {
      primary,
      secondary: readable(
        given('secondary_color', DEFAULTS.secondary),
        [background, surface, onPrimary],
        GRAPHIC,
      ),
      background,
      text,
      primaryLite,
      menu,
      onPrimary,
      onMenu: on(menu),
      surface,
      muted: readable(DEFAULTS.muted, backgrounds),
      danger: readable(DEFAULTS.danger, backgrounds),
      success: readable(DEFAULTS.success, backgrounds),
      focus: readable(DEFAULTS.focus, [background, surface], GRAPHIC),
    };
  }

  /**
   * The theme variables for a provider's colours: none when it sent no valid colour (the
   * defaults stand), else the whole palette (a provider's colour changes what goes on it).
   */
  function siteVariables(site: Partial<SiteColors>): [name: string, value: string][] {
    if (!FIELDS.some((field) => parseHex(site[field]))) return [];
    return Object.entries(palette(site)).map(([key, value]) =>
      key === 'focus'
        ? ['--school-focus-ring', `3px solid ${value}`]
        : [`--school-color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value],
    );
  }

  return {
    FIELDS,
    DEFAULTS,
    parseHex,
    luminance,
    contrastRatio,
    mix,
    readable,
    on,
    palette,
    siteVariables,
  };
}

export const {
  FIELDS,
  DEFAULTS,
  parseHex,
  luminance,
  contrastRatio,
  mix,
  readable,
  on,
  palette,
  siteVariables,
} = contrastKit();
