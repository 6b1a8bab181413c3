import { SITE_COLOR_KEYS, type SiteColors } from '@school/api';
import { describe, expect, it } from 'vitest';
import { vars } from './contract.css.ts';
import {
  contrastRatio,
  DEFAULTS,
  FIELDS,
  luminance,
  mix,
  on,
  type Palette,
  palette,
  parseHex,
  readable,
  siteVariables,
} from './contrast.ts';

describe('WCAG 2 luminance and contrast', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    ['#808080', 0.2159],
  ])('luminance(%s) = %f', (hex, expected) => {
    expect(luminance(hex)).toBeCloseTo(expected, 4);
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#ffeb3b', '#ffffff', 1.2],
    ['#0b5d3b', '#ffffff', 7.95],
  ])('contrast(%s, %s) = %f, in either order', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
    expect(contrastRatio(b, a)).toBe(contrastRatio(a, b));
  });

  it.each([
    ['#0B5D3B', '#0b5d3b'],
    [' #fff ', '#ffffff'],
    ['#abc', '#aabbcc'],
    ['red', null],
    ['#12', null],
    ['#12345', null],
    ['#gggggg', null],
    ['rgb(0, 0, 0)', null],
    ['red; background: url(x)', null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('parseHex(%j) = %j', (value, expected) => {
    expect(parseHex(value)).toBe(expected);
  });

  it('mixes channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.7)).toBe('#102030');
  });
});

describe('a readable colour', () => {
  it('keeps a colour that already passes', () => {
    expect(readable('#0b5d3b', ['#ffffff', '#e7f3ec'])).toBe('#0b5d3b');
    expect(readable('#949494', ['#ffffff'], 3)).toBe('#949494');
  });

  it.each([
    ['yellow on white', '#ffeb3b', ['#ffffff']],
    ['white on white', '#ffffff', ['#ffffff']],
    ['dark on dark', '#202020', ['#101010']],
    ['on two backgrounds', '#999999', ['#ffffff', '#e7f3ec']],
  ])('moves %s only as far as it must', (_name, color, backgrounds) => {
    const fixed = readable(color, backgrounds);
    const worst = (c: string) => Math.min(...backgrounds.map((b) => contrastRatio(c, b)));
    expect(worst(fixed)).toBeGreaterThanOrEqual(4.5);
    // One step (1 %) less of the change would not pass.
    const end = luminance(fixed) < luminance(color) ? '#000000' : '#ffffff';
    const lessMoved = [...Array(100).keys()]
      .map((i) => mix(color, end, i / 100))
      .filter((c) => worst(c) >= 4.5);
    expect(lessMoved[0]).toBe(fixed);
  });

  it('is black or white when nothing in between passes', () => {
    expect(readable('#777777', ['#777777', '#000000', '#ffffff'])).toMatch(/^#(000000|ffffff)$/);
  });

  it('puts white or near-black on a fill, whichever reads better', () => {
    expect(on('#0b5d3b')).toBe('#ffffff');
    expect(on('#ffeb3b')).toBe('#111111');
    // Between the two, #111111 alone would fall under 4.5:1: it is darkened.
    expect(contrastRatio(on('#6f6f6f'), '#6f6f6f')).toBeGreaterThanOrEqual(4.5);
  });
});

/**
 * Every pair the widgets and the site draw: the colour in front, what it is on, and the ratio
 * WCAG asks of it (3:1 for icons, stars and focus rings).
 */
const tint = (p: Palette, under: string) => mix(under, p.text, 0.12);
const PAIRS: [
  name: string,
  front: (p: Palette) => string,
  back: (p: Palette) => string,
  ratio: number,
][] = [];
for (const [front, ratio] of [
  ['text', 4.5],
  ['primary', 4.5],
  ['muted', 4.5],
  ['danger', 4.5],
  ['success', 4.5],
] as const) {
  for (const back of ['background', 'surface', 'primaryLite'] as const) {
    PAIRS.push([`${front} on ${back}`, (p) => p[front], (p) => p[back], ratio]);
  }
  if (front !== 'text') {
    PAIRS.push([`${front} on hover`, (p) => p[front], (p) => tint(p, p.background), ratio]);
    PAIRS.push([`${front} on surface hover`, (p) => p[front], (p) => tint(p, p.surface), ratio]);
  }
}
PAIRS.push(
  ['on-primary on primary', (p) => p.onPrimary, (p) => p.primary, 4.5],
  ['on-primary icon on secondary', (p) => p.onPrimary, (p) => p.secondary, 3],
  ['secondary stars on surface', (p) => p.secondary, (p) => p.surface, 3],
  ['secondary on background', (p) => p.secondary, (p) => p.background, 3],
  ['focus ring on background', (p) => p.focus, (p) => p.background, 3],
  ['focus ring on surface', (p) => p.focus, (p) => p.surface, 3],
  ['menu on background', (p) => p.menu, (p) => p.background, 4.5],
  ['menu on surface', (p) => p.menu, (p) => p.surface, 4.5],
  ['on-menu on menu', (p) => p.onMenu, (p) => p.menu, 4.5],
);

function failures(p: Palette): string[] {
  return PAIRS.filter(([, front, back, ratio]) => contrastRatio(front(p), back(p)) < ratio).map(
    ([name, front, back]) => `${name}: ${contrastRatio(front(p), back(p)).toFixed(2)}`,
  );
}

describe('the palette for what a provider sends', () => {
  const HOSTILE: [name: string, colors: Partial<SiteColors>][] = [
    ['nothing', {}],
    ['white on white', { background_color: '#ffffff', text_color: '#ffffff' }],
    [
      'yellow on white',
      {
        primary_color: '#ffeb3b',
        secondary_color: '#ffff00',
        text_color: '#ffeb3b',
        primary_lite_color: '#fff59d',
        menu_color: '#ffeb3b',
      },
    ],
    [
      'dark on dark',
      {
        background_color: '#101010',
        text_color: '#202020',
        primary_color: '#0b5d3b',
        secondary_color: '#300000',
        primary_lite_color: '#e7f3ec',
        menu_color: '#111111',
      },
    ],
    [
      'light on light',
      { background_color: '#fafafa', text_color: '#eeeeee', primary_lite_color: '#ffffff' },
    ],
    ['a dark primary-lite', { primary_lite_color: '#08472d' }],
    ['primary the colour of the page', { primary_color: '#ffffff', menu_color: '#ffffff' }],
    ['a mid-grey page', { background_color: '#777777', text_color: '#888888' }],
    [
      'everything invalid',
      {
        background_color: 'black',
        text_color: 'url(x)',
        primary_color: '#12',
        primary_lite_color: '',
        menu_color: 'rgb(0,0,0)',
        secondary_color: '#zzzzzz',
      },
    ],
  ];

  it.each(HOSTILE)('%s: every pair reads', (_name, colors) => {
    expect(failures(palette(colors))).toEqual([]);
  });

  it("is the theme's defaults for the demo provider's colours, and for nothing or junk", () => {
    const demo = {
      primary_color: '#0b5d3b',
      secondary_color: '#c8102e',
      background_color: '#ffffff',
      text_color: '#1d2a24',
      primary_lite_color: '#e7f3ec',
      menu_color: '#08472d',
    };
    expect(palette(demo)).toEqual(DEFAULTS);
    expect(palette()).toEqual(DEFAULTS);
    expect(palette({ text_color: 'red', background_color: '#12' })).toEqual(DEFAULTS);
  });

  it("keeps a provider's colours that pass, and moves only those that do not", () => {
    const p = palette({
      primary_color: '#6b1f5c',
      text_color: '#ffeb3b',
      background_color: '#fffdf5',
    });
    expect(p.primary).toBe('#6b1f5c');
    expect(p.background).toBe('#fffdf5');
    expect(p.text).not.toBe('#ffeb3b');
    expect(contrastRatio(p.text, p.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a dark page a dark surface and light text', () => {
    const p = palette({ background_color: '#101010', text_color: '#202020' });
    expect(luminance(p.surface)).toBeLessThan(0.05);
    expect(luminance(p.text)).toBeGreaterThan(luminance(p.background));
    expect(p.onPrimary).toBe('#111111');
  });

  it('makes every pair read for any colours at all', () => {
    // A fixed pseudo-random sweep, so a failure is the same on every run.
    let seed = 20_261_110;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return `#${((t ^ (t >>> 14)) >>> 8).toString(16).padStart(6, '0')}`;
    };
    const failed: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const colors = {
        primary_color: random(),
        secondary_color: random(),
        background_color: random(),
        text_color: random(),
        primary_lite_color: random(),
        menu_color: random(),
      };
      const broken = failures(palette(colors));
      if (broken.length > 0) failed.push(`${JSON.stringify(colors)}: ${broken.join(', ')}`);
    }
    expect(failed).toEqual([]);
  });
});

describe('the theme variables', () => {
  it('are none when the provider sent no valid colour', () => {
    expect(siteVariables({})).toEqual([]);
    expect(siteVariables({ primary_color: 'red' })).toEqual([]);
  });

  it("read the provider's six fields and fill the theme contract's variables", () => {
    expect(FIELDS).toEqual(SITE_COLOR_KEYS);
    const contract = [...Object.values(vars.color), vars.focus].map((v) => v.slice(4, -1));
    const names = siteVariables({ primary_color: '#123456' }).map(([name]) => name);
    // On-menu is for the host site's menu bar: no widget draws on the menu colour.
    expect(names.filter((name) => !contract.includes(name))).toEqual(['--school-color-on-menu']);
  });

  it('are the whole palette otherwise, under the theme contract names', () => {
    const variables = Object.fromEntries(siteVariables({ primary_color: '#ffeb3b' }));
    expect(Object.keys(variables)).toEqual([
      '--school-color-primary',
      '--school-color-secondary',
      '--school-color-background',
      '--school-color-text',
      '--school-color-primary-lite',
      '--school-color-menu',
      '--school-color-on-primary',
      '--school-color-on-menu',
      '--school-color-surface',
      '--school-color-muted',
      '--school-color-danger',
      '--school-color-success',
      '--school-focus-ring',
    ]);
    expect(
      contrastRatio(variables['--school-color-primary'] ?? '', '#ffffff'),
    ).toBeGreaterThanOrEqual(4.5);
    expect(variables['--school-focus-ring']).toBe('3px solid #1a73e8');
  });
});
