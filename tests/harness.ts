import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ExamResult } from '@school/api';
import type * as AxeCore from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type ExpectStatic, expect, inject } from 'vitest';
import type { AppConfig } from '../packages/server/src/app.ts';
import { startDemoProvider } from '../packages/server/src/testing.ts';
import type { Lang } from '../packages/widgets/src/runtime/i18n.ts';
import { answerYouTubeStills } from '../scripts/youtube-stills.ts';
import { type SiteOptions, startSite } from '../site/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHELL_CHROMIUM_PATH } from './chromium.ts';

export { answerYouTubeStills };

const DIST = fileURLToPath(new URL('../site/dist', import.meta.url));
/** The school's payments page (XI Payment) in the tests. */
export const PAYMENTS_URL = 'https://payments.example.org/events';

/**
 * Opens a page of the site as a visitor does, and waits until the app has taken over the
 * prerendered page (`<html data-app="ready">`, site/src/app.tsx): the app's code starts only once
 * the page is on screen, after the browser's `load` in most cases, and a tap before it does
 * nothing.
 */
export async function openPage(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  return response;
}

/**
 * The real thing: the built site (site/dist, from `npm run build`) and the reference provider on
 * a fresh demo database, on two origins, driven by the system Chromium.
 */
export async function startStack(
  options: {
    prepare?: NonNullable<Parameters<typeof startDemoProvider>[0]>['prepare'];
    /** The site's own settings beyond the test's (MEDIA_HOSTS, say). */
    site?: Pick<SiteOptions, 'mediaHosts'>;
    /** The provider's own settings beyond the test's (the office's password cost, say). */
    provider?: Omit<Partial<AppConfig>, 'dataDir'>;
    /**
     * `full` for the flow that runs in Debian's full Chromium rather than its headless shell (the
     * report card's download; tests/chromium.ts says why the others run in the shell).
     */
    browser?: 'full';
  } = {},
) {
  if (!existsSync(join(DIST, 'widgets', 'elements.js'))) {
    throw new Error('site/dist is missing or incomplete: run npm run build first.');
  }
  // The provider's uploads (admission photos) go here, so a test can export what arrived.
  const dataDir = await mkdtemp(join(tmpdir(), 'school-uploads-'));
  const provider = await startDemoProvider({
    config: { dataDir, ...options.provider },
    // A copy of the demo school seeded once for the run (tests/demo-seed.global.ts).
    seeded: inject('demoTemplate').dataDir,
    ...(options.prepare ? { prepare: options.prepare } : {}),
  });
  const apiBase = provider.url;
  const site = await startSite({
    port: 0,
    host: '127.0.0.1',
    apiBase,
    distDir: DIST,
    paymentsUrl: PAYMENTS_URL,
    ...options.site,
  });
  const browser: Browser = await chromium.launch({
    executablePath: options.browser === 'full' ? CHROMIUM_PATH : SHELL_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    await context.addInitScript(endCssAnimations);
    return context;
  };
  return {
    apiBase,
    siteUrl: site.url,
    browser,
    /** The provider's database and its data folder, for `exportSubmissions` as the office runs it. */
    db: provider.db,
    /** Sign what a test corrected in the database, as the school publishes a correction. */
    publish: provider.publish,
    dataDir,
    async stop() {
      await browser.close();
      await site.close();
      await provider.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every CSS animation of a page at its end at once, as Storybook's test runner shows a story: the
 * notice ticker's endless scroll, the home page's sections rising, a skeleton's breathing. An
 * init script of every context of `startStack`'s browser. Chromium here composites in software:
 * a page left open with the ticker moving cost 0.10–0.14 s of CPU a second, 0.01–0.04 without
 * (the headless shell's processes over 5 s on /history, /bn/fees and /). Nothing these files
 * check moves with them (the layout, axe, what a page says and does); the motion itself, and
 * its stopping for a visitor who asks, are the element tests' (notice-ticker.browser.test.tsx).
 * A constructed stylesheet, as the widgets' own: the site's Content-Security-Policy allows it.
 */
function endCssAnimations() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; }',
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The text of a PDF as `pdftotext -layout` reads it back. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'school-pdf-'));
  try {
    const file = join(dir, 'card.pdf');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A page of the built site in a context of its own, that records every Content-Security-Policy
 * refusal (`cspViolations`): a feature the site's own headers break is a broken feature.
 */
export async function watchedPage(
  browser: Browser,
  width: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    acceptDownloads: true,
    viewport: { width, height: 800 },
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return { context, page: await context.newPage() };
}

/** What the policy refused on the page's current document, as `directive address`. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The verification page's verdict (its outcome's heading), once the check has found one. */
export async function verdictOf(page: Page): Promise<string> {
  const heading = page.locator('[part="verdict"]');
  await heading.waitFor({ timeout: 15_000 });
  return (await heading.textContent()) ?? '';
}

/** A result as the provider answers it, with the token it must carry (the demo signs each). */
export async function signedResult(apiBase: string, roll: number, year = 3, exam = 1) {
  const response = await fetch(`${apiBase}/results/${roll}/${year}/${exam}`);
  const [result] = (await response.json()) as (ExamResult & { token?: string })[];
  if (!/^[\w-]+\.[\w-]+$/.test(result?.token ?? '')) {
    throw new Error(`the provider sent no token for roll ${roll}: ${result?.token}`);
  }
  return result as ExamResult & { token: string };
}

/**
 * A page of the built site in a context of its own at `width`, with every uncaught error and
 * console error it reports (`errors`), opened as a visitor does (`openPage`).
 */
export async function openWatched(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(watchLayoutShifts);
  const page = await context.newPage();
  await answerYouTubeStills(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await openPage(page, url);
  return { context, page, errors, status: response?.status() };
}

/**
 * `startStack`, with the school's name as the provider gives it (titles and footers carry it):
 * `name` on the English pages, `nameBn` (its Bengali twin) on the Bengali ones.
 */
export async function startNamedStack() {
  const stack = await startStack();
  const [institute] = (await (await fetch(`${stack.apiBase}/api/institute`)).json()) as {
    institute_name: string;
    institute_name_bn?: string | null;
  }[];
  const name = institute?.institute_name ?? '';
  const nameBn = institute?.institute_name_bn ?? name;
  expect(name).not.toBe('');
  return { stack, name, nameBn };
}

/** axe-core itself, put into a page when a check first needs it. */
const AXE_SOURCE = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

/**
 * axe's findings on the page as it is now, one line per rule: `rule: targets`; only `rules` when
 * given. axe-core runs in the page as the a11y tools run it, with its default rules. Not through
 * @axe-core/playwright: measured on the built site at 375 px, it took 1.1–1.6 s a page for what
 * axe itself does in 0.3 s (it opens a blank page to merge frames' results and carries every pass
 * back), and the sweeps run it on every route. The site has no frames of its own; a frame's own
 * element (its title) is checked in the page.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Evaluated by the browser's debugger, as a script is, so the page's CSP does not refuse it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      iframes: false,
      ...(only ? { runOnly: { type: 'rule' as const, values: only } } : {}),
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
  }, rules);
}

/** How far the page scrolls sideways: 0 or less when it fits its viewport. */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The widths the route sweeps lay every page out at: a phone (below the 1024 px menu break,
 * checked at 320 px too) and a desktop.
 */
export const WIDTHS = [375, 1280] as const;

/**
 * The sweeps open each route once per language, at this width, run axe there, then lay it out
 * at the other width too (`resizeTo`). Which width alternates with the route and the language:
 * each route is still opened and checked by axe once at each width, and each width sees every
 * kind of page in both languages.
 */
export const axeWidth = (routeIndex: number, lang: Lang): number =>
  WIDTHS[(routeIndex + (lang === 'bn' ? 1 : 0)) % WIDTHS.length] ?? WIDTHS[0];

/** The sweep's widths, `first` first: the width a page was opened at, then the other. */
export const atEachWidth = (first: number) => [first, ...WIDTHS.filter((w) => w !== first)];

/**
 * Lays the page out at `width` (a window resized, a phone turned) and waits two frames, so
 * whatever listens for the change (a media query's, a resize observer's) has drawn.
 */
export async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * WCAG 1.4.10 at 320 px: the page reflows without sideways scroll and every target is at least
 * 24 px (axe's target-size). Returns the rule's findings; the viewport is put back to `width`.
 */
async function narrowestFindings(page: Page, width: number) {
  await resizeTo(page, 320);
  const sideways = await overflow(page);
  const targets = await axeViolations(page, ['target-size']);
  await resizeTo(page, width);
  return { sideways, targets };
}

/** What `watchLayoutShifts` keeps on the page's window. */
interface ShiftWatch {
  /** The shifts counted so far, as CLS adds them. */
  shifted: number;
  /** What moved in each, for a failure to name. */
  moved: string[];
  /** Only shifts that start from then on count (`performance.now()`). */
  since: number;
  /** When the page last moved at all, counted or not. */
  lastShift: number;
}

/**
 * Counts the page's layout shifts (`window.shifted`) as CLS does: those a visitor's input did
 * not cause, and names what moved in each (`window.moved`: the element, from where to where), for
 * a failure to say. An init script of the sweeps' contexts.
 */
export function watchLayoutShifts() {
  const seen: ShiftWatch = { shifted: 0, moved: [], since: 0, lastShift: 0 };
  Object.assign(window, seen);
  const box = (rect: DOMRectReadOnly) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    })[]) {
      const now = window as unknown as ShiftWatch;
      now.lastShift = Math.max(now.lastShift, entry.startTime);
      if (entry.hadRecentInput || entry.startTime < now.since) continue;
      now.shifted += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const name =
          node instanceof Element
            ? `${node.localName}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
            : (node?.nodeName ?? '?');
        now.moved.push(
          `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms (scrolled to ${Math.round(window.scrollY)}): ${name} ${box(source.previousRect)} → ${box(source.currentRect)}`,
        );
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Whether nothing in `scope` (a selector) is loading: no skeleton (`aria-busy`) and no
 * "Loading..." face, which carries no aria-busy. Runs in the page.
 */
export function nothingLoading(scope: string): boolean {
  const root = document.querySelector(scope);
  if (!root) return true;
  return (
    root.querySelectorAll('[aria-busy="true"]').length === 0 &&
    ![...root.querySelectorAll('[role="status"]')].some((el) =>
      /Loading\.\.\.|লোড হচ্ছে/.test(el.textContent ?? ''),
    )
  );
}

/** A phone's first screen (issue 24): 375 × 800, the header at most about 120 px. */
const FIRST_SCREEN = { height: 800, header: 120 } as const;

/**
 * At 375 px: the header (with the ticker) ends by 120 px, the page's own h1 starts below it and
 * ends within the first 800 px, and scrolling down two screens and back moves nothing (the
 * layout shifts meanwhile add up to at most 0.02, CLS's measure).
 */
export async function expectFirstScreen(check: ExpectStatic, page: Page, path: string) {
  const where = await page.evaluate(() => {
    window.scrollTo(0, 0);
    const bottoms = ['.site-header', '.notice-bar', '.nav'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box && box.height > 0 ? box.bottom : 0;
    });
    const h1 = document.querySelector('main h1')?.getBoundingClientRect();
    return { header: Math.max(...bottoms), top: h1?.top ?? -1, bottom: h1?.bottom ?? Infinity };
  });
  check(where.header, `${path}: the header's bottom`).toBeLessThanOrEqual(FIRST_SCREEN.header);
  check(where.top, `${path}: the h1 below the header`).toBeGreaterThanOrEqual(where.header - 1);
  check(where.bottom, `${path}: the h1 in the first screen`).toBeLessThanOrEqual(
    FIRST_SCREEN.height,
  );
  // Scrolling is measured on the page once it is in (the app has taken over the prerendered page,
  // its data, the footer's institute and the Bengali font's files are in), as a reader scrolls
  // it: what moves while it loads is the load's, not the scroll's. On a busy machine, two pages
  // that move nothing alone read 0.05 and 0.10 here before it waited for the app; a failure now
  // names what moved.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
  // Nothing loading anywhere on the page, the footer included (a fresh clone's run once caught
  // the footer's sections arriving mid-scroll).
  await page.waitForFunction(nothingLoading, ':root', { timeout: 10_000 }).catch(() => {});
  // And the page still for half a second: a shift the observer reports late (its callbacks wait
  // for an idle moment) is then not taken for the scroll's. A full run once read 0.17 while
  // scrolling /syllabus, its footer from before its sections came in to after.
  await page
    .waitForFunction(
      () => performance.now() - (window as unknown as ShiftWatch).lastShift > 500,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
  const shifted = await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    await document.fonts.ready;
    const seen = window as unknown as ShiftWatch;
    seen.shifted = 0;
    seen.moved = [];
    seen.since = performance.now();
    // Said in a failure: when the scroll began, and how many skeletons were on the page then.
    const busy = document.querySelectorAll('[aria-busy="true"]').length;
    seen.moved.push(`scrolling from ${Math.round(seen.since)} ms, ${busy} skeletons`);
    for (const y of [800, 1600, 800, 0]) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    return { value: seen.shifted, moved: seen.moved };
  });
  check(
    shifted.value,
    `${path}: layout shift at 375 px while scrolling\n${shifted.moved.join('\n')}`,
  ).toBeLessThanOrEqual(0.02);
}

/**
 * What each route sweep asks of a page once it is drawn: no sideways scroll, no axe violation
 * where `axe` says this visit is the route's axe run, below 1024 px the same at 320 px
 * (narrowestFindings), at 375 px a first screen that shows the page (expectFirstScreen), and
 * no error reported. `check` is the test's own `expect`, so that a sweep may run beside another.
 */
export async function expectLaidOut(
  check: ExpectStatic,
  page: Page,
  { path, width, axe, errors }: { path: string; width: number; axe: boolean; errors: string[] },
) {
  check(await overflow(page), path).toBeLessThanOrEqual(0);
  if (width === 375) await expectFirstScreen(check, page, path);
  if (axe) check(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
  if (width < 1024) {
    const narrowest = await narrowestFindings(page, width);
    check(narrowest.sideways, `${path} at 320 px`).toBeLessThanOrEqual(0);
    check(narrowest.targets, `${path} at 320 px`).toEqual([]);
  }
  check(errors, path).toEqual([]);
}
