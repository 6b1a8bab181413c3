import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, expect, it } from 'vitest';
import { LANGS, localePath, pageTitle, type RoutePath } from '../site/src/paths.ts';
import {
  answerYouTubeStills,
  atEachWidth,
  axeViolations,
  axeWidth,
  expectFirstScreen,
  expectLaidOut,
  nothingLoading,
  overflow,
  resizeTo,
  startStack,
  WIDTHS,
  watchLayoutShifts,
} from './harness.ts';

let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

// The machines that run the tests have no internet: the stills YouTube serves for the demo's
// videos are answered with a 1×1 PNG, as YouTube would answer a visitor (answerYouTubeStills).
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A page of its own at `width`, with every error it reports (`errors`), not yet opened. */
async function watched(width: number) {
  const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(watchLayoutShifts);
  const page = await context.newPage();
  await answerYouTubeStills(page, PIXEL);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

async function open(path: string, width: number) {
  const opened = await watched(width);
  await opened.page.goto(`${stack.siteUrl}${path}`);
  return opened;
}

/**
 * Scroll to the end half a screen at a time, as a reader does, so every lazy section loads; the
 * page changes height as sections arrive, so the end is where it stays put.
 */
async function readToTheEnd(page: Page) {
  let atEnd = 0;
  for (let i = 0; i < 80 && atEnd < 3; i++) {
    const end = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(200);
    atEnd = end ? atEnd + 1 : 0;
  }
}

/** The text of every heading, shadow roots included, in the order of the page. */
const headingsOf = (page: Page) =>
  page.evaluate(() => {
    const all: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (/^H[1-6]$/.test(el.tagName)) all.push(el.textContent?.trim() ?? '');
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return all;
  });

/**
 * Nothing on the page is loading any more: no skeleton, no "Loading...". `check` is the test's
 * own `expect` where tests run side by side.
 */
async function settled(page: Page, check: ExpectStatic = expect) {
  await check.poll(() => page.evaluate(nothingLoading, 'main'), { timeout: 15_000 }).toBe(true);
}

/**
 * The pages issue #8 built, each with what a visitor sees on it once it has loaded: the words of
 * the page (checked in English only), or the provider's own data, which the demo school writes in
 * both languages (the Bengali page shows its Bengali twin).
 */
const PAGES: [path: RoutePath, shows: string, showsInBengali?: string][] = [
  ['/events', 'Inter-House Debate Final', 'আন্তঃহাউস বিতর্ক প্রতিযোগিতার চূড়ান্ত পর্ব'],
  ['/picture-gallery', ''],
  ['/video-gallery', 'Annual Sports Day Highlights', 'বার্ষিক ক্রীড়া দিবসের বিশেষ মুহূর্ত'],
  ['/students', 'Class'],
  ['/academic-documents-download', 'Document Type'],
  ['/admission-page', 'Student'],
  ['/welcome-speech', ''],
  ['/total-seat-info', ''],
  ['/committee-members', ''],
  ['/dress-code', ''],
  ['/about-institute', 'Shapla Model School', 'শাপলা মডেল স্কুল'],
  ['/staffs', ''],
  ['/teachers', ''],
  ['/notices-and-announcements', ''],
  ['/contact-us', ''],
];

describe('the pages of the built site', () => {
  for (const lang of LANGS) {
    it(`renders each page in ${lang} at ${WIDTHS.join(' and ')} px: its heading, its content, no error, no sideways scroll, no axe violation`, async ({
      expect,
    }) => {
      // One tab reads the pages one after another, as a visitor does: each opened at the width
      // its axe run takes, then laid out at the other (tests/harness.ts, axeWidth).
      const { context, page, errors } = await watched(WIDTHS[0]);
      for (const [index, [route, inEnglish, inBengali]] of PAGES.entries()) {
        const path = localePath(route, lang);
        const opened = axeWidth(index, lang);
        await page.setViewportSize({ width: opened, height: 900 });
        errors.length = 0;
        await page.goto(`${stack.siteUrl}${path}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
            timeout: 10_000,
          })
          .toContain(pageTitle(route, lang));
        await settled(page, expect);
        const shows = lang === 'en' ? inEnglish : inBengali;
        if (shows) expect(await page.locator('main').textContent(), path).toContain(shows);
        for (const width of atEachWidth(opened)) {
          if (width !== opened) await resizeTo(page, width);
          await expectLaidOut(expect, page, { path, width, axe: width === opened, errors });
        }
      }
      await context.close();
    }, 300_000);
  }
});

describe('the home page', () => {
  const SECTIONS = [
    'Notice board',
    'Message from the Principal',
    'History of',
    'Important links',
    'Upcoming events',
    'Video Gallery',
    'Our features',
    'Gallery',
    'Our alumni',
    'Send us a message',
    'What people say',
  ];

  it('shows every section in the spec’s order, loading each as the reader comes near it', async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await open('/', width);
      const provider: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(stack.apiBase)) provider.push(new URL(request.url()).pathname);
      });
      await settled(page);
      if (width === 375) await expectFirstScreen(expect, page, '/');
      // Far below the first screen, nothing has been asked for yet.
      expect(provider.filter((path) => /testimonials|iconic-students/.test(path))).toEqual([]);
      await readToTheEnd(page);
      const positionsIn = (headings: string[]) =>
        SECTIONS.map((name) => headings.findIndex((h) => h.startsWith(name)));
      // The last sections' code and data may still be on their way when the reader gets there.
      await expect
        .poll(async () => positionsIn(await headingsOf(page)).every((p) => p >= 0), {
          timeout: 15_000,
        })
        .toBe(true);
      await settled(page);
      const positions = positionsIn(await headingsOf(page));
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(provider.filter((path) => path === '/testimonials')).toHaveLength(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      if (width === 375) expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('says Error with a Retry in each section when the provider cannot be reached, and Retry brings it back', async () => {
    const { context, page } = await open('/', 1280);
    const down = (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => route.abort();
    await context.route(`${stack.apiBase}/**`, down);
    await page.reload();
    await readToTheEnd(page);
    await settled(page);
    const main = page.locator('main');
    // Every data section of the home page: the hero, the board, the messages, the history, the
    // card, credentials, links, link groups, events, videos, features, gallery, alumni and
    // testimonials (the contact form asks nothing until it is sent).
    const failed = main.getByRole('alert').filter({ hasText: /^Error: / });
    await expect.poll(() => failed.count(), { timeout: 20_000 }).toBe(14);
    expect(await main.getByRole('button', { name: 'Try again' }).count()).toBe(14);

    await context.unroute(`${stack.apiBase}/**`, down);
    await main.getByRole('button', { name: 'Try again' }).nth(1).click();
    await expect
      .poll(() => main.getByRole('link', { name: 'All notices' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await failed.count()).toBe(13);
    await context.close();
  });
});
