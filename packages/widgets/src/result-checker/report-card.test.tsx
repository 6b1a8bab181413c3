import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExamResult, StudentProfile } from '@school/api';
import {
  encodeResultPayload,
  joinResultToken,
  maximumMarks,
  resultKeyId,
  subjectsDigest,
} from '@school/api/result-token';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chromiumText,
  likeness,
  type Mask,
  printedText,
  rasterise,
} from '../../../../tests/text-likeness.ts';
import type { Lang } from '../runtime/i18n.ts';
import { buildCard, type ResultCard } from './card.ts';
import * as fixtures from './fixtures.ts';
import { createReportCard, type ReportCardSchool, reportCardFileName } from './report-card.ts';
import { ResultCardBody } from './result-card.tsx';

const dir = mkdtempSync(join(tmpdir(), 'report-card-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The school's key, as its provider signs a published result (Node's crypto, Ed25519). */
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const kid = resultKeyId(publicKey.export({ format: 'jwk' }).x as string);

/** The token the school's provider sends with a result. */
function tokenFor(result: ExamResult, profile: StudentProfile, issued = '2026-11-26') {
  const payload = encodeResultPayload({
    kid,
    eiin: '132587',
    roll: profile.roll_no,
    yearId: 3,
    examId: 1,
    name: profile.name,
    gpa: result.gpa,
    total: result.obtained_marks,
    max: maximumMarks(result.subjects_details),
    pass: result.is_pass,
    digest: subjectsDigest(result.subjects_details),
    issued,
  });
  return joinResultToken(payload, sign(null, payload, privateKey));
}

function cardOf(result = fixtures.passed, profile = fixtures.profile, signed = false): ResultCard {
  return buildCard({
    query: { roll: String(profile.roll_no), yearId: 3, examId: 1 },
    result: signed ? { ...result, token: tokenFor(result, profile) } : result,
    profile,
    grades: fixtures.grades,
    years: fixtures.years,
    exams: fixtures.exams,
    classes: fixtures.classConfigs,
  });
}

const SCHOOL: ReportCardSchool = {
  name: fixtures.schoolName,
  eiin: fixtures.institute.institute_eiin_no,
  address: fixtures.institute.institute_address,
};
const VERIFY = 'https://shapla.example/verify/';
/** A 40 × 20 px PNG: a green bar, the school's "logo". */
const LOGO = {
  dataUrl:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAAJElEQVR42mPgjrUeEMQwavGoxaMWj1o8avGoxaMWj1o8ciwGAJg9/XCx0LB8AAAAAElFTkSuQmCC',
  width: 40,
  height: 20,
};

interface Printed {
  school?: ReportCardSchool | null;
  lang?: Lang;
  verifyUrl?: string | null;
  logo?: typeof LOGO;
}

/** The PDF file of a card, written to the test's folder. */
async function pdfFile(card: ResultCard, printed: Printed = {}): Promise<string> {
  const doc = await createReportCard({ card, printedOn: new Date(2026, 10, 27), ...printed });
  const file = join(dir, `${printed.lang ?? 'default'}-${reportCardFileName(card)}`);
  writeFileSync(file, new Uint8Array(doc.output('arraybuffer')));
  return file;
}

/** What zbarimg reads off the card's first page printed at 200 dpi; null for no code. */
function scanned(file: string): string | null {
  execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', file, `${file}-scan`]);
  const scan = spawnSync('zbarimg', ['--quiet', '--raw', `${file}-scan-1.png`], {
    encoding: 'utf8',
  });
  return scan.status === 0 ? scan.stdout.trim() : null;
}

/** The PDF as pdftotext reads it, one trimmed line each, runs of spaces as one. */
async function pdfLines(card: ResultCard, printed: Printed = {}): Promise<string[]> {
  const file = await pdfFile(card, printed);
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
  const pairs = (list: Element | undefined) =>
    Object.fromEntries(
      [...(list?.querySelectorAll('dt') ?? [])].map((dt) => [
        squash(dt.textContent),
        squash(dt.nextElementSibling?.textContent),
      ]),
    );
  const [summaryList, infoList] = container.querySelectorAll('dl');
  const summary = pairs(summaryList);
  const details = pairs(infoList);
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
  return { summary, details, rows, foot };
}

describe('PDF report card', () => {
  it('reads back with pdftotext as the card on screen, under the school, with its summary', async () => {
    const card = cardOf(fixtures.passed, fixtures.profile, true);
    const screen = screenOf(card);
    const pdf = await pdfLines(card, { school: SCHOOL, verifyUrl: VERIFY });

    expect(pdf.slice(0, 5)).toEqual([
      'Shapla Model School & College',
      'EIIN: 132587',
      'Plot 7, Road 4, Section 6, Mirpur, Dhaka 1216',
      'Student Result',
      'Half Yearly Examination, academic year 2026',
    ]);
    expect(screen.details).toEqual({
      Name: 'Zannat Chowdhury',
      'Roll No': '110001',
      Class: 'Six (A)',
      Session: '2026',
      Shift: 'Morning',
    });
    expect(pdf.slice(5, 10)).toEqual([
      `Name: ${screen.details.Name}`,
      `Roll: ${screen.details['Roll No']}`,
      `Class: ${screen.details.Class}`,
      `Session: ${screen.details.Session}`,
      `Shift: ${screen.details.Shift}`,
    ]);

    const head = pdf.indexOf('Subject Marks Total Marks Percentage Grade');
    expect(head).toBe(10);
    expect(pdf.slice(head + 1, head + 1 + screen.rows.length)).toEqual(screen.rows);
    expect(screen.rows.slice(0, 3)).toEqual([
      'Bangla 1st Paper 71 100 71 A',
      'Bangla 2nd Paper 68 100 68',
      'English 1st Paper 71 100 71 A-',
    ]);
    expect(screen.rows).toContain('Information and Communication Technology 29 50 58 B');

    // The spec words the status "Status : Passed" on screen and "Status: Passed" in the PDF.
    const foot = head + 1 + screen.rows.length;
    expect(screen.foot).toBe('Total 679 Status : Passed GPA 4.13');
    expect(pdf[foot]).toBe(screen.foot.replace('Status : ', 'Status: '));
    // The figures a reader looks for first, the same as the summary on screen.
    expect(screen.summary).toMatchObject({ GPA: '4.13', Grade: 'A', 'Total marks': '679 of 925' });
    expect(pdf[foot + 1]).toBe('Total marks: 679 of 925 GPA: 4.13 (A) Result: Passed');
  });

  it('carries a QR code of its verification address, printed beneath it, and the days it was published and printed', async () => {
    const card = cardOf(fixtures.passed, fixtures.profile, true);
    const file = await pdfFile(card, { school: SCHOOL, verifyUrl: VERIFY });
    const address = `${VERIFY}${card.token}`;
    expect(scanned(file)).toBe(address);

    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const lines = text.split('\n').map((line) => line.trim());
    const how = lines.indexOf('Scan the code with a phone, or open this address:');
    expect(how).toBeGreaterThan(0);
    expect(lines[how - 1]).toBe('Verify this report card');
    // The address, cut into lines: typed back by someone without a camera, it is the same.
    const typed = lines.slice(how + 1, how + 6).filter((line) => /^[\w:/.-]+$/.test(line));
    expect(typed.join('')).toBe(address);
    expect(lines).toContain('Published by the school on 26 November 2026.');
    expect(lines).toContain('Printed on 27 November 2026.');
  });

  it('names the school in its metadata and shows its logo', async () => {
    const file = await pdfFile(cardOf(), { school: SCHOOL, logo: LOGO });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Author:\s+Shapla Model School & College$/m);
    expect(info).toMatch(/^Creator:\s+Shapla Model School & College$/m);
    expect(info).toMatch(/^Title:\s+Student Result: Zannat Chowdhury$/m);
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    expect(images).toMatch(/^\s+1\s+0 image\s+40\s+20\s/m);
  });

  it('says it cannot be verified online when the provider sent no token, and has no QR code', async () => {
    const card = cardOf();
    const file = await pdfFile(card, { school: SCHOOL, verifyUrl: VERIFY });
    expect(scanned(file)).toBeNull();
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(
      "The school's server did not sign this result, so this report card cannot be verified online.",
    );
    expect(text).not.toContain('Verify this report card');
    // A token that is not one (a provider's mistake) is no better than none.
    const garbled = await pdfLines({ ...card, token: 'not.a-token' }, { verifyUrl: VERIFY });
    expect(garbled.join(' ')).toContain('cannot be verified online');
  });

  it('prints a failed result, and leaves out the parts of the school it does not know', async () => {
    const card = cardOf(fixtures.failed, fixtures.failedProfile);
    const screen = screenOf(card);
    const pdf = await pdfLines(card, { school: { eiin: 'None' } });

    expect(pdf[0]).toBe('Student Result');
    expect(pdf[1]).toBe('Half Yearly Examination, academic year 2026');
    expect(pdf[2]).toBe('Name: Sadman Miah');
    expect(pdf.join(' ')).not.toContain('EIIN');
    expect(screen.foot).toBe('Total 389 Status : Failed GPA 0.00');
    expect(pdf).toContain('Total 389 Status: Failed GPA 0.00');
    expect(pdf).toContain('Total marks: 389 of 925 GPA: 0.00 (F) Result: Failed');
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
    const file = await pdfFile(cardOf(fixtures.passed, fixtures.profile, true), {
      school: SCHOOL,
      verifyUrl: VERIFY,
    });
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

const BENGALI_SCHOOL: ReportCardSchool = {
  name: fixtures.bengaliSchoolName,
  eiin: '132587',
  address: 'প্লট ৭, রোড ৪, সেকশন ৬, মিরপুর, ঢাকা ১২১৬',
};
const VERIFY_BN = 'https://shapla.example/bn/verify/';

function bengaliCard(): ResultCard {
  const result = fixtures.bengaliResult;
  return buildCard({
    query: { roll: String(fixtures.bengaliProfile.roll_no), yearId: 3, examId: 1 },
    result: { ...result, token: tokenFor(result, fixtures.bengaliProfile) },
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
    import('../pdf/bengali-shaper.ts'),
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
    const pdf = await pdfLines(card, { school: BENGALI_SCHOOL, lang: 'bn', verifyUrl: VERIFY_BN });

    expect(screen.details).toEqual({
      নাম: NAME,
      'রোল নং': '১১০০০৭',
      শ্রেণি: 'দশম বিজ্ঞান (ক)',
      // The provider's year name, in Bengali digits.
      সেশন: '২০২৬',
      শিফট: 'প্রভাতী',
      বিভাগ: 'বিজ্ঞান',
    });
    expect(pdf.slice(0, 11)).toEqual([
      'শাপলা মডেল স্কুল অ্যান্ড কলেজ',
      'ইআইআইএন: ১৩২৫৮৭',
      'প্লট ৭, রোড ৪, সেকশন ৬, মিরপুর, ঢাকা ১২১৬',
      'শিক্ষার্থীর ফলাফল',
      'অর্ধবার্ষিক পরীক্ষা, শিক্ষাবর্ষ ২০২৬',
      `নাম: ${NAME}`,
      'রোল: ১১০০০৭',
      'শ্রেণি: দশম বিজ্ঞান (ক)',
      'সেশন: ২০২৬',
      'শিফট: প্রভাতী',
      'বিভাগ: বিজ্ঞান',
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
    expect(pdf).toContain('মোট ৬৭৯ ফলাফল: উত্তীর্ণ জিপিএ ৪.১৩');
    expect(pdf).toContain('মোট নম্বর: ৯২৫-এর মধ্যে ৬৭৯ জিপিএ: ৪.১৩ (A) ফলাফল: উত্তীর্ণ');
    expect(pdf).toContain('এই রিপোর্ট কার্ডটি যাচাই করুন');
    expect(pdf).toContain('প্রতিষ্ঠান ফলাফলটি প্রকাশ করেছে ২৬ নভেম্বর, ২০২৬ তারিখে।');
    expect(pdf).toContain('ছাপা হয়েছে ২৭ নভেম্বর, ২০২৬ তারিখে।');
  });

  it('keeps the space between an English run and the Bengali after it (no kerning drift)', async () => {
    // The provider's exam name in English on a Bengali card: "Half Yearly Examination, শিক্ষাবর্ষ".
    const card = { ...bengaliCard(), examName: 'Half Yearly Examination' };
    const pdf = await pdfLines(card, { school: BENGALI_SCHOOL, lang: 'bn' });
    expect(pdf).toContain('Half Yearly Examination, শিক্ষাবর্ষ ২০২৬');
  });

  it('prints the school’s Bengali twins on a Bengali card, and the spec’s fields where it has none', async () => {
    const sources = {
      query: { roll: '110001', yearId: 3, examId: 1 },
      result: fixtures.passed,
      profile: fixtures.profile,
      grades: fixtures.grades,
      years: fixtures.years,
      exams: fixtures.exams,
      classes: fixtures.classConfigs,
    };
    const pdf = await pdfLines(buildCard(sources, 'bn'), { school: BENGALI_SCHOOL, lang: 'bn' });
    expect(pdf).toContain('অর্ধবার্ষিক পরীক্ষা, শিক্ষাবর্ষ ২০২৬');
    expect(pdf).toContain('নাম: জান্নাত চৌধুরী');
    expect(pdf).toContain('শ্রেণি: ষষ্ঠ শ্রেণি (ক)');
    expect(pdf.some((line) => line.startsWith('বাংলা প্রথম পত্র ৭১ ১০০'))).toBe(true);
    expect(pdf.some((line) => line.startsWith('English 1st Paper ৭১ ১০০'))).toBe(true);
    // The same sources on an English card: the spec's fields.
    const english = await pdfLines(buildCard(sources, 'en'), { school: SCHOOL });
    expect(english).toContain('Name: Zannat Chowdhury');
    expect(english.some((line) => line.startsWith('Bangla 1st Paper 71 100'))).toBe(true);
  });

  it('carries a QR code that leads to the Bengali verification page', async () => {
    const card = bengaliCard();
    const file = await pdfFile(card, { school: BENGALI_SCHOOL, lang: 'bn', verifyUrl: VERIFY_BN });
    expect(scanned(file)).toBe(`${VERIFY_BN}${card.token}`);
  });

  it('is a small, valid PDF that embeds only the Bengali glyphs it draws', async () => {
    const file = await pdfFile(bengaliCard(), {
      school: BENGALI_SCHOOL,
      lang: 'bn',
      verifyUrl: VERIFY_BN,
      logo: LOGO,
    });
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
    const pdf = await pdfLines(card, { school: { name: fixtures.schoolName }, lang: 'en' });
    expect(pdf.slice(0, 4)).toEqual([
      fixtures.schoolName,
      'Student Result',
      'Half Yearly Examination, academic year 2026',
      `Name: ${NAME}`,
    ]);
    expect(pdf).toContain('Roll: 110001');
    expect(pdf).toContain('Total 679 Status: Passed GPA 4.13');
  });

  it('shapes like Chromium: conjuncts, vowel signs before their consonant, reph, marks', async () => {
    const file = await pdfFile(bengaliCard(), { school: BENGALI_SCHOOL, lang: 'bn' });
    // Texts in the regular weight (bold is emboldened with a stroke), at their size in points.
    const samples = [
      { text: NAME, pt: 11 },
      { text: 'বাংলা দ্বিতীয় পত্র', pt: 10 },
      { text: 'পদার্থবিজ্ঞান', pt: 10 },
      { text: 'তথ্য ও যোগাযোগ প্রযুক্তি', pt: 10 },
      { text: 'রসায়ন', pt: 10 },
    ];
    const reference = await chromiumText(
      samples,
      createRequire(import.meta.url).resolve(BENGALI_WOFF),
    );
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
    const files = [...graph.keys()].map((f) => relative(here, f));
    expect(files).toEqual(
      expect.arrayContaining(['result-checker.tsx', 'result-checker.store.ts']),
    );
    // The PDF code (and the card's body) are reached through import() only.
    expect(files).not.toContain('report-card.ts');
    expect(files).not.toContain('result-card.tsx');
    expect(files).not.toContain('../pdf/bengali-pdf.ts');
    expect(files).not.toContain('../pdf/bengali-shaper.ts');
    for (const [file, specifiers] of graph) {
      expect(
        specifiers.filter((s) => /^(jspdf|harfbuzzjs|qrcode)/.test(s)),
        file,
      ).toEqual([]);
    }
    const store = readFileSync(join(here, 'result-checker.store.ts'), 'utf8');
    expect(store).toContain("import('./report-card.ts')");
    const reportCard = readFileSync(join(here, 'report-card.ts'), 'utf8');
    expect(reportCard).toMatch(
      /Promise\.all\(\[\s*import\('jspdf'\),\s*import\('jspdf-autotable'\),\s*import\('qrcode'\),?\s*\]\)/,
    );
    // The shaper, its WebAssembly and the font come only with a card that has Bengali in it.
    expect(reportCard).toContain("import('../pdf/bengali-pdf.ts')");
    expect([...staticGraph(join(here, 'report-card.ts')).keys()]).not.toContain(
      resolve(here, '../pdf/bengali-pdf.ts'),
    );
  });
});
