import type { SubjectDetail } from '@school/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage, signedResult, startStack, verdictOf } from './harness.ts';

let stack: Awaited<ReturnType<typeof startStack>>;
let school: string;

beforeAll(async () => {
  stack = await startStack();
  const [institute] = (await (await fetch(`${stack.apiBase}/api/institute`)).json()) as {
    institute_name: string;
  }[];
  school = institute?.institute_name ?? '';
  expect(school).not.toBe('');
});
afterAll(() => stack?.stop());

async function open(path: string, { width = 375, providerDown = false } = {}) {
  const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
  // The provider unreachable from the visitor's browser (the site itself is up).
  if (providerDown) await context.route(`${stack.apiBase}/**`, (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await openPage(page, `${stack.siteUrl}${path}`);
  return { context, page, errors, status: response?.status() };
}

/** Each fact the page shows, term → value. */
const facts = (page: Page) =>
  page
    .locator('[part="facts"] dt')
    .evaluateAll((terms) =>
      Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])),
    );

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const bengaliDigits = (text: string) =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

/** One character of the token's payload changed, to another of its alphabet. */
function changed(token: string): string {
  const at = Math.floor(token.indexOf('.') / 2);
  const swap = token[at] === 'Q' ? 'R' : 'Q';
  return `${token.slice(0, at)}${swap}${token.slice(at + 1)}`;
}

describe('the verify page of the built site', () => {
  it('says genuine for a demo report card’s code, in English and Bengali, with its roll and GPA; no sideways scroll, no axe violation', async () => {
    const result = await signedResult(stack.apiBase, 110001);
    for (const lang of ['en', 'bn'] as const) {
      const path = `${lang === 'bn' ? '/bn' : ''}/verify/${result.token}`;
      const { context, page, errors, status } = await open(path);
      expect(status).toBe(200);
      const heading = await verdictOf(page);
      const gpa = result.gpa.toFixed(2);
      if (lang === 'en') {
        expect(heading).toMatch(
          new RegExp(`^Genuine: published by ${school} on \\d{1,2} \\w+ \\d{4}$`),
        );
        expect(await facts(page)).toMatchObject({ 'Roll No.': '110001', GPA: gpa });
        expect(await page.title()).toBe(`Verify a Report Card — ${school}`);
      } else {
        expect(heading).toMatch(/^সঠিক: .+ তারিখে প্রকাশ করেছে$/);
        expect(await facts(page)).toMatchObject({
          'রোল নং': '১১০০০১',
          জিপিএ: bengaliDigits(gpa),
        });
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('রিপোর্ট কার্ড যাচাই');
      }
      // Every subject, the two Bangla papers in one row.
      const bangla = page
        .locator('[part="subjects"] tbody tr')
        .filter({ hasText: 'Bangla 1st Paper' });
      expect(await bangla.textContent()).toContain('Bangla 2nd Paper');
      // The code shown is the one checked.
      expect(await page.locator('textarea').inputValue()).toBe(result.token);
      // A page that shows a student's marks is kept out of search engines.
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 900 });
      expect(await overflow(page), 'at 320 px').toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('says not genuine when one character of the code in the address is changed, and shows none of its figures', async () => {
    const result = await signedResult(stack.apiBase, 110001);
    const { context, page, errors } = await open(`/verify/${changed(result.token)}`, {
      width: 1280,
    });
    expect(await verdictOf(page)).toBe('Not genuine');
    const outcome = page.locator('[part="result"]');
    expect(await outcome.textContent()).toMatch(/changed/);
    expect(await page.locator('[part="facts"]').count()).toBe(0);
    expect(await outcome.textContent()).not.toContain(result.gpa.toFixed(2));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks the signature with the provider unreachable, and says whether it was corrected could not be checked', async () => {
    const result = await signedResult(stack.apiBase, 110001);
    for (const lang of ['en', 'bn'] as const) {
      const path = `${lang === 'bn' ? '/bn' : ''}/verify/${result.token}`;
      const { context, page } = await open(path, { providerDown: true });
      const heading = await verdictOf(page);
      const outcome = (await page.locator('[part="result"]').textContent()) ?? '';
      if (lang === 'en') {
        expect(heading).toMatch(new RegExp(`^Genuine signature of ${school}, published on `));
        expect(outcome).toContain('could not be checked: the school’s server did not answer');
        expect(outcome).toContain('Subject marks are not available without the school’s server.');
        expect(await facts(page)).toMatchObject({
          'Roll No.': '110001',
          GPA: result.gpa.toFixed(2),
          Result: result.is_pass ? 'Passed' : 'Failed',
        });
      } else {
        expect(heading).toMatch(/-এর সঠিক স্বাক্ষর, .+ তারিখে প্রকাশিত$/);
        expect(outcome).toContain('যাচাই করা যায়নি: স্কুলের সার্ভার সাড়া দেয়নি');
        expect(await facts(page)).toMatchObject({ 'রোল নং': '১১০০০১' });
      }
      expect(await page.locator('[part="subjects"]').count()).toBe(0);
      expect(
        await page
          .getByRole('button', { name: lang === 'en' ? 'Check again' : 'আবার যাচাই করুন' })
          .count(),
      ).toBe(1);
      await context.close();
    }
  });

  it('says corrected, with the new figures, for the code of a result the school has corrected since', async () => {
    // Another student's result, so the others' codes stay current.
    const roll = 110002;
    const before = await signedResult(stack.apiBase, roll);
    const row = await stack.db.kysely
      .selectFrom('results')
      .select(['id', 'subjects_details', 'obtained_marks'])
      .where('roll_no', '=', roll)
      .where('admission_year_id', '=', 3)
      .where('exam_id', '=', 1)
      .executeTakeFirstOrThrow();
    const papers = (
      typeof row.subjects_details === 'string'
        ? JSON.parse(row.subjects_details)
        : row.subjects_details
    ) as SubjectDetail[];
    const first = papers[0] as SubjectDetail;
    const mark =
      first.obtained_marks >= first.total_marks
        ? first.obtained_marks - 1
        : first.obtained_marks + 1;
    const corrected = papers.map((paper, i) =>
      i === 0
        ? { ...paper, obtained_marks: mark, percentage: (mark / paper.total_marks) * 100 }
        : paper,
    );
    const total = row.obtained_marks - first.obtained_marks + mark;
    await stack.db.kysely
      .updateTable('results')
      .set({ subjects_details: JSON.stringify(corrected), obtained_marks: total })
      .where('id', '=', row.id)
      .execute();
    // The school publishes the correction (`npm run results -- sign`): signed anew.
    const signed = await stack.publish();
    expect(signed).toMatchObject([{ roll, reason: 'corrected' }]);

    const { context, page, errors } = await open(`/verify/${before.token}`, { width: 1280 });
    expect(await verdictOf(page)).toMatch(/^Corrected on \d{1,2} \w+ \d{4}$/);
    const outcome = (await page.locator('[part="result"]').textContent()) ?? '';
    expect(outcome).toContain('the paper in hand shows older figures');
    expect((await facts(page))['Total marks']).toMatch(new RegExp(`^${total} out of `));
    const firstRow = page.locator('[part="subjects"] tbody tr').first();
    expect(await firstRow.textContent()).toContain(String(mark));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // The new code, as the report card printed now carries it, is the current one.
    const { token } = await stack.db.kysely
      .selectFrom('results')
      .select('token')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(token).not.toBe(before.token);
    await openPage(page, `${stack.siteUrl}/bn/verify/${token}`);
    expect(await verdictOf(page)).toMatch(/^সঠিক: /);
    await context.close();
  });

  it('checks an address typed into the form, reached from the footer, and keeps the page out of the sitemap', async () => {
    const result = await signedResult(stack.apiBase, 110001);
    const { context, page, errors } = await open('/history', { width: 1280 });
    await page.locator('footer').getByRole('link', { name: 'Verify a report card' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/verify');
    const field = page.getByRole('textbox', { name: 'Verification code or address' });
    // As typed off the paper: the address wraps there.
    await field.fill(
      `${stack.siteUrl}/verify/${result.token.slice(0, 70)}\n${result.token.slice(70)}`,
    );
    await page.getByRole('button', { name: 'Verify' }).click();
    expect(await verdictOf(page)).toMatch(/^Genuine: /);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('part'))).toBe('verdict');
    expect(errors).toEqual([]);
    await context.close();

    const html = await (await fetch(`${stack.siteUrl}/verify/${result.token}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const keys = /<meta name="school-result-keys" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const provider = (await (
      await fetch(`${stack.apiBase}/.well-known/result-keys.json`)
    ).json()) as {
      keys: { kid: string }[];
    };
    for (const { kid } of provider.keys) expect(keys).toContain(kid);
    const sitemap = await (await fetch(`${stack.siteUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/verify');
  });
});
