import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cspViolations,
  openPage,
  signedResult,
  startStack,
  verdictOf,
  watchedPage,
} from './harness.ts';
import { chromiumText, likeness, printedText } from './text-likeness.ts';

const run = promisify(execFile);
let stack: Awaited<ReturnType<typeof startStack>>;
let dir: string;

/** A student whose school writes names in Bengali: the card must shape it as browsers do. */
const BENGALI_NAME = 'মোছাঃ সুমাইয়া আক্তার ক্ষমা';
const ROLL = '110001';

beforeAll(async () => {
  // The school writes this student's name in Bengali, in the name itself with no `name_bn`
  // beside it (and signs the result again with it).
  stack = await startStack({
    // The one flow kept in the full browser: the card a parent saves, drawn and downloaded as
    // the browser people run does it (its reference text is drawn there too, text-likeness.ts).
    browser: 'full',
    prepare: async (db) => {
      await db.kysely
        .updateTable('students')
        .set({ name: BENGALI_NAME, name_bn: null })
        .where('roll_no', '=', Number(ROLL))
        .execute();
    },
  });
  dir = await mkdtemp(join(tmpdir(), 'school-cards-'));
});
afterAll(async () => {
  await stack?.stop();
  await rm(dir, { recursive: true, force: true });
});

const visit = (width: number) => watchedPage(stack.browser, width);

const WORDS = {
  en: { card: 'Exam Result', download: 'Download Report Card', title: 'Student Result' },
  bn: {
    card: 'পরীক্ষার ফলাফল',
    download: 'রিপোর্ট কার্ড ডাউনলোড করুন',
    title: 'শিক্ষার্থীর ফলাফল',
  },
} as const;

type Lang = keyof typeof WORDS;
const prefix = (lang: Lang) => (lang === 'bn' ? '/bn' : '');

/** The PDF the visitor saves from `/exam-result` (or `/bn/exam-result`), in Chromium. */
async function downloadCard(lang: Lang): Promise<string> {
  const { context, page } = await visit(1280);
  await openPage(page, `${stack.siteUrl}${prefix(lang)}/exam-result?roll=${ROLL}&year=3&exam=1`);
  await page.getByRole('region', { name: WORDS[lang].card }).waitFor({ timeout: 15_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: WORDS[lang].download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${ROLL}.pdf`);
  const file = join(dir, `${lang}-${ROLL}.pdf`);
  await writeFile(file, await readFile(await download.path()));
  // The page says nothing went wrong, and the site's policy refused nothing on the way.
  expect(await page.getByText(/could not be prepared|তৈরি করা যায়নি/).count()).toBe(0);
  expect(await cspViolations(page)).toEqual([]);
  await context.close();
  return file;
}

/** The address zbarimg reads off the card printed at 200 dpi. */
async function scan(file: string): Promise<string> {
  await run('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', file, `${file}-page`]);
  const { stdout } = await run('zbarimg', ['--quiet', '--raw', `${file}-page-1.png`]);
  return stdout.trim();
}

async function pdfLines(file: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('the report card of the built site, under its own headers', () => {
  it('downloads the English card: it reads back, and its QR code leads to a page that says genuine', async () => {
    const result = await signedResult(stack.apiBase, Number(ROLL));
    const file = await downloadCard('en');
    const lines = await pdfLines(file);
    expect(lines).toContain(WORDS.en.title);
    expect(lines).toContain(`Roll: ${ROLL}`);
    expect(lines.join(' ')).toContain(`GPA: ${result.gpa.toFixed(2)}`);
    expect((await run('pdfinfo', [file])).stdout).toMatch(/^Author:\s+\S/m);

    const address = await scan(file);
    expect(address).toBe(`${stack.siteUrl}/verify/${result.token}`);
    const { context, page } = await visit(1280);
    await openPage(page, address);
    expect(await verdictOf(page)).toMatch(/^Genuine: published by .+ on \d{1,2} \w+ \d{4}$/);
    const text = (await page.locator('[part="result"]').textContent()) ?? '';
    expect(text).toContain(ROLL);
    expect(text).toContain(result.gpa.toFixed(2));
    expect(await cspViolations(page)).toEqual([]);

    // One character changed anywhere in the code: refused.
    const token = address.slice(address.lastIndexOf('/') + 1);
    for (const at of [3, token.indexOf('.') + 5, token.length - 2]) {
      const char = token[at] === 'A' ? 'B' : 'A';
      const changed = `${stack.siteUrl}/verify/${token.slice(0, at)}${char}${token.slice(at + 1)}`;
      await openPage(page, changed);
      expect(await verdictOf(page), changed).toBe('Not genuine');
    }
    await context.close();
  });

  it('downloads the Bengali card: Bengali words, the name shaped as a browser shapes it, and a QR code to the Bengali page', async () => {
    const result = await signedResult(stack.apiBase, Number(ROLL));
    const file = await downloadCard('bn');
    const lines = await pdfLines(file);
    expect(lines).toContain(WORDS.bn.title);
    expect(lines).toContain(`নাম: ${BENGALI_NAME}`);
    expect(lines).toContain('রোল: ১১০০০১');
    expect(lines.join(' ')).toMatch(/জিপিএ: [০-৯]\.[০-৯]{2}/);
    expect(lines.join(' ')).toContain('এই রিপোর্ট কার্ডটি যাচাই করুন');
    // The name as Poppler draws it against the same name as Chromium draws it: shaped.
    // The widgets' own copy of the font, wherever npm put it (hoisted or in the workspace).
    const woff = createRequire(
      join(import.meta.dirname, '../packages/widgets/package.json'),
    ).resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff');
    const [reference] = await chromiumText([{ text: BENGALI_NAME, pt: 11 }], woff);
    expect(likeness(printedText(file, BENGALI_NAME), reference)).toBeGreaterThan(0.95);

    const address = await scan(file);
    expect(address).toBe(`${stack.siteUrl}/bn/verify/${result.token}`);
    const { context, page } = await visit(375);
    await openPage(page, address);
    expect(await verdictOf(page)).toMatch(/^সঠিক: /);
    const text = (await page.locator('[part="result"]').textContent()) ?? '';
    expect(text).toContain('১১০০০১');
    expect(text).toContain(
      result.gpa.toFixed(2).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d),
    );
    await context.close();
  });

  it.each(['en', 'bn'] as const)(
    'shows the %s result on a 375 px phone: GPA and status on screen, nothing sideways',
    async (lang) => {
      const { context, page } = await visit(375);
      await openPage(
        page,
        `${stack.siteUrl}${prefix(lang)}/exam-result?roll=${ROLL}&year=3&exam=1`,
      );
      const card = page.getByRole('region', { name: WORDS[lang].card });
      await card.waitFor({ timeout: 15_000 });
      await card.locator('[data-part="stack"] li').first().waitFor();
      const overflow = await page.evaluate(() => {
        // Every box on screen (not the 1 px ones that hold words for screen readers only).
        const wide = [...document.querySelectorAll('main *')].filter((node) => {
          const box = node.getBoundingClientRect();
          return (
            box.width > 1 &&
            (box.right > innerWidth + 0.5 || node.scrollWidth > node.clientWidth + 1)
          );
        });
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          wide: wide.map((node) => `${node.localName}.${node.className}`),
        };
      });
      expect(overflow).toEqual({ page: 0, wide: [] });
      const summary = card.locator('[data-part="summary"]');
      const gpa = summary.locator('dd').first();
      const status = summary.getByText(lang === 'bn' ? /^(উত্তীর্ণ|অনুত্তীর্ণ)$/ : /^(Passed|Failed)$/);
      for (const tile of [gpa, status]) {
        const box = await tile.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      }
      expect(await gpa.textContent()).toMatch(lang === 'bn' ? /^[০-৯]\.[০-৯]{2}$/ : /^\d\.\d{2}$/);
      expect(await card.locator('table').isVisible()).toBe(false);
      expect(await cspViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
