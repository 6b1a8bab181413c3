import { contrastRatio, siteVariables } from '@school/widgets/theme';
import { describe, expect, it } from 'vitest';
import { themeBootstrapScript } from './theme-bootstrap.ts';

/** The inline script run as a browser runs it, on a page with `stored` in its local storage. */
function runScript(stored: Record<string, string>, storage = true): Map<string, string> {
  const set = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => {
      if (!storage) throw new DOMException('denied', 'SecurityError');
      return stored[key] ?? null;
    },
  };
  const document = {
    documentElement: {
      style: { setProperty: (name: string, value: string) => set.set(name, value) },
    },
  };
  new Function('localStorage', 'document', themeBootstrapScript())(localStorage, document);
  return set;
}

const PAIRS: Record<string, string>[] = [
  {},
  { primary_color: '#6b1f5c' },
  { background_color: '#ffffff', text_color: '#ffffff' },
  { primary_color: '#ffeb3b', secondary_color: '#ffff00', menu_color: '#fff59d' },
  { background_color: '#101010', text_color: '#202020', primary_lite_color: '#e7f3ec' },
  { background_color: '#777777', text_color: '#888888', primary_color: '#777777' },
  { text_color: 'red; background: url(x)', primary_color: '#ABC' },
  {
    primary_color: '#0b5d3b',
    secondary_color: '#c8102e',
    background_color: '#ffffff',
    text_color: '#1d2a24',
    primary_lite_color: '#e7f3ec',
    menu_color: '#08472d',
  },
];

describe('the theme bootstrap script', () => {
  it.each(PAIRS)('sets what the app sets for %j', (stored) => {
    expect(runScript(stored)).toEqual(new Map(siteVariables(stored)));
  });

  it('makes cached yellow-on-white readable before the first paint', () => {
    const set = runScript({ primary_color: '#ffeb3b', text_color: '#ffff00' });
    for (const name of ['--school-color-primary', '--school-color-text']) {
      expect(contrastRatio(set.get(name) ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves the defaults when storage is blocked', () => {
    expect(runScript({ primary_color: '#6b1f5c' }, false)).toEqual(new Map());
  });

  it('is small, and safe inside <script>', () => {
    const script = themeBootstrapScript();
    expect(script).not.toContain('</script');
    expect(script.length).toBeLessThan(3000);
  });
});
