import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSubmissions } from '../packages/server/src/submissions.ts';
import { axeViolations, openPage, startStack } from './harness.ts';

let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

async function newPage(width = 1280) {
  const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

/** A parent's application, by the form's labels: text to type, or an option's label to choose. */
const STUDENT: [label: string, value: string][] = [
  ["Student's name (English)", 'Nusrat Jahan'],
  ["Student's name (Bangla)", 'নুসরাত জাহান'],
  ['Date of birth', '2014-03-09'],
  ['Gender', 'Female'],
  ['Blood group', 'B+'],
  ['Religion', 'Islam'],
  ['Nationality', 'Bangladeshi'],
  ['Mobile No', '01712-345678'],
  ['Birth registration No', '2014 2690 4123 45678'],
  ['Disability', 'No'],
];
const ADMISSION: [string, string][] = [
  ['Class', 'Six — Morning shift, section A'],
  ['Group', 'General'],
  // The demo's newest admission year is the current one.
  ['Admission year', String(new Date().getFullYear())],
  ['Roll No', '12'],
];
const FAMILY: [string, string][] = [
  ["Parent's name", 'Abdul Karim'],
  ["Parent's mobile No", '01812345678'],
  ["Parent's NID No", '1990269041'],
  ['Applying as', 'Father'],
  ['Relation to the student', 'Father'],
  ['Occupation', 'Schoolteacher'],
  ["Father's name", 'Abdul Karim'],
  ["Mother's name", 'Salma Begum'],
];

async function fill(page: Page, fields: [string, string][]) {
  for (const [label, value] of fields) {
    const control = page.getByLabel(label, { exact: true });
    if ((await control.evaluate((el) => el.localName)) === 'select') {
      await control.selectOption({ label: value });
    } else await control.fill(value);
  }
}

async function openForm(page: Page) {
  await openPage(page, `${stack.siteUrl}/admission-page`);
  await expect
    .poll(() => page.getByRole('form', { name: 'Apply for admission' }).isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);
}

/** The office's export, as `npm run submissions -- export <folder>` writes it. */
async function exported() {
  const folder = await mkdtemp(join(tmpdir(), 'school-export-'));
  await exportSubmissions(stack.db, stack.dataDir, folder);
  const rows = parse(await readFile(join(folder, 'admissions.csv')), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];
  return { folder, rows };
}

const rowsNamed = async (name: string) =>
  (
    await stack.db.kysely
      .selectFrom('admission_applications')
      .select('public_id')
      .where('student_name', '=', name)
      .execute()
  ).length;

describe('the admission page of the built site', () => {
  it('takes an application with a photo across a reload, sends it, and the office exports it', async () => {
    const { context, page } = await newPage();
    await openForm(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Admission Form');
    await fill(page, STUDENT);
    // A phone's photo: 2400 × 1800, scaled down in the browser before it is sent.
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#7a9e7e' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Student's photo")
      .setInputFiles({ name: 'nusrat.png', mimeType: 'image/png', buffer: photo });
    const preview = page.getByRole('img', { name: "The student's photo" });
    await expect.poll(() => preview.isVisible(), { timeout: 10_000 }).toBe(true);

    // Reloaded midway: nothing typed is lost, the photo neither.
    await page.reload();
    await expect
      .poll(() => page.getByLabel("Student's name (English)").inputValue(), { timeout: 10_000 })
      .toBe('Nusrat Jahan');
    expect(await page.getByLabel('Birth registration No').inputValue()).toBe(
      '2014 2690 4123 45678',
    );
    expect(await page.getByLabel('Gender').inputValue()).toBe('female');
    await expect.poll(() => preview.isVisible()).toBe(true);
    await fill(page, [...ADMISSION, ...FAMILY]);

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    const text = (await dialog.textContent()) ?? '';
    const number = /Your application number is (A-[0-9A-Z]{5}-[0-9A-Z]{5})\./.exec(text)?.[1];
    expect(number).toBeDefined();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const receipt = page.getByRole('region', { name: 'Application received' });
    expect(await receipt.textContent()).toContain(number);

    // The number stays on the page, and the page prints only the receipt.
    await page.reload();
    await expect.poll(() => receipt.textContent(), { timeout: 10_000 }).toContain(number);
    await page.emulateMedia({ media: 'print' });
    expect(await receipt.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    const { folder, rows } = await exported();
    const row = rows.find((r) => r['Application no.'] === number);
    expect(row).toMatchObject({
      Class: 'Six, Morning, A',
      'Student name': 'Nusrat Jahan',
      'Student name (Bangla)': 'নুসরাত জাহান',
      'Date of birth': '2014-03-09',
      'Birth registration no.': '20142690412345678',
      'Student mobile': '01712345678',
      'Roll no.': '12',
      "Mother's name": 'Salma Begum',
      Photo: `photos/${number}.jpg`,
    });
    const stored = await sharp(join(folder, `photos/${number}.jpg`)).metadata();
    expect(stored.format).toBe('jpeg');
    expect([stored.width, stored.height]).toEqual([600, 450]);
    await rm(folder, { recursive: true, force: true });
    await context.close();
  });

  it('stores one application for a double click', async () => {
    const { context, page } = await newPage();
    await openForm(page);
    const name = 'Tanvir Double-Click';
    await fill(page, [
      ["Student's name (English)", name],
      ...STUDENT.slice(1),
      ...ADMISSION,
      ...FAMILY,
    ]);
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(await rowsNamed(name)).toBe(1);
    await context.close();
  });

  it('never sends invalid input to the provider', async () => {
    const { context, page } = await newPage(375);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/create-student-parent/')) sent.push(request.url());
    });
    await openForm(page);
    await fill(page, [
      ...STUDENT,
      ['Date of birth', '2099-01-01'],
      ['Birth registration No', '12345'],
      ...ADMISSION,
      ...FAMILY,
    ]);
    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.textContent()).toContain('There is a problem');
    expect(await summary.textContent()).toContain('Enter a real date of birth in the past.');
    expect(await summary.textContent()).toContain('Enter the 17-digit birth registration number.');
    expect(sent).toEqual([]);
    // A phone never scrolls sideways, and the page has no accessibility violations.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
