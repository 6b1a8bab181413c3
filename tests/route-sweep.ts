import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Lang } from '../packages/widgets/src/runtime/i18n.ts';
import { formatNumber } from '../packages/widgets/src/runtime/numbers.ts';
import { localePath, ROUTE_PATHS } from '../site/src/paths.ts';
import {
  atEachWidth,
  axeWidth,
  expectLaidOut,
  openWatched,
  resizeTo,
  startNamedStack,
  WIDTHS,
} from './harness.ts';

/** The pages tests/site-pages.test.ts does not already read (the static and sample pages). */
const COVERED = new Set([
  '/',
  '/events',
  '/picture-gallery',
  '/video-gallery',
  '/students',
  '/academic-documents-download',
  '/admission-page',
  '/welcome-speech',
  '/total-seat-info',
  '/committee-members',
  '/dress-code',
  '/about-institute',
  '/staffs',
  '/teachers',
  '/notices-and-announcements',
  '/contact-us',
]);
const ROUTES = ROUTE_PATHS.filter((route) => !COVERED.has(route));

const BENGALI = /[\u0980-\u09FF]/;

/**
 * Every route of the spec in `lang`, at both widths: a file per language
 * (site-routes.<lang>.test.ts), so the two languages' sweeps run side by side.
 */
export function sweepEveryRoute(lang: Lang) {
  let stack: Awaited<ReturnType<typeof startNamedStack>>['stack'];
  /** The school's name as the pages in `lang` say it (its Bengali twin on the Bengali ones). */
  let name: string;

  beforeAll(async () => {
    const named = await startNamedStack();
    stack = named.stack;
    name = lang === 'bn' ? named.nameBn : named.name;
  });
  afterAll(() => stack?.stop());

  describe('every route of the spec, in the shared layout', () => {
    it(`answers 200 with its page, the header, menu and footer in ${lang} at ${WIDTHS.join(' and ')} px (and 320): no error, no sideways scroll, no axe violation`, async ({
      expect,
    }) => {
      const { context, page, errors } = await openWatched(
        stack.browser,
        `${stack.siteUrl}${localePath('/', lang)}`,
        WIDTHS[0],
      );
      const year = formatNumber(new Date().getFullYear(), lang, { grouping: false });
      for (const [index, route] of ROUTES.entries()) {
        const path = localePath(route, lang);
        // Each route is opened at the width its axe run takes (a phone for about half of them),
        // then laid out again at the other width, as a window resized or a phone turned.
        const opened = axeWidth(index, lang);
        await page.setViewportSize({ width: opened, height: 900 });
        errors.length = 0;
        const response = await page.goto(`${stack.siteUrl}${path}`);
        expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
        expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
        const h1 = page.getByRole('heading', { level: 1 });
        expect(await h1.count(), path).toBe(1);
        const heading = (await h1.textContent())?.trim() ?? '';
        expect(heading, path).not.toBe('');
        // A Bengali page is headed in Bengali; an English one has no Bengali heading.
        expect(BENGALI.test(heading), `${path}: ${heading}`).toBe(lang === 'bn');
        expect(await page.locator('main').textContent(), path).not.toMatch(/coming soon/i);
        expect((await page.title()).endsWith(` — ${name}`), path).toBe(true);
        await expect
          .poll(() => page.locator('footer').textContent(), { timeout: 10_000 })
          .toContain(`© ${year} ${name}`);
        for (const width of atEachWidth(opened)) {
          if (width !== opened) await resizeTo(page, width);
          // The menu: a bar on wide screens, a Menu button opening the drawer on narrow ones.
          const menu =
            width < 1024
              ? page.getByRole('button', { name: lang === 'bn' ? 'মেনু' : 'Menu' })
              : page.getByRole('navigation', { name: lang === 'bn' ? 'প্রধান' : 'Main' });
          expect(await menu.count(), `${path} at ${width} px`).toBe(1);
          await expectLaidOut(expect, page, { path, width, axe: width === opened, errors });
        }
      }
      await context.close();
      // 37 pages, each read once and laid out at both widths, axe run once each.
    }, 300_000);
  });
}
