import type { ApiClient, SiteColors } from '@school/api';
import { describe, expect, it, vi } from 'vitest';
import {
  applySiteColors,
  cachedSiteColors,
  loadSiteColors,
  onColor,
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
  it('picks readable text for the primary colour', () => {
    expect(onColor('#0b5d3b')).toBe('#ffffff');
    expect(onColor('#ffeb3b')).toBe('#111111');
  });

  it('sets each colour as its theme variable and ignores what is not a colour', () => {
    const el = document.createElement('div');
    applySiteColors({ ...COLORS, text_color: 'red; background: url(x)' }, el);
    expect(el.style.getPropertyValue('--school-color-primary')).toBe('#0b5d3b');
    expect(el.style.getPropertyValue('--school-color-menu')).toBe('#08472d');
    expect(el.style.getPropertyValue('--school-color-on-primary')).toBe('#ffffff');
    expect(el.style.getPropertyValue('--school-color-text')).toBe('');
    expect(siteColorsHostCss({ primary_color: '#ffeb3b' })).toBe(
      ':host { --school-color-primary: #ffeb3b; --school-color-on-primary: #111111; }',
    );
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
