import type { ApiClient, SiteColors } from '@school/api';
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio } from './contrast.ts';
import {
  applySiteColors,
  cachedSiteColors,
  loadSiteColors,
  siteColorsHostCss,
} from './site-colors.ts';

const COLORS: SiteColors = {
  primary_color: '#0b5d3b',
  secondary_color: '#c8102e',
  background_color: '#ffffff',
  text_color: '#1d2a24',
  primary_lite_color: '#e7f3ec',
  menu_color: '#08472d',
};

describe('site colours', () => {
  it('sets the palette as theme variables; what is not a colour is the default', () => {
    const el = document.createElement('div');
    applySiteColors({ ...COLORS, text_color: 'red; background: url(x)' }, el);
    expect(el.style.getPropertyValue('--school-color-primary')).toBe('#0b5d3b');
    expect(el.style.getPropertyValue('--school-color-menu')).toBe('#08472d');
    expect(el.style.getPropertyValue('--school-color-on-primary')).toBe('#ffffff');
    expect(el.style.getPropertyValue('--school-color-text')).toBe('#1d2a24');
    expect(el.style.getPropertyValue('--school-focus-ring')).toBe('3px solid #1a73e8');
  });

  it('sets nothing when the provider sent no colour', () => {
    const el = document.createElement('div');
    applySiteColors({ primary_color: 'tomato' }, el);
    expect(el.getAttribute('style')).toBeNull();
    expect(siteColorsHostCss({})).toBe(':host {  }');
  });

  it('makes a hostile colour readable, in the same rule for a shadow root', () => {
    const css = siteColorsHostCss({ primary_color: '#ffeb3b' });
    expect(css).toMatch(/^:host \{ --school-color-primary: #[0-9a-f]{6}; .* \}$/);
    const primary = /--school-color-primary: (#[0-9a-f]{6});/.exec(css)?.[1] ?? '';
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(css).toContain('--school-color-on-primary: #ffffff;');
  });

  it('applies the cached colours first, then the fetched ones, and caches them', async () => {
    localStorage.setItem('primary_color', '#222222');
    let answer: (c: SiteColors) => void = () => {};
    const api = {
      getSiteColors: () => new Promise<SiteColors>((resolve) => (answer = resolve)),
    } as unknown as ApiClient;
    const el = document.createElement('div');
    const done = loadSiteColors(api, el);
    expect(el.style.getPropertyValue('--school-color-primary')).toBe('#222222');
    answer(COLORS);
    await done;
    expect(el.style.getPropertyValue('--school-color-primary')).toBe('#0b5d3b');
    expect(cachedSiteColors()).toEqual(COLORS);
  });

  it('keeps the cached colours when the provider fails', async () => {
    localStorage.setItem('primary_color', '#222222');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = { getSiteColors: () => Promise.reject(new Error('down')) } as unknown as ApiClient;
    const el = document.createElement('div');
    await loadSiteColors(api, el);
    expect(el.style.getPropertyValue('--school-color-primary')).toBe('#222222');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
