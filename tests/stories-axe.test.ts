import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, SHELL_CHROMIUM_PATH } from './chromium.ts';

/**
 * Every story of the built Storybook, checked by the a11y addon's own axe run, the one a designer
 * sees in the Accessibility panel: the preview runs it after each story renders and reports it
 * with STORY_FINISHED. One page walks through the stories by Storybook's channel, as the sidebar
 * does. The build is Storybook's own for tests (`npm run build-storybook:test`, `storybook build
 * --test`, into storybook-test/): the same 351 stories and addons without the components' docgen
 * (the Controls panel's inferred props), at half the CPU of the full build (9.7 s against 20 s).
 */
const STATIC = fileURLToPath(new URL('../storybook-test', import.meta.url));

interface Entry {
  type: string;
  id: string;
}

interface Finished {
  storyId: string;
  status: string;
  reporters: {
    type: string;
    result?: { violations?: { id: string; nodes: { target: unknown }[] }[] };
  }[];
}

let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  const files = sirv(STATIC, { dev: false, etag: true });
  server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: SHELL_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/**
 * Show a story in the open preview and wait for the addons' report of it. Only the a11y report's
 * violations come back to the test: with its passes, a report is tens of kilobytes a story.
 */
function show(page: Page, storyId: string) {
  return page.evaluate(
    (id) =>
      new Promise<Finished>((resolve, reject) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (payload: Finished) => void): void;
              off(event: string, listener: (payload: Finished) => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => reject(new Error(`${id}: no report in 20 s`)), 20_000);
        const done = (payload: Finished) => {
          if (payload.storyId !== id) return;
          clearTimeout(timer);
          channel.off('storyFinished', done);
          resolve({
            ...payload,
            reporters: payload.reporters.map(({ type, result }) => ({
              type,
              ...(result ? { result: { violations: result.violations ?? [] } } : {}),
            })),
          });
        };
        channel.on('storyFinished', done);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

describe('every story in Storybook', () => {
  it('has no axe violations (the a11y addon’s check, run on each story)', async () => {
    const index = JSON.parse(await readFile(`${STATIC}/index.json`, 'utf8')) as {
      entries: Record<string, Entry>;
    };
    const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
    expect(stories.length).toBeGreaterThan(200);
    // Storybook's own mark of a test runner: the preview then checks each story with its
    // animations at their end, instead of waiting 100 ms and more for them (up to 5 s a story).
    const userAgent = `${await browser.newBrowserCDPSession().then(async (cdp) => {
      const { userAgent } = await cdp.send('Browser.getVersion');
      await cdp.detach();
      return userAgent;
    })} StorybookTestRunner`;
    const page = await browser.newPage({ viewport: { width: 1024, height: 800 }, userAgent });
    // The preview, opened on a page of its own.
    await page.goto(`${base}/iframe.html?viewMode=story`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    const failures: string[] = [];
    let checked = 0;
    for (const story of stories) {
      const report = await show(page, story.id);
      const a11y = report.reporters.find((reporter) => reporter.type === 'a11y');
      if (!a11y?.result) {
        failures.push(`${story.id}: no a11y report`);
        continue;
      }
      checked += 1;
      for (const violation of a11y.result.violations ?? []) {
        failures.push(
          `${story.id}: ${violation.id} ${violation.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`,
        );
      }
    }
    await page.close();
    expect(failures).toEqual([]);
    expect(checked).toBe(stories.length);
  }, 600_000);
});
