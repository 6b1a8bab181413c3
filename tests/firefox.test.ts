import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './harness.ts';

/**
 * The report card in Firefox (Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core:
 * no geckodriver, no download of a browser of its own), against the built site under its real
 * headers. Firefox refuses WebAssembly under a CSP without 'wasm-unsafe-eval' just as Chromium
 * does, so the Bengali card is the one that matters here.
 */
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const run = promisify(execFile);

let stack: Awaited<ReturnType<typeof startStack>>;
let browser: Browser;
let downloads: string;
let profile: string;

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
});

afterAll(async () => {
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
