import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_HEIGHTS } from '../site/src/content/embed-heights.ts';
import { WIDGETS } from '../site/src/embed-code.ts';
import { axeViolations, openPage, startStack } from './harness.ts';

/**
 * The embed page (/widgets/, issue 25) as a partner uses it: by keyboard alone at 375 px, and
 * the code it writes for every element pasted into a plain page of another origin, as a script
 * tag (the newest elements.js and the pinned version) and as an iframe, each form once, on one
 * page for all 34. The React form is built into an app from the packages (packages.test.ts).
 */
let stack: Awaited<ReturnType<typeof startStack>>;
let partner: Server;
let partnerUrl: string;
const pages = new Map<string, string>();

beforeAll(async () => {
  stack = await startStack();
  partner = createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    if (html === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  partner?.closeAllConnections();
  partner?.close();
  await stack?.stop();
});

async function openEmbedPage(path: string, width: number) {
  const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
  await context.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 204 }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.siteUrl,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openPage(page, `${stack.siteUrl}${path}`);
  return { context, page, errors };
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached with Tab`);
}

const code = (page: Page) =>
  page
    .locator('.embed-code pre')
    .textContent()
    .then((t) => t ?? '');

describe('/widgets/ by keyboard alone, on a phone', () => {
  it('picks a widget, sets its language and an option, sees it and copies its code: no axe violation', async () => {
    const { context, page, errors } = await openEmbedPage('/widgets/', 375);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, page.getByLabel('Widget', { exact: true }));
    await page.keyboard.type('Notice board');
    await page.keyboard.press('Tab');
    // The language: a radio group, moved with the arrow keys.
    await tabTo(page, page.getByRole('radio', { name: 'English' }));
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Bengali' }).isChecked()).toBe(true);
    await tabTo(page, page.getByLabel('limit'));
    await page.keyboard.type('3');
    const preview = page.locator('.embed-preview school-notice-board');
    await expect.poll(() => preview.getAttribute('data-state')).toBe('ready');
    expect(await preview.getAttribute('lang')).toBe('bn');
    expect(await preview.locator('[part="link"]').count()).toBe(3);
    await tabTo(page, page.getByRole('button', { name: 'Copy the code' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Copied.' }).count())
      .toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await code(page));
    expect(copied).toContain(
      `<school-notice-board api-base="${stack.apiBase}" lang="bn" limit="3"></school-notice-board>`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says it all in Bengali on /bn/widgets', async () => {
    const { context, page, errors } = await openEmbedPage('/bn/widgets', 375);
    expect(await page.getByLabel('উইজেট', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('option', { name: 'নোটিশ বোর্ড' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'কোড কপি করুন' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Every element's code in one form, as the page writes it (a colour set, so it carries one). */
async function codesFor(form: 'Script tag' | 'Iframe', pinnedEvery = 0): Promise<string[]> {
  const { context, page } = await openEmbedPage('/widgets/', 1280);
  await page.getByLabel('Primary (headings, buttons)').fill('#7a1f3d');
  await page.getByRole('radio', { name: form }).check();
  const codes: string[] = [];
  for (const [index, widget] of WIDGETS.entries()) {
    await page.getByLabel('Widget', { exact: true }).selectOption(widget.slug);
    if (pinnedEvery) {
      const pinned = index % pinnedEvery === 1;
      await page.getByRole('radio', { name: pinned ? /pinned/ : /newest/ }).check();
      if (pinned) await expect.poll(() => code(page)).toContain('integrity="sha384-');
    }
    const text = await code(page);
    expect(text, widget.slug).toContain(
      form === 'Iframe' ? `/embed/${widget.slug}?` : `<${widget.tag} `,
    );
    codes.push(text);
  }
  await context.close();
  return codes;
}

/** A partner's page of its own origin holding `body`, opened in a context of its own. */
async function partnerPage(path: string, body: string, width: number) {
  pages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><style>body { margin: 0; }</style></head><body>${body}</body></html>`,
  );
  const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
  await context.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${partnerUrl}${path}`);
  return { context, page, errors };
}

const READY = /^(ready|empty)$/;

describe('the code it writes, pasted into a plain page of another origin', () => {
  it('the script tag: every element ready, half from the newest elements.js, half pinned with its hash', async () => {
    const codes = await codesFor('Script tag', 2);
    expect(codes.filter((c) => c.includes('integrity=')).length).toBe(WIDGETS.length / 2);
    const { context, page, errors } = await partnerPage('/script', codes.join('\n\n'), 1280);
    expect(new URL(partnerUrl).origin).not.toBe(new URL(stack.siteUrl).origin);
    for (const widget of WIDGETS) {
      const element = page.locator(widget.tag);
      await expect
        .poll(() => element.getAttribute('data-state'), { timeout: 15_000 })
        .toMatch(READY);
      expect(await element.getAttribute('style'), widget.tag).toBe(
        '--school-color-primary: #7a1f3d',
      );
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the iframe: every widget ready, its frame tall enough at 375 and 1280 px (no scrollbar of its own)', async () => {
    const codes = await codesFor('Iframe');
    const { context, page, errors } = await partnerPage('/frames', codes.join('\n'), 375);
    const frames = page.locator('iframe');
    expect(await frames.count()).toBe(WIDGETS.length);
    const inner = async (index: number) => {
      const frame = await (await frames.nth(index).elementHandle())?.contentFrame();
      if (!frame) throw new Error(`frame ${index} has no document`);
      return frame;
    };
    /** How far the frame's page scrolls inside it: 0 when the frame shows it all. */
    const overflowOf = async (index: number) =>
      (await inner(index)).evaluate(
        () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
      );
    for (const [index, widget] of WIDGETS.entries()) {
      // The frames load lazily: a partner's reader scrolls to them.
      await frames.nth(index).scrollIntoViewIfNeeded();
      const frame = await inner(index);
      await frame.locator(widget.tag).waitFor({ state: 'attached' });
      await expect
        .poll(() => frame.locator(widget.tag).getAttribute('data-state'), { timeout: 15_000 })
        .toMatch(READY);
      expect(await frames.nth(index).getAttribute('height')).toBe(
        String(Math.max(...(EMBED_HEIGHTS[widget.slug] ?? [0]))),
      );
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [index, widget] of WIDGETS.entries()) {
        await expect
          .poll(() => overflowOf(index), { message: `${widget.slug} at ${width} px` })
          .toBeLessThanOrEqual(0);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
