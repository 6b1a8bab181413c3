import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CALLS } from '../site/src/page-meta.ts';
import { BENCHMARK_PAGES, LANGS, localePath, type RoutePath } from '../site/src/paths.ts';
import { openPage, openWatched, PAYMENTS_URL, startNamedStack } from './harness.ts';

let stack: Awaited<ReturnType<typeof startNamedStack>>['stack'];
let name: string;
let nameBn: string;

beforeAll(async () => {
  ({ stack, name, nameBn } = await startNamedStack());
});
afterAll(() => stack?.stop());

const open = (path: string, width: number) =>
  openWatched(stack.browser, `${stack.siteUrl}${path}`, width);

// Every route's page, at both widths and in both languages: tests/site-routes.<lang>.test.ts.
describe('every route of the spec, in the shared layout', () => {
  it('sends every page prerendered: its text is in the HTML, before any script runs', async () => {
    for (const [path, text] of [
      ['/terms', /only registered students/i],
      ['/ex-principals', /Ex-Principals|Former Principals/],
      ['/seat-plan', /101/],
      ['/history', /History/],
    ] as const) {
      const response = await fetch(`${stack.siteUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(body, path).toMatch(text);
      expect(html, path).toContain(`<title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${stack.siteUrl}${path}" />`);
      expect(body, path).toContain(`${name.replace('&', '&amp;')}`);
    }
  });

  it('preloads what each page asks the provider for with its HTML, and downloads nothing twice', async () => {
    const { context, page } = await open('/history', 375);
    for (const [path, calls] of Object.entries(PAGE_CALLS) as [RoutePath, string[]][]) {
      const asked: string[] = [];
      const styles: string[] = [];
      const onRequest = (request: { url(): string; resourceType(): string }) => {
        const url = request.url();
        if (url.startsWith(stack.apiBase) && request.resourceType() !== 'image') {
          asked.push(url.slice(stack.apiBase.length));
        }
        if (request.resourceType() === 'stylesheet') styles.push(new URL(url).pathname);
      };
      // From a blank page: what the page before might still ask for is not counted as this one's.
      await page.goto('about:blank');
      page.on('request', onRequest);
      await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'networkidle' });
      page.off('request', onRequest);
      const preloaded = await page
        .locator('link[rel="preload"][as="fetch"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      for (const call of calls) expect(preloaded, path).toContain(`${stack.apiBase}${call}`);
      // A preload the page's fetch does not match is downloaded a second time.
      expect(
        asked.filter((url, i) => asked.indexOf(url) !== i),
        `${path} asked twice`,
      ).toEqual([]);
      for (const call of calls) expect(asked, path).toContain(call);
      // The page's stylesheets came inlined in its HTML: none is downloaded again.
      const inlined = await page
        .locator('style[data-href]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-href')));
      expect(inlined.length, path).toBeGreaterThan(0);
      expect(
        styles.filter((style) => inlined.includes(style)),
        path,
      ).toEqual([]);
    }
    await context.close();
  }, 120_000);

  it('draws each page with its largest content in its HTML, before the app’s code or (in English) any font is asked for', async () => {
    // Lighthouse's phone; the six pages of its benchmark, in both languages; each a first visit
    // (a font already in the browser's cache is asked for at once, needed or not).
    const watching = () => {
      const seen = {
        paint: [] as number[],
        fonts: [] as number[],
        scripts: [] as number[],
        // Each largest paint: was its element in the page's HTML before the app started?
        largest: [] as boolean[],
      };
      Object.assign(window, { seen });
      // The page as parsed, before the app's (deferred) module runs.
      const prerendered = new WeakSet<Element>();
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of document.querySelectorAll('#root *')) prerendered.add(element);
      });
      const watch = (type: string, see: (entry: PerformanceEntry) => void) =>
        new PerformanceObserver((list) => list.getEntries().forEach(see)).observe({
          type,
          buffered: true,
        });
      watch('paint', (entry) => {
        if (entry.name === 'first-contentful-paint') seen.paint.push(entry.startTime);
      });
      watch('resource', (entry) => {
        if (/\.woff2?$/.test(entry.name)) seen.fonts.push(entry.startTime);
        if (/\/assets\/[^/]+\.js$/.test(entry.name)) seen.scripts.push(entry.startTime);
      });
      watch('largest-contentful-paint', (entry) => {
        const { element } = entry as PerformanceEntry & { element: Element | null };
        seen.largest.push(element !== null && prerendered.has(element));
      });
    };
    for (const path of BENCHMARK_PAGES) {
      for (const lang of LANGS) {
        const address = localePath(path, lang);
        const context = await stack.browser.newContext({ viewport: { width: 412, height: 823 } });
        await context.addInitScript(watching);
        const page = await context.newPage();
        const scripts: string[] = [];
        const onRequest = (request: { url(): string; resourceType(): string }) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        };
        page.on('request', onRequest);
        await page.goto(`${stack.siteUrl}${address}`, { waitUntil: 'networkidle' });
        page.off('request', onRequest);
        const seen = await page.evaluate(
          () =>
            (
              window as unknown as {
                seen: { paint: number[]; fonts: number[]; scripts: number[]; largest: boolean[] };
              }
            ).seen,
        );
        const [painted] = seen.paint;
        expect(painted, address).toBeGreaterThan(0);
        // The page's largest content is in its HTML: nothing larger (data, pictures) came later,
        // and hydration kept that element (a Bengali page may draw it again in its font).
        expect(seen.largest.at(-1), address).toBe(true);
        // The app's code is asked for once the page is on screen: it does not compete with the
        // first paint on a slow phone (src/app-loader.ts).
        expect(seen.scripts.length, address).toBeGreaterThan(0);
        for (const script of seen.scripts) expect(script, address).toBeGreaterThan(painted ?? 0);
        // No script downloaded twice.
        expect(
          scripts.filter((script, i) => scripts.indexOf(script) !== i),
          address,
        ).toEqual([]);
        // English pages draw their one Bengali word (the switch): the Bengali font, needed by
        // Bengali notices, is asked for only once the page is on screen.
        if (lang === 'en') {
          for (const font of seen.fonts) expect(font, address).toBeGreaterThan(painted ?? 0);
        }
        await context.close();
      }
    }
  }, 120_000);

  it('answers an unknown address with 404 and the site’s Not Found page, in the layout', async () => {
    const { context, page, status } = await open('/no/such/page', 375);
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.locator('footer').count()).toBe(1);
    await context.close();
  });
});

describe('the shared layout', () => {
  it('switches English / বাংলা to the same page in the other language, keeps the choice, and names both addresses', async () => {
    const { context, page } = await open('/events', 1280);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${(link as HTMLLinkElement).href}`),
      );
    expect(alternates).toEqual([
      `en ${stack.siteUrl}/events`,
      `bn ${stack.siteUrl}/bn/events`,
      `x-default ${stack.siteUrl}/events`,
    ]);
    // The switch is a link in the language it leads to, found by keyboard.
    const toBengali = page.getByRole('link', { name: 'এই পাতা বাংলায় পড়ুন' });
    expect(await toBengali.getAttribute('lang')).toBe('bn');
    await toBengali.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.siteUrl}/bn/events`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('bn');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('অনুষ্ঠানসূচি');
    await expect.poll(() => page.title()).toBe(`অনুষ্ঠানসূচি — ${nameBn}`);
    expect(
      await page
        .locator('link[rel="canonical"]')
        .evaluate((link) => (link as HTMLLinkElement).href),
    ).toBe(`${stack.siteUrl}/bn/events`);
    // The menu leads to Bengali pages; the result and admission at its top level.
    const menu = page.getByRole('navigation', { name: 'প্রধান' });
    expect(await menu.getByRole('link', { name: 'ভর্তি', exact: true }).getAttribute('href')).toBe(
      '/bn/admission-page',
    );
    await menu.getByRole('link', { name: 'পরীক্ষার ফলাফল' }).click();
    await page.waitForURL(`${stack.siteUrl}/bn/exam-result`);
    // The choice is kept: the site's plain address opens in Bengali, before anything is drawn.
    await openPage(page, `${stack.siteUrl}/history?x=1`);
    expect(page.url()).toBe(`${stack.siteUrl}/bn/history?x=1`);
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await page.waitForURL(`${stack.siteUrl}/history?x=1`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await openPage(page, `${stack.siteUrl}/notices-and-announcements`);
    expect(page.url()).toBe(`${stack.siteUrl}/notices-and-announcements`);
    await context.close();

    // Each language's pages are prerendered, and listed for crawlers with their twin.
    const html = await (await fetch(`${stack.siteUrl}/bn/terms`)).text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="bn"/i);
    expect(html).toContain('<title>শর্তাবলি — ');
    const sitemap = await (await fetch(`${stack.siteUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${stack.siteUrl}/bn/history</loc>`);
    expect(sitemap).toContain(`hreflang="bn" href="${stack.siteUrl}/bn/history"`);
    const missing = await fetch(`${stack.siteUrl}/bn/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('পাতাটি পাওয়া যায়নি');
  });

  it('opens the menu as a drawer below 1024 px: focus inside, Escape and the backdrop close it, focus returns, the page stays put', async () => {
    const { context, page } = await open('/history', 375);
    const said: string[] = [];
    page.on('console', (message) => said.push(message.text()));
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const focusInDrawer = () =>
      page.evaluate(() => !!document.activeElement?.closest('dialog.drawer'));
    expect(await focusInDrawer()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');
    const box = await drawer.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375 * 0.85 + 0.5);
    // Tab never leaves the drawer.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menu');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('visible');

    // The backdrop closes it too.
    await menu.click();
    await page.mouse.click(370, 450);
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // Exam Result and Admission are at the drawer's top level.
    await menu.click();
    for (const name of ['Exam Result', 'Admission']) {
      expect(await drawer.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await page.keyboard.press('Escape');

    // Submenus are disclosures; choosing a page closes the drawer and goes there.
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const exPrincipals = drawer.getByRole('link', { name: 'Ex-Principals' });
    expect(await exPrincipals.isVisible()).toBe(false);
    await drawer.getByText('Administration', { exact: true }).click();
    await drawer.getByText('Principal', { exact: true }).click();
    await exPrincipals.click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/ex-principals');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // Opened once each time: the button's command, not the command and the click handler.
    expect(said.filter((text) => /already open Dialog/i.test(text))).toEqual([]);
    await context.close();
  });

  it('opens the drawer, its groups and its pages with taps made before the app has taken over', async () => {
    const context = await stack.browser.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    // A slow phone: the page is drawn, its code has not run yet (here it never comes).
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/bn/history`);
    expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
    const menu = page.getByRole('button', { name: 'মেনু', exact: true });
    const drawer = page.getByRole('dialog', { name: 'মেনু' });
    await menu.tap();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    // The close button, then a tap on the backdrop, close it.
    await drawer.getByRole('button', { name: 'মেনু বন্ধ করুন' }).tap();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await menu.tap();
    await page.touchscreen.tap(360, 450);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    // A group opens, and its page is a real address.
    await menu.tap();
    await drawer.getByText('গ্যালারি', { exact: true }).tap();
    await drawer.getByRole('link', { name: 'ভিডিও গ্যালারি' }).tap();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/bn/video-gallery');
    // The result and admission are one tap from the drawer's top level.
    for (const [name, path] of [
      ['পরীক্ষার ফলাফল', '/bn/exam-result'],
      ['ভর্তি', '/bn/admission-page'],
    ]) {
      await menu.tap();
      await drawer.getByRole('link', { name, exact: true }).tap();
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe(path);
    }
    await context.close();
  });

  it('keeps the menu at the top once scrolled past 100 px, without moving anything (CLS ≤ 0.02)', async () => {
    const { context, page } = await open('/history', 1280);
    await page.evaluate(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: false });
    });
    const nav = page.locator('.nav');
    expect(await nav.getAttribute('data-stuck')).toBeNull();
    for (let y = 0; y <= 900; y += 60) {
      await page.mouse.wheel(0, 60);
      await page.waitForTimeout(30);
    }
    await expect.poll(() => nav.getAttribute('data-stuck')).not.toBeNull();
    expect((await nav.boundingBox())?.y).toBe(0);
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => nav.getAttribute('data-stuck')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(
      0.02,
    );
    await context.close();
  });

  it('starts each new page at the top, and back returns to where the reader was', async () => {
    const { context, page } = await open('/history', 1280);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(500);
    const where = await page.evaluate(() => Math.round(window.scrollY));
    expect(where).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', { name: 'Subjects Taught' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/subjects-taught');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/history');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(where);
    await context.close();
  });

  it('has XI Payment to the payments page, the footer’s new-tab links labelled, and the credit dialog', async () => {
    const { context, page } = await open('/', 1280);
    expect(await page.getByRole('link', { name: 'XI Payment' }).getAttribute('href')).toBe(
      PAYMENTS_URL,
    );
    const footer = page.locator('footer');
    for (const label of ['History', 'Privacy Policy', 'Terms & Conditions']) {
      const link = footer.getByRole('link', { name: `${label} (opens in a new tab)` });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    const credits = footer.getByRole('button', { name: 'Website credits' });
    await credits.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'About this website' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Website credits');
    await credits.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('shows no notice bar at all when the notices cannot be read, and the page still works', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 375, height: 900 } });
    await context.route(`${stack.apiBase}/**`, (route) => route.abort());
    const page = await context.newPage();
    await openPage(page, `${stack.siteUrl}/fees`);
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('.notice-bar')?.getBoundingClientRect().height),
      )
      .toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Academic Fees Structure',
    );
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('draws Bengali with the self-hosted font, fetching only its Bengali files, from the first paint', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?$/.test(request.url())) fonts.push(new URL(request.url()).pathname);
    });
    await openPage(page, `${stack.siteUrl}/history`);
    // The demo's welcome speech (in the footer) carries the school's name in Bengali.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family.includes('Noto Sans Bengali') && face.status === 'loaded',
          );
        }),
      )
      .toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/noto-sans-bengali-bengali-\d+-normal/);
    // What Chromium really drew the top of a Bengali page with (laid out before the font came).
    await openPage(page, `${stack.siteUrl}/bn/fees`);
    await page.evaluate(() => document.fonts.ready);
    const session = await context.newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: -1 });
    for (const selector of ['h1', 'main th[scope="row"]', '.nav__link']) {
      const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts: drawn } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
      const bengali = drawn.find((font) => font.familyName === 'Noto Sans Bengali');
      expect(bengali?.glyphCount ?? 0, selector).toBeGreaterThan(0);
      // Nothing else draws more than the odd space or hyphen.
      for (const other of drawn.filter((font) => font !== bengali)) {
        expect(other.glyphCount, `${selector}: ${other.familyName}`).toBeLessThanOrEqual(3);
      }
    }
    await context.close();
  });

  it('paints the cached school colours before anything is fetched, then the provider’s', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      localStorage.setItem('primary_color', '#7b1fa2');
      localStorage.setItem('menu_color', '#4a148c');
    });
    // The provider's colours never arrive: what shows is the cache, from the first paint.
    await context.route(`${stack.apiBase}/site-color*`, () => {});
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/history`, { waitUntil: 'commit' });
    await page.waitForSelector('header');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--school-color-primary').trim(),
    );
    expect(primary).toBe('#7b1fa2');
    await context.close();
  });
});
