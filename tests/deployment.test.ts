import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopProcess } from '../packages/server/src/process.ts';
import { CHROMIUM_ARGS, SHELL_CHROMIUM_PATH } from './chromium.ts';

const START = fileURLToPath(new URL('../scripts/start.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A school that follows the README on its own domain: `npm start` (after the build) with
 * API_BASE naming the school's host, visited in Chromium under that host name, not localhost.
 * Chromium resolves the made-up names to this machine.
 */
describe('a deployment on its own domain, as the README describes', () => {
  let start: ChildProcess;
  let browser: Browser;
  let dataDir: string;
  let site = '';
  let api = '';
  let partner = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'school-deploy-'));
    const [port, apiPort] = [await freePort(), await freePort()];
    site = `http://school.example:${port}`;
    api = `http://school.example:${apiPort}`;
    // The same site server, reached under another name: a partner's page on another origin.
    partner = `http://partner.example:${port}`;
    start = spawn(process.execPath, [START], {
      env: {
        ...process.env,
        PORT: String(port),
        API_PORT: String(apiPort),
        API_BASE: api,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: '',
        CORS_ORIGINS: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk;
        if (/Provider API: http/.test(output) && /School site: /.test(output)) resolve();
      };
      start.stdout?.on('data', read);
      start.stderr?.on('data', read);
      start.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    });
    browser = await chromium.launch({
      executablePath: SHELL_CHROMIUM_PATH,
      headless: true,
      args: [
        ...CHROMIUM_ARGS,
        '--host-resolver-rules=MAP school.example 127.0.0.1, MAP partner.example 127.0.0.1',
      ],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (start) await stopProcess(start);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the header, the ticker and a looked-up result: nothing is refused', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(`${site}/exam-result?roll=110001&year=3&exam=1`);
    const card = page.getByRole('region', { name: 'Exam Result' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('banner').textContent()).toContain('Shapla Model School');
    expect(await page.locator('body').textContent()).not.toMatch(/Could not reach|Error:/);
    // Media links point at the school's own provider address, and load.
    const logo = page.getByRole('banner').locator('img').first();
    expect(await logo.getAttribute('src')).toMatch(new RegExp(`^${api}/media/`));
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lets the school's own pages send a form, and refuses a stranger's page", async () => {
    const send = (from: string) =>
      browser.newPage().then(async (page) => {
        await page.goto(`${from}/widgets/`);
        const status = await page.evaluate(async (address) => {
          try {
            const res = await fetch(`${address}/public-msg/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Rahim', phone_no: '01712345678', msg: 'Hello' }),
            });
            return res.status;
          } catch {
            return 'refused by the browser';
          }
        }, api);
        await page.close();
        return status;
      });
    expect(await send(site)).toBe(201);
    expect(await send(partner)).toBe('refused by the browser');
  });

  it("shows the widgets on a page of another origin (the embed page's preview, reached as a partner)", async () => {
    const page = await browser.newPage();
    await page.goto(`${partner}/widgets/`);
    const checker = page.locator('school-result-checker').first();
    await expect.poll(() => checker.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    await page.getByLabel('Widget', { exact: true }).selectOption('notice-ticker');
    const ticker = page.locator('school-notice-ticker');
    await expect.poll(() => ticker.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    await page.close();
  });
});
