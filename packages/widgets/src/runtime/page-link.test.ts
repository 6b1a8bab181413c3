import { describe, expect, it } from 'vitest';
import { pageLink } from './page-link.ts';

const SITE = 'https://school.example/';

describe('pageLink', () => {
  it('keeps a path of the school site as it is on the site itself', () => {
    expect(pageLink('/exam-result')).toEqual({ href: '/exam-result', path: '/exam-result' });
    expect(pageLink(' /notices-and-announcements#notice-4 ')).toEqual({
      href: '/notices-and-announcements#notice-4',
      path: '/notices-and-announcements#notice-4',
    });
  });

  it("makes a path absolute on the school's site for a partner's page", () => {
    expect(pageLink('/exam-result?roll=110001', SITE)).toEqual({
      href: 'https://school.example/exam-result?roll=110001',
      path: '/exam-result?roll=110001',
    });
  });

  it('takes an absolute address on the site’s own origin as one of its pages', () => {
    expect(pageLink('https://school.example/fees#nine', SITE)).toEqual({
      href: 'https://school.example/fees#nine',
      path: '/fees#nine',
    });
    // Without siteUrl, the page's own origin is the site's (the school's site renders it).
    expect(pageLink(`${location.origin}/staffs`)).toEqual({
      href: `${location.origin}/staffs`,
      path: '/staffs',
    });
  });

  it('marks an http(s) address of another site as external', () => {
    expect(pageLink('https://moedu.gov.bd', SITE)).toEqual({
      href: 'https://moedu.gov.bd/',
      path: null,
    });
    expect(pageLink('http://dhakaeducationboard.gov.bd/results')).toEqual({
      href: 'http://dhakaeducationboard.gov.bd/results',
      path: null,
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailto:office@school.example'],
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['/\t/evil.example/x'],
    ['/a page'],
    ['exam-result'],
    ['#top'],
    ['None'],
    [''],
    [null],
    [42],
  ])('is no link at all for %j', (value) => {
    expect(pageLink(value, SITE)).toBeNull();
    expect(pageLink(value)).toBeNull();
  });
});

describe('pageLink in Bengali', () => {
  it("leads to the Bengali page of the school's site, on the site or on siteUrl", () => {
    expect(pageLink('/exam-result', undefined, 'bn')).toEqual({
      href: '/bn/exam-result',
      path: '/bn/exam-result',
    });
    expect(pageLink('/fees?year=2026#nine', SITE, 'bn')).toEqual({
      href: 'https://school.example/bn/fees?year=2026#nine',
      path: '/bn/fees?year=2026#nine',
    });
    expect(pageLink('https://school.example/staffs', SITE, 'bn')).toEqual({
      href: 'https://school.example/bn/staffs',
      path: '/bn/staffs',
    });
    // Already Bengali: left as it is.
    expect(pageLink('/bn/history', SITE, 'bn')?.path).toBe('/bn/history');
  });

  it("leaves another site's address as the provider sent it", () => {
    expect(pageLink('https://moedu.gov.bd/notices', SITE, 'bn')).toEqual({
      href: 'https://moedu.gov.bd/notices',
      path: null,
    });
  });
});
