import { describe, expect, it } from 'vitest';
import { SITE_PAGES, sitePageHref, sitePagePath } from './site-pages.ts';

describe('sitePagePath', () => {
  it('keeps English paths as they are', () => {
    expect(sitePagePath(SITE_PAGES.notices, 'en')).toBe('/notices-and-announcements');
    expect(sitePagePath('/', 'en')).toBe('/');
  });

  it('puts a page under /bn in Bengali, the home page at /bn', () => {
    expect(sitePagePath(SITE_PAGES.notices, 'bn')).toBe('/bn/notices-and-announcements');
    expect(sitePagePath(SITE_PAGES.history, 'bn')).toBe('/bn/history');
    expect(sitePagePath('/', 'bn')).toBe('/bn');
    expect(sitePagePath('/events?from=home#top', 'bn')).toBe('/bn/events?from=home#top');
  });

  it('leaves a Bengali path, and anything not a path, alone', () => {
    expect(sitePagePath('/bn/history', 'bn')).toBe('/bn/history');
    expect(sitePagePath('/bn', 'bn')).toBe('/bn');
    expect(sitePagePath('https://school.example/events', 'bn')).toBe(
      'https://school.example/events',
    );
    // A page whose name merely starts with "bn" is still an English path.
    expect(sitePagePath('/bnsomething', 'bn')).toBe('/bn/bnsomething');
  });
});

describe('sitePageHref', () => {
  it('is the path on the page’s own site, or absolute on siteUrl', () => {
    expect(sitePageHref(SITE_PAGES.events, 'bn')).toBe('/bn/events');
    expect(sitePageHref(SITE_PAGES.events, 'bn', 'https://school.example/')).toBe(
      'https://school.example/bn/events',
    );
    expect(sitePageHref(SITE_PAGES.welcomeSpeech, 'en', 'https://school.example/')).toBe(
      'https://school.example/welcome-speech',
    );
  });
});
