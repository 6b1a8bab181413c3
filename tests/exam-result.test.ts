import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage, pdfText, startStack } from './harness.ts';

let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

async function newPage(width = 1280) {
  const context = await stack.browser.newContext({
    acceptDownloads: true,
    viewport: { width, height: 900 },
  });
  return { context, page: await context.newPage() };
}

/** Look up a result through the form, as a parent would. */
async function lookUp(scope: Page | Locator, roll: string, year: string, exam: string) {
  await scope.getByLabel('Roll No.').fill(roll);
  await scope.getByLabel('Academic Year').selectOption({ label: year });
  await scope.getByLabel('Exam Name').selectOption({ label: exam });
  await scope.getByRole('button', { name: 'Submit' }).click();
}

describe('the exam result page of the built site', () => {
  it('looks up a demo result, merges the two Bangla papers and downloads a PDF that reads back the same', async () => {
    const { context, page } = await newPage();
    await openPage(page, `${stack.siteUrl}/exam-result`);
    await lookUp(page, '110001', '2026', 'Half Yearly Examination');

    const card = page.getByRole('region', { name: 'Exam Result' });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    const bangla = card.getByRole('row').filter({ hasText: 'Bangla 1st Paper' });
    await expect.poll(() => bangla.count()).toBe(1);
    expect(await bangla.textContent()).toContain('Bangla 2nd Paper');
    const status = (await card.textContent())?.match(/Status : (Passed|Failed)/)?.[1];
    expect(status).toBeDefined();
    expect(new URL(page.url()).searchParams.get('roll')).toBe('110001');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Report Card' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('110001.pdf');
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain('Student Result');
    expect(text).toContain('110001');
    expect(text).toMatch(new RegExp(`Status: ${status}`));
    expect(text).toContain('Bangla 1st Paper');
    expect(text).toContain('Bangla 2nd Paper');
    await context.close();
  });

  it('opens a linked result straight from the address', async () => {
    const { context, page } = await newPage(375);
    await openPage(page, `${stack.siteUrl}/exam-result?roll=110001&year=3&exam=2`);
    const card = page.getByRole('region', { name: 'Exam Result' });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    // On a phone the page itself never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('looks up a roll written in Bengali digits in the address', async () => {
    const { context, page } = await newPage();
    await openPage(
      page,
      `${stack.siteUrl}/exam-result?roll=${encodeURIComponent('১১০০০১')}&year=3&exam=1`,
    );
    const card = page.getByRole('region', { name: 'Exam Result' });
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toMatch(/Status : Passed/);
    const info = page.getByRole('region', { name: "Student's Information" });
    expect(await info.textContent()).toContain('110001');
    await context.close();
  });

  it('says what is wrong with an address it cannot look up, and asks the provider nothing', async () => {
    const { context, page } = await newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/results/')) asked.push(request.url());
    });
    await openPage(page, `${stack.siteUrl}/exam-result?roll=abc&year=3&exam=1`);
    const roll = page.getByLabel('Roll No.');
    await expect.poll(() => roll.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    await expect
      .poll(() => page.getByText('The roll number can contain digits only.').isVisible())
      .toBe(true);
    expect(await roll.inputValue()).toBe('abc');

    await openPage(page, `${stack.siteUrl}/exam-result?roll=110001&year=x&exam=1`);
    await expect
      .poll(() => page.getByText('That academic year is not in the list.').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await openPage(page, `${stack.siteUrl}/exam-result?roll=123456789012&year=3&exam=1`);
    await expect
      .poll(() => page.getByText('A roll number has at most 9 digits.').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(asked).toEqual([]);
    await context.close();
  });

  it('asks the provider once for a submitted lookup, though the address changes after it', async () => {
    const { context, page } = await newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/results/')) asked.push(new URL(request.url()).pathname);
    });
    await openPage(page, `${stack.siteUrl}/exam-result`);
    await lookUp(page, '110001', '2026', 'Half Yearly Examination');
    const card = page.getByRole('region', { name: 'Exam Result' });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('roll')).toBe('110001');
    await page.waitForTimeout(300);
    expect(asked).toEqual(['/results/110001/3/1']);
    await context.close();
  });

  it('says clearly when there is no result, and which case it is', async () => {
    const { context, page } = await newPage();
    await openPage(page, `${stack.siteUrl}/exam-result`);
    // The demo school has published nothing for its Model Test: the roll is not to blame.
    await lookUp(page, '110001', '2026', 'Model Test');
    // Every alert on the page, so that a failure names what else was said instead.
    const alerts = () => page.getByRole('alert').allTextContents();
    await expect
      .poll(alerts, { timeout: 10_000 })
      .toEqual(['Results of Model Test 2026 have not been published yet.']);
    // A roll the school does not have, in an exam it has published.
    await lookUp(page, '119999', '2026', 'Half Yearly Examination');
    await expect
      .poll(alerts, { timeout: 10_000 })
      .toEqual([
        'No result was found for roll 119999 in Half Yearly Examination 2026. Please check the roll number.',
      ]);
    await context.close();
  });

  it('shows the institute and the current notices on every page', async () => {
    const { context, page } = await newPage();
    await openPage(page, `${stack.siteUrl}/`);
    const institutes = (await (await fetch(`${stack.apiBase}/api/institute`)).json()) as {
      institute_name: string;
      institute_eiin_no: string;
    }[];
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByText(institutes[0]?.institute_name ?? '')
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        // The drawer (closed, in the banner too) repeats it for phones: the one in sight counts.
        page
          .getByRole('banner')
          .getByText(`EIIN: ${institutes[0]?.institute_eiin_no}`)
          .filter({ visible: true })
          .count(),
      )
      .toBe(1);
    const ticker = page.getByRole('region', { name: 'Latest notices' });
    await expect.poll(() => ticker.getByRole('link').count()).toBeGreaterThan(0);
    expect(await ticker.getByRole('link').first().getAttribute('href')).toBe(
      '/notices-and-announcements',
    );
    await context.close();
  });
});

describe("the embed page's preview (/widgets/)", () => {
  it('shows the result checker element, from elements.js, against the provider on another origin', async () => {
    const { context, page } = await newPage();
    expect(new URL(stack.siteUrl).origin).not.toBe(new URL(stack.apiBase).origin);
    await page.goto(`${stack.siteUrl}/widgets/`);
    const checker = page.locator('school-result-checker');
    await lookUp(checker, '110001', '2026', 'Annual Examination');
    await expect
      .poll(() => checker.getByRole('region', { name: 'Exam Result' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await checker.getAttribute('data-state')).toBe('ready');
    await context.close();
  });
});
