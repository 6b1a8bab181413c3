import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedHeight } from '../site/src/content/embed-heights.ts';
import { iframeCode, widgetBySlug } from '../site/src/embed-code.ts';
import { pdfText, signedResult, startStack } from './harness.ts';

/**
 * The iframe embed (issue 25) on a partner's page that allows no script at all: the result
 * checker in its frame looks up a result and downloads the report card, in the browser people
 * run. And, where a page allows the one small helper, the frame takes its content's height, on
 * the school site's word only.
 */
let stack: Awaited<ReturnType<typeof startStack>>;
let partner: Server;
let partnerUrl: string;
const pages = new Map<string, { html: string; csp: string }>();

beforeAll(async () => {
  stack = await startStack();
  partner = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': page.csp,
    });
    res.end(page.html);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  partner?.closeAllConnections();
  partner?.close();
  await stack?.stop();
});

const checker = widgetBySlug('result-checker');

function frameCode(helper: boolean) {
  if (!checker) throw new Error('no result checker in the manifest');
  return iframeCode(
    { widget: checker, lang: 'en', attributes: {}, styles: {} },
    {
      siteUrl: stack.siteUrl,
      title: 'Result checker',
      height: embedHeight('result-checker'),
      helper,
    },
  );
}

async function open(path: string, body: string, csp: string) {
  pages.set(path, {
    csp,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A partner</title><link rel="icon" href="data:,"></head><body><h1>Results</h1>${body}</body></html>`,
  });
  const context = await stack.browser.newContext({
    acceptDownloads: true,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto(`${partnerUrl}${path}`);
  return { context, page, refused };
}

describe('the result checker in an iframe', () => {
  it("looks up a result and downloads the report card on a page whose CSP is script-src 'none'", async () => {
    const result = await signedResult(stack.apiBase, 110001);
    const { context, page, refused } = await open(
      '/no-script',
      frameCode(false),
      "script-src 'none'",
    );
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    const frame = page.frameLocator('iframe[title="Result checker"]');
    await frame.getByLabel('Roll No.').fill('110001');
    await frame.getByLabel('Academic Year').selectOption({ label: '2026' });
    await frame.getByLabel('Exam Name').selectOption({ label: 'Half Yearly Examination' });
    await frame.getByRole('button', { name: 'Submit' }).click();
    const card = frame.getByRole('region', { name: 'Exam Result' });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toMatch(/Status : Passed/);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      frame.getByRole('button', { name: 'Download Report Card' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('110001.pdf');
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain('Roll: 110001');
    expect(text).toContain(`GPA: ${result.gpa.toFixed(2)}`);
    // Nothing was refused: not the frame by the page, not the widget's code by the frame.
    expect(refused).toEqual([]);
    await context.close();
  });

  it('takes its content’s height with the helper, as it grows, and only when the school site says so', async () => {
    const site = new URL(stack.siteUrl).origin;
    const { context, page, refused } = await open('/helper', frameCode(true), `script-src ${site}`);
    const iframe = page.locator('iframe[title="Result checker"]');
    const frame = page.frameLocator('iframe[title="Result checker"]');
    const content = () =>
      frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
    const height = () => iframe.evaluate((el) => Math.round(el.getBoundingClientRect().height));
    await frame.getByLabel('Roll No.').waitFor();
    await expect.poll(async () => (await height()) === (await content())).toBe(true);
    const before = await height();
    await frame.getByLabel('Roll No.').fill('110001');
    await frame.getByLabel('Academic Year').selectOption({ label: '2026' });
    await frame.getByLabel('Exam Name').selectOption({ label: 'Half Yearly Examination' });
    await frame.getByRole('button', { name: 'Submit' }).click();
    await frame.getByRole('region', { name: 'Exam Result' }).waitFor({ timeout: 15_000 });
    await expect.poll(height).toBeGreaterThan(before + 200);
    expect(await height()).toBe(await content());
    // The same message from another origin, or from the school's origin but not from the frame,
    // changes nothing (dispatched as the browser delivers one: its listener runs at once).
    const grown = await height();
    await page.evaluate((school) => {
      const data = { type: 'school-embed-height', height: 40 };
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: 'https://elsewhere.example', source: window }),
      );
      window.dispatchEvent(new MessageEvent('message', { data, origin: school, source: window }));
    }, site);
    expect(await height()).toBe(grown);
    expect(refused).toEqual([]);
    await context.close();
  });
});
