import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAGS } from '../packages/widgets/src/elements.ts';
import { startStack } from './harness.ts';

/**
 * A partner's page on a third origin (neither the school's site nor its provider), loading the
 * pinned embed bundle as README "Embedding a widget on another site" tells a partner to.
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

async function pinnedScript() {
  const versions = JSON.parse(
    await readFile(
      fileURLToPath(new URL('../site/dist/widgets/versions.json', import.meta.url)),
      'utf8',
    ),
  ) as { latest: string; integrity: string };
  return `<script type="module" src="${stack.siteUrl}/widgets/${versions.latest}" integrity="${versions.integrity}" crossorigin="anonymous"></script>`;
}

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function open(path: string, body: string) {
  pages.set(
    path,
    `<!doctype html><html lang="en"><head><link rel="icon" href="data:,">${await pinnedScript()}</head><body>${body}</body></html>`,
  );
  const context = await stack.browser.newContext();
  // The machines that run the tests have no internet: the stills YouTube serves for the demo's
  // videos are answered here (a 1×1 PNG), as YouTube would answer a visitor.
  await context.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const provider: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(stack.apiBase)) provider.push(new URL(request.url()).pathname);
  });
  await page.goto(`${partnerUrl}${path}`);
  return { context, page, errors, provider };
}

describe('a partner page on another origin', () => {
  it('runs the pinned, integrity-checked bundle; two checkers ask for the lists once', async () => {
    expect(new Set([new URL(partnerUrl).origin, new URL(stack.siteUrl).origin]).size).toBe(2);
    const { context, page, provider, errors } = await open(
      '/two-checkers',
      `<school-result-checker api-base="${stack.apiBase}"></school-result-checker>
       <school-result-checker api-base="${stack.apiBase}"></school-result-checker>`,
    );
    const checkers = page.locator('school-result-checker');
    for (const i of [0, 1]) {
      await expect
        .poll(() => checkers.nth(i).getAttribute('data-state'), { timeout: 10_000 })
        .toBe('ready');
    }
    await page.waitForTimeout(300);
    expect(provider.filter((path) => path === '/admission-years')).toHaveLength(1);
    expect(provider.filter((path) => path === '/api/exams')).toHaveLength(1);
    // The card's code, a lazy chunk of the pinned bundle, works with it (one copy of React).
    const first = checkers.first();
    await first.getByLabel('Roll No.').fill('110001');
    await first.getByLabel('Academic Year').selectOption({ label: '2026' });
    await first.getByLabel('Exam Name').selectOption({ label: 'Half Yearly Examination' });
    await first.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => first.getByRole('region', { name: 'Exam Result' }).textContent(), {
        timeout: 10_000,
      })
      .toMatch(/Status : Passed/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("links the ticker to the school site's notices page, not the partner's", async () => {
    const { context, page } = await open(
      '/ticker',
      `<school-notice-ticker api-base="${stack.apiBase}"></school-notice-ticker>`,
    );
    const ticker = page.locator('school-notice-ticker');
    const link = ticker.getByRole('link').first();
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    expect(await link.getAttribute('href')).toBe(`${stack.siteUrl}/notices-and-announcements`);
    await context.close();
  });

  it('without api-base, says so on the page and in the console instead of calling anything', async () => {
    const { context, page, errors, provider } = await open(
      '/no-api-base',
      '<school-institute-header></school-institute-header>',
    );
    const header = page.locator('school-institute-header');
    await expect.poll(() => header.getAttribute('data-state'), { timeout: 10_000 }).toBe('error');
    const text =
      "This widget does not know the school's server address: set its api-base attribute.";
    expect(await header.getByRole('alert').textContent()).toBe(`Error: ${text}`);
    expect(errors).toContain(`<school-institute-header>: ${text}`);
    expect(provider).toEqual([]);
    await context.close();
  });

  it('shows every element on one page, each provider call made once', async () => {
    const base = stack.apiBase;
    const { context, page, provider, errors } = await open(
      '/every-element',
      TAGS.map((tag) => `<${tag} api-base="${base}"></${tag}>`).join('\n'),
    );
    for (const tag of TAGS) {
      await expect
        .poll(() => page.locator(tag).getAttribute('data-state'), { timeout: 15_000 })
        .toMatch(/^(ready|empty)$/);
    }
    await page.waitForTimeout(500);
    const counts = new Map<string, number>();
    for (const path of provider) counts.set(path, (counts.get(path) ?? 0) + 1);
    // /media/… are the pictures the widgets show; every API call is made once per page.
    const calls = [...counts].filter(([path]) => !path.startsWith('/media/'));
    expect(calls.length).toBeGreaterThanOrEqual(8);
    expect(calls.filter(([, n]) => n > 1)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
