import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startDemoProvider } from '../packages/server/src/testing.ts';
import { CHROMIUM_ARGS, SHELL_CHROMIUM_PATH } from './chromium.ts';

/**
 * The provider's reference page under its own Content-Security-Policy (no inline scripts, no
 * other host): Swagger UI still draws every call, and the browser reports no violation.
 */

let provider: Awaited<ReturnType<typeof startDemoProvider>>;
let browser: Browser;

beforeAll(async () => {
  provider = await startDemoProvider({ seeded: inject('demoTemplate').dataDir });
  browser = await chromium.launch({
    executablePath: SHELL_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
});

afterAll(async () => {
  await browser?.close();
  await provider?.close();
});

it('/docs works in Chromium under its own CSP', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const response = await page.goto(`${provider.url}/docs`);
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    await expect
      .poll(() => page.locator('.opblock').count(), { timeout: 15_000 })
      .toBeGreaterThan(20);
    await expect(page.locator('.info .title').textContent()).resolves.toContain(
      'School website provider',
    );
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
