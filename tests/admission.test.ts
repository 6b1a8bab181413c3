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

/** A parent's application, step by step, by the form's labels: text, or an option's label. */
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
/** The father applies: no parent's name, relation or his mobile twice. */
const PARENTS: [string, string][] = [
  ['Applying as', 'Father'],
  ["Father's name", 'Abdul Karim'],
  ["Mother's name", 'Salma Begum'],
  ['Your mobile No', '01812345678'],
  ['Your national ID (NID) No', '1990269041'],
  ['Your occupation', 'Schoolteacher'],
];
/** No group (Six names none: it is asked), no roll number. */
const ADMISSION: [string, string][] = [
  ['Class', 'Six — Morning shift, section A'],
  ['Group', 'General'],
  // The demo's newest admission year is the current one.
  ['Admission year', String(new Date().getFullYear())],
];

async function fill(page: Page, fields: [string, string][]) {
  for (const [label, value] of fields) {
    const control = page.getByLabel(label, { exact: true });
    if ((await control.evaluate((el) => el.localName)) === 'select') {
      await control.selectOption({ label: value });
    } else await control.fill(value);
  }
}

/** The step on screen, by its heading ("Step 2 of 4The parents"). */
const stepOf = (page: Page) => page.locator('[part="step"]').textContent();

/** Continue to the step called `next`. */
async function onTo(page: Page, next: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => stepOf(page), { timeout: 10_000 }).toContain(next);
}

async function openForm(page: Page) {
  await openPage(page, `${stack.siteUrl}/admission-page`);
  await expect
    .poll(() => page.getByRole('form', { name: 'Apply for admission' }).isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);
}

/** Every step filled in, to Check your answers. */
async function fillAll(page: Page, student = STUDENT) {
  await fill(page, student);
  await onTo(page, 'The parents');
  await fill(page, PARENTS);
  await onTo(page, 'The class and photo');
  await fill(page, ADMISSION);
  await onTo(page, 'Check your answers');
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
  it('takes an application in steps, with a photo, across a reload, checks the answers, sends it once, and the office exports the spec’s application', async () => {
    const { context, page } = await newPage(375);
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/create-student-parent/')) sent.push(request.postDataJSON());
    });
    await openForm(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Admission Form');
    expect(await stepOf(page)).toBe('Step 1 of 4The student');
    await fill(page, STUDENT);
    await onTo(page, 'The parents');
    // The step's heading has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('part'))).toBe('step');
    await fill(page, PARENTS.slice(0, 3));

    // Reloaded midway: the step and everything typed are kept.
    await page.reload();
    await expect.poll(() => stepOf(page), { timeout: 10_000 }).toContain('The parents');
    expect(await page.getByLabel("Mother's name").inputValue()).toBe('Salma Begum');
    await fill(page, PARENTS.slice(3));
    await onTo(page, 'The class and photo');
    await fill(page, ADMISSION);
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
    await onTo(page, 'Check your answers');

    // Each answer read back with a Change link to its question.
    const parents = page.getByRole('region', { name: 'The parents' });
    expect(await parents.textContent()).toContain('Abdul Karim');
    await parents.getByRole('button', { name: "Change Father's name" }).click();
    await expect.poll(() => stepOf(page)).toContain('The parents');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement)?.value)).toBe(
      'Abdul Karim',
    );
    await onTo(page, 'The class and photo');
    await onTo(page, 'Check your answers');
    // Nothing is sent before Submit; a double press sends one application.
    expect(sent).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    const text = (await dialog.textContent()) ?? '';
    const number = /Your application number is (A-[0-9A-Z]{5}-[0-9A-Z]{5})\./.exec(text)?.[1];
    expect(number).toBeDefined();
    expect(await rowsNamed('Nusrat Jahan')).toBe(1);
    // What the provider received: spec §3's groups, the derived fields filled.
    const [body] = sent as Record<string, Record<string, unknown>>[];
    expect(Object.keys(body ?? {})).toEqual([
      'student_user',
      'student_profile',
      'parent_user',
      'parent_profile',
    ]);
    expect(body?.student_profile).toMatchObject({ group: 'general', roll_no: null });
    expect(body?.parent_user).toMatchObject({ name: 'Abdul Karim', phone_number: '01812345678' });
    expect(body?.parent_profile).toMatchObject({
      parent: 'Father',
      relation: 'Father',
      father_name: 'Abdul Karim',
      father_mobile_no: '01812345678',
    });
    await dialog.getByRole('button', { name: 'OK' }).click();
    const receipt = page.getByRole('region', { name: 'Application received' });
    expect(await receipt.textContent()).toContain(number);

    // The number stays on the page, and the page prints only the receipt.
    await page.reload();
    await expect.poll(() => receipt.textContent(), { timeout: 10_000 }).toContain(number);
    await page.emulateMedia({ media: 'print' });
    expect(await receipt.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
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
      'Roll no.': '',
      "Mother's name": 'Salma Begum',
      Photo: `photos/${number}.jpg`,
    });
    const stored = await sharp(join(folder, `photos/${number}.jpg`)).metadata();
    expect(stored.format).toBe('jpeg');
    expect([stored.width, stored.height]).toEqual([600, 450]);
    await rm(folder, { recursive: true, force: true });
    await context.close();
  });

  it('never sends invalid input to the provider: each step says what is wrong on it', async () => {
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
    ]);
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.textContent()).toContain('There is a problem');
    expect(await summary.textContent()).toContain('Enter a real date of birth in the past.');
    expect(await summary.textContent()).toContain('Enter the 17-digit birth registration number.');
    expect(await stepOf(page)).toContain('The student');
    expect(sent).toEqual([]);
    // A phone never scrolls sideways, and the page has no accessibility violations.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    // Check your answers, at 375 px: nothing sideways, axe 0.
    await fillAll(page);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(sent).toEqual([]);
    await context.close();
  });
});
