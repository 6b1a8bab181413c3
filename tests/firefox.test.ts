import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './harness.ts';

/**
 * A smoke run in Firefox (Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core:
 * no geckodriver, no download of a browser of its own), against the built site under its real
 * headers: the home page on a phone, the menu, the admission form's error summary, an element
 * on a partner's page, and the report card. Firefox refuses WebAssembly under a CSP without
 * 'wasm-unsafe-eval' just as Chromium does, so the Bengali card is the one that matters there.
 */
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const run = promisify(execFile);

let stack: Awaited<ReturnType<typeof startStack>>;
let browser: Browser;
let downloads: string;
let profile: string;
/** A partner's page on an origin of its own, loading the pinned embed bundle. */
let partner: Server;
let partnerUrl: string;
let partnerPage = '';

beforeAll(async () => {
  if (!existsSync(FIREFOX)) {
    throw new Error(`${FIREFOX} is missing: apt-get install firefox-esr (see .ci/run)`);
  }
  stack = await startStack();
  downloads = await mkdtemp(join(tmpdir(), 'school-firefox-downloads-'));
  profile = await mkdtemp(join(tmpdir(), 'school-firefox-profile-'));
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      'browser.download.dir': downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.helperApps.neverAsk.saveToDisk': 'application/pdf',
      'pdfjs.disabled': true,
    },
  });
  partner = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(partnerPage);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  partner?.closeAllConnections();
  partner?.close();
  await browser?.close();
  await stack?.stop();
  for (const folder of [downloads, profile]) {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
});

/** The finished download of `name`: Firefox writes `name.part` first. */
async function saved(name: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = await readdir(downloads);
    if (files.includes(name) && !files.some((f) => f.endsWith('.part')))
      return join(downloads, name);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `Firefox saved no ${name}; the folder has ${(await readdir(downloads)).join(', ')}`,
  );
}

describe('the report card in Firefox', () => {
  it.each([
    ['en', '', 'Download Report Card', 'Student Result', 'Roll: 110001'],
    ['bn', '/bn', 'রিপোর্ট কার্ড ডাউনলোড করুন', 'শিক্ষার্থীর ফলাফল', 'রোল: ১১০০০১'],
  ])(
    'downloads the %s card under the site’s CSP, and it reads back',
    async (lang, prefix, button, title, roll) => {
      const page = await browser.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy|CSP/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(`${stack.siteUrl}${prefix}/exam-result?roll=110001&year=3&exam=1`);
      // By CSS: puppeteer's ARIA queries rebuild Firefox's accessibility tree on every poll.
      const download = await page.waitForSelector('button[part="download"]', { timeout: 20_000 });
      expect(await download?.evaluate((node) => node.textContent)).toBe(button);
      await download?.click();
      const file = await saved('110001.pdf');
      const { stdout } = await run('pdftotext', ['-layout', file, '-']);
      const text = stdout.replace(/[ \t]+/g, ' ');
      expect(text).toContain(title);
      expect(text).toContain(roll);
      expect(refused, lang).toEqual([]);
      await rm(file);
      await page.close();
    },
  );
});

describe('the site in Firefox', () => {
  it('shows a phone the page under a slim header, Exam Result and Admission in front and in the menu, and the admission form’s error summary', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.setViewport({ width: 375, height: 800 });
    await page.goto(`${stack.siteUrl}/`);
    await page.waitForSelector('html[data-app="ready"]', { timeout: 20_000 });
    const top = await page.$eval('.notice-bar', (bar) => bar.getBoundingClientRect().bottom);
    expect(top).toBeLessThanOrEqual(120);
    expect(await page.$$eval('.home-tasks a', (links) => links.map((a) => a.textContent))).toEqual([
      'Exam Result',
      'Admission',
    ]);
    // The menu: a drawer, opened once, with the two tasks at its top level.
    await page.click('.menu-button');
    await page.waitForSelector('dialog.drawer[open]');
    const first = await page.$$eval('dialog.drawer nav > ul > li > a', (links) =>
      links.map((a) => a.textContent),
    );
    expect(first.slice(0, 3)).toEqual(['Home', 'Exam Result', 'Admission']);
    await page.click('dialog.drawer nav > ul > li > a[href="/admission-page"]');
    await page.waitForFunction(() => location.pathname === '/admission-page');
    expect(await page.$('dialog.drawer[open]')).toBeNull();
    // Continue on an empty first step: the summary takes the focus and lists its problems.
    const next = await page.waitForSelector('form[data-step="student"] button[type="submit"]', {
      timeout: 20_000,
    });
    await next?.click();
    await page.waitForSelector('[part="errors"]');
    expect(await page.$eval('[part="errors"]', (box) => box.textContent)).toContain(
      "Enter the student's name in English.",
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('part'))).toBe('errors');
    // A select is drawn like the inputs: as tall, on the same ground.
    const [input, select] = await page.$$eval('form input[type="text"], form select', (all) =>
      [all[0], all.find((el) => el.localName === 'select')].map((el) => {
        const style = getComputedStyle(el as Element);
        return [Math.round((el as Element).getBoundingClientRect().height), style.backgroundColor];
      }),
    );
    expect(select).toEqual(input);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs an element on a partner’s page from the pinned bundle: the institute header, wide and compact', async () => {
    const versions = JSON.parse(
      await readFile(
        fileURLToPath(new URL('../site/dist/widgets/versions.json', import.meta.url)),
        'utf8',
      ),
    ) as { latest: string; integrity: string };
    partnerPage = `<!doctype html><html lang="en"><head><link rel="icon" href="data:,">
      <script type="module" src="${stack.siteUrl}/widgets/${versions.latest}" integrity="${versions.integrity}" crossorigin="anonymous"></script>
      </head><body>
      <school-institute-header id="wide" api-base="${stack.apiBase}"></school-institute-header>
      <school-institute-header id="compact" compact api-base="${stack.apiBase}"></school-institute-header>
      </body></html>`;
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    for (const width of [1280, 375]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(`${partnerUrl}/`);
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('school-institute-header')].every(
            (el) => el.getAttribute('data-state') === 'ready',
          ),
        { timeout: 20_000 },
      );
      const shown = await page.evaluate(() =>
        ['wide', 'compact'].map((id) => {
          const root = document.getElementById(id)?.shadowRoot;
          return {
            name: root?.querySelector('[part="name"]')?.textContent,
            login: Boolean(root?.querySelector('[part="login"]')),
            height: Math.round(document.getElementById(id)?.getBoundingClientRect().height ?? 0),
          };
        }),
      );
      expect(shown[0]?.name, `${width}`).toBe('Shapla Model School & College');
      expect(shown[0]?.login, `${width}`).toBe(true);
      expect(shown[1]?.login, `${width}`).toBe(false);
      expect(shown[1]?.height, `${width}`).toBeLessThanOrEqual(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
