import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../runtime/i18n.ts';
import { buildCard, type ResultCard } from './card.ts';
import * as fixtures from './fixtures.ts';
import { createReportCard, reportCardFileName } from './report-card.ts';
import { ResultCardBody } from './result-card.tsx';
import { chromiumText, likeness, type Mask, printedText, rasterise } from './text-likeness.ts';

const dir = mkdtempSync(join(tmpdir(), 'report-card-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cardOf(result = fixtures.passed, profile = fixtures.profile): ResultCard {
  return buildCard({
    query: { roll: String(profile.roll_no), yearId: 3, examId: 1 },
    result,
    profile,
    grades: fixtures.grades,
    years: fixtures.years,
    exams: fixtures.exams,
    classes: fixtures.classConfigs,
  });
}

/** The PDF file of a card, written to the test's folder. */
async function pdfFile(card: ResultCard, schoolName?: string, lang?: Lang): Promise<string> {
  const doc = await createReportCard({ card, schoolName, lang });
  const file = join(dir, `${lang ?? 'default'}-${reportCardFileName(card)}`);
  writeFileSync(file, new Uint8Array(doc.output('arraybuffer')));
  return file;
}

/** The PDF as pdftotext reads it, one trimmed line each, runs of spaces as one. */
async function pdfLines(card: ResultCard, schoolName?: string, lang?: Lang): Promise<string[]> {
  const file = await pdfFile(card, schoolName, lang);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const linesOf = (cell: Element) =>
  [...cell.querySelectorAll('span')].map((s) => squash(s.textContent));

/**
 * What the visitor sees on screen, read from the rendered card: the student's details, each
 * table row as the printed lines it becomes (a merged row is two lines, its grade on the
 * first), and the final row.
 */
function screenOf(card: ResultCard, lang: Lang = 'en') {
  const { container, unmount } = render(
    <ResultCardBody card={card} lang={lang} pdf="idle" onDownload={() => {}} />,
  );
  const details = Object.fromEntries(
    [...container.querySelectorAll('dt')].map((dt) => [
      squash(dt.textContent),
      squash(dt.nextElementSibling?.textContent),
    ]),
  );
  const rows = [...container.querySelectorAll('tbody tr')].flatMap((tr) => {
    const [subject, obtained, total, percentage, grade] = [...tr.children];
    const columns = [subject, obtained, total, percentage].map((cell) => linesOf(cell as Element));
    return (columns[0] ?? []).map((_, i) =>
      squash([...columns.map((c) => c[i]), i === 0 ? grade?.textContent : ''].join(' ')),
    );
  });
  const foot = squash(
    [...container.querySelectorAll('tfoot tr > *')].map((c) => c.textContent).join(' '),
  );
  unmount();
  return { details, rows, foot };
}

describe('PDF report card', () => {
  it('reads back with pdftotext exactly as the card on screen, merged rows included', async () => {
    const card = cardOf();
    const screen = screenOf(card);
    const pdf = await pdfLines(card, fixtures.schoolName);

    expect(pdf.slice(0, 2)).toEqual(['Student Result', 'Shapla Model School & College']);
    expect(pdf).toContain(`Name: ${screen.details.Name}`);
    expect(pdf).toContain(`Roll: ${screen.details['Roll No']}`);
    expect(pdf).toContain(`Class: ${screen.details.Class}`);
    expect(pdf).toContain(`Session: ${screen.details.Session}`);
    expect(screen.details).toEqual({
      Name: 'Zannat Chowdhury',
      'Roll No': '110001',
      Class: 'Six (A)',
      Session: '2026',
    });

    const head = pdf.indexOf('Subject Marks Total Marks Percentage Grade');
    expect(head).toBeGreaterThan(0);
    expect(pdf.slice(head + 1, head + 1 + screen.rows.length)).toEqual(screen.rows);
    expect(screen.rows.slice(0, 3)).toEqual([
      'Bangla 1st Paper 71 100 71 A',
      'Bangla 2nd Paper 68 100 68',
      'English 1st Paper 71 100 71 A-',
    ]);
    expect(screen.rows).toContain('Information and Communication Technology 29 50 58 B');

    // The spec words the status "Status : Passed" on screen and "Status: Passed" in the PDF.
    expect(screen.foot).toBe('Total 679 Status : Passed GPA 4.13');
    expect(pdf.at(-1)).toBe(screen.foot.replace('Status : ', 'Status: '));
  });

  it('prints a failed result, and leaves out a school name it does not know', async () => {
    const card = cardOf(fixtures.failed, fixtures.failedProfile);
    const screen = screenOf(card);
    const pdf = await pdfLines(card);

    expect(pdf[0]).toBe('Student Result');
    expect(pdf[1]).toBe('Name: Sadman Miah');
    expect(screen.foot).toBe('Total 389 Status : Failed GPA 0.00');
    expect(pdf.at(-1)).toBe('Total 389 Status: Failed GPA 0.00');
    expect(pdf).toContain('Physical Education and Health 34 75 45.33 C');
  });

  it("shows '—' for a name the provider did not send, on screen and on paper", async () => {
    const card = { ...cardOf(), studentName: null, className: null };
    const screen = screenOf(card);
    const pdf = await pdfLines(card);
    expect(screen.details.Name).toBe('—');
    expect(pdf).toContain('Name: —');
    expect(pdf).toContain('Class: —');
  });

  it('embeds no font and loads no shaper for a card all in Latin letters', async () => {
    const file = await pdfFile(cardOf(), fixtures.schoolName);
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).not.toMatch(/\byes\b/);
    expect(readFileSync(file).includes('NotoSansBengali')).toBe(false);
  });

  it('is saved under the roll number', () => {
    expect(reportCardFileName(cardOf())).toBe('110001.pdf');
  });
});

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The font is fetched from its address, as in a browser; here that address is a path in the
 * repository (what Vite's dev server would serve).
 */
function serveRepositoryFiles() {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    return new Response(readFileSync(path.startsWith('/@fs/') ? path.slice(4) : join(root, path)));
  });
}

function bengaliCard(): ResultCard {
  return buildCard({
    query: { roll: String(fixtures.bengaliProfile.roll_no), yearId: 3, examId: 1 },
    result: fixtures.bengaliResult,
    profile: fixtures.bengaliProfile,
    grades: fixtures.grades,
    years: fixtures.years,
    exams: fixtures.bengaliExams,
    classes: fixtures.bengaliClassConfigs,
  });
}

const NAME = 'মোছাঃ সুমাইয়া আক্তার ক্ষমা';
const BENGALI_WOFF =
  '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff';

/** A text drawn with jsPDF's own `text` in the same font: one glyph per character. */
async function unshaped(text: string, pt: number): Promise<Mask> {
  const [{ jsPDF }, { loadBengaliShaper }] = await Promise.all([
    import('jspdf'),
    import('./bengali-shaper.ts'),
  ]);
  const { truetype } = await loadBengaliShaper();
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.addFileToVFS('bn.ttf', Array.from(truetype, (byte) => String.fromCharCode(byte)).join(''));
  doc.addFont('bn.ttf', 'bn', 'normal', 'Identity-H');
  doc.setFont('bn', 'normal');
  doc.setFontSize(pt);
  doc.text(text, 40, 40);
  const file = join(dir, 'unshaped.pdf');
  writeFileSync(file, new Uint8Array(doc.output('arraybuffer')));
  return rasterise(file, { x: 30, y: 40 - 2 * pt, width: 500, height: 3 * pt });
}

describe('PDF report card in Bengali', () => {
  beforeAll(serveRepositoryFiles);
  afterAll(() => vi.unstubAllGlobals());

  it('reads back as the card on screen: Bengali words, Bengali digits, the provider’s texts as sent', async () => {
    const card = bengaliCard();
    const screen = screenOf(card, 'bn');
    const pdf = await pdfLines(card, fixtures.bengaliSchoolName, 'bn');

    expect(screen.details).toEqual({
      নাম: NAME,
      'রোল নং': '১১০০০৭',
      শ্রেণি: 'দশম বিজ্ঞান (ক)',
      // The provider's year name, as it sends it.
      সেশন: '2026',
    });
    expect(pdf.slice(0, 7)).toEqual([
      'শিক্ষার্থীর ফলাফল',
      'শাপলা মডেল স্কুল অ্যান্ড কলেজ',
      `নাম: ${NAME}`,
      'রোল: ১১০০০৭',
      'শ্রেণি: দশম বিজ্ঞান (ক)',
      'সেশন: 2026',
      'পরীক্ষা: অর্ধবার্ষিক পরীক্ষা',
    ]);
    const head = pdf.indexOf('বিষয় প্রাপ্ত নম্বর পূর্ণমান শতকরা গ্রেড');
    expect(head).toBeGreaterThan(0);
    expect(pdf.slice(head + 1, head + 1 + screen.rows.length)).toEqual(screen.rows);
    expect(screen.rows.slice(0, 2)).toEqual([
      'বাংলা প্রথম পত্র ৭১ ১০০ ৭১ A',
      'বাংলা দ্বিতীয় পত্র ৬৮ ১০০ ৬৮',
    ]);
    expect(screen.rows).toContain('তথ্য ও যোগাযোগ প্রযুক্তি ২৯ ৫০ ৫৮ B');
    expect(screen.foot).toBe('মোট ৬৭৯ ফলাফল : উত্তীর্ণ জিপিএ ৪.১৩');
    expect(pdf.at(-1)).toBe('মোট ৬৭৯ ফলাফল: উত্তীর্ণ জিপিএ ৪.১৩');
  });

  it('is a small, valid PDF that embeds only the Bengali glyphs it draws', async () => {
    const file = await pdfFile(bengaliCard(), fixtures.bengaliSchoolName, 'bn');
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+1$/m);
    // About 20 KB; the whole font alone would be several times that.
    expect(bytes.length).toBeLessThan(48_000);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansBengali\s+CID TrueType\s+Identity-H\s+yes/);
  });

  it('prints a name the provider sent in Bengali on an English card, and English words', async () => {
    const card = { ...cardOf(), studentName: NAME };
    const pdf = await pdfLines(card, fixtures.schoolName, 'en');
    expect(pdf.slice(0, 3)).toEqual(['Student Result', fixtures.schoolName, `Name: ${NAME}`]);
    expect(pdf).toContain('Roll: 110001');
    expect(pdf.at(-1)).toBe('Total 679 Status: Passed GPA 4.13');
  });

  it('shapes like Chromium: conjuncts, vowel signs before their consonant, reph, marks', async () => {
    const file = await pdfFile(bengaliCard(), fixtures.bengaliSchoolName, 'bn');
    // Texts in the regular weight (bold is emboldened with a stroke), at their size in points.
    const samples = [
      { text: NAME, pt: 11 },
      { text: 'অর্ধবার্ষিক পরীক্ষা', pt: 11 },
      { text: 'পদার্থবিজ্ঞান', pt: 10 },
      { text: 'তথ্য ও যোগাযোগ প্রযুক্তি', pt: 10 },
      { text: 'রসায়ন', pt: 10 },
    ];
    const reference = await chromiumText(samples, join(root, 'node_modules', BENGALI_WOFF));
    // Measured here: 0.98 to 1 (Debian's Chromium shapes with the system's older HarfBuzz, so
    // a mark here and there sits a pixel or two apart); 0.94 with the marks left where the
    // glyphs' own metrics put them, as pdf-lib does; 0.54 unshaped.
    for (const [i, { text }] of samples.entries()) {
      expect(likeness(printedText(file, text), reference[i]), text).toBeGreaterThan(0.95);
    }

    // The name drawn unshaped, a glyph per character as jsPDF alone draws it, is far off.
    expect(likeness(await unshaped(NAME, 11), reference[0])).toBeLessThan(0.75);
  }, 60_000);
});

describe('jsPDF loads late', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const staticImport = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm;

  /** Every module the element reaches through static, non-type imports (ours, not packages). */
  function staticGraph(entry: string, seen = new Map<string, string[]>()) {
    if (seen.has(entry)) return seen;
    const source = readFileSync(entry, 'utf8');
    const specifiers = [...source.matchAll(staticImport)].map((m) => m[1] ?? '');
    seen.set(entry, specifiers);
    for (const spec of specifiers) {
      if (spec.startsWith('.') && /\.tsx?$/.test(spec))
        staticGraph(resolve(dirname(entry), spec), seen);
    }
    return seen;
  }

  it('is not imported by anything the element loads up front, only by import() in the PDF path', () => {
    const graph = staticGraph(join(here, 'result-checker.element.ts'));
    const files = [...graph.keys()].map((f) => f.slice(here.length + 1));
    expect(files).toEqual(
      expect.arrayContaining(['result-checker.tsx', 'result-checker.store.ts']),
    );
    // The PDF code (and the card's body) are reached through import() only.
    expect(files).not.toContain('report-card.ts');
    expect(files).not.toContain('result-card.tsx');
    expect(files).not.toContain('bengali-pdf.ts');
    expect(files).not.toContain('bengali-shaper.ts');
    for (const [file, specifiers] of graph) {
      expect(
        specifiers.filter((s) => /^(jspdf|harfbuzzjs)/.test(s)),
        file,
      ).toEqual([]);
    }
    const store = readFileSync(join(here, 'result-checker.store.ts'), 'utf8');
    expect(store).toContain("import('./report-card.ts')");
    const reportCard = readFileSync(join(here, 'report-card.ts'), 'utf8');
    expect(reportCard).toMatch(
      /Promise\.all\(\[\s*import\('jspdf'\),\s*import\('jspdf-autotable'\),?\s*\]\)/,
    );
    // The shaper, its WebAssembly and the font come only with a card that has Bengali in it.
    expect(reportCard).toContain("import('./bengali-pdf.ts')");
    expect([...staticGraph(join(here, 'report-card.ts')).keys()]).not.toContain(
      join(here, 'bengali-pdf.ts'),
    );
  });
});
