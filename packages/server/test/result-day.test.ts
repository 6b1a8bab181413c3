import { ApiError } from '@school/api';
import { sheetProblemWords } from '@school/api/contract';
import { createOfficeClient, type OfficeAnswer, type OfficeClient } from '@school/api/office';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeResult, type MarkedPaper, sortedScale } from '../src/results/grading.ts';
import { GRADE_SCALE } from '../src/seed/grading.ts';
import { DIALECTS } from './helpers.ts';
import { officeApp } from './office.ts';

/**
 * Issue 23, "Results from the sheet the school already keeps", through the office's typed client
 * against a real provider on both databases: the marks sheet made from the school's classes,
 * papers and students (read back with exceljs; the CSV with its byte order mark); an upload with
 * every kind of problem, each in words with its row and column, and nothing published; rows
 * marked absent; publication (signed, served, the absent without a result); unpublishing; a
 * re-import that corrects one mark (only that row changes, is signed anew and audited); files
 * that are no marks sheet; the grade scale's and the papers' checks; the result sheet of a class.
 * Answers are kept as a busy provider keeps them (30 s a result): what the office does must show
 * at once all the same.
 */

const YEAR = 3; // the demo's current year (the seed's third)
const EXAM = 3; // Pre-Test Examination: no results yet
const CLASS = 1; // Six (A)
const scale = sortedScale(GRADE_SCALE);

type Preview = OfficeAnswer<'getResultImport'>;
type Rows = string[][];

const csvRows = async (blob: Blob): Promise<Rows> => parse(await blob.text(), { bom: true });
const csvFile = (rows: Rows) => new TextEncoder().encode(`\ufeff${stringify(rows)}`);
const problemsOf = (preview: Preview) => preview.problem_rows.flatMap((r) => r.problems);

/** Marks for a row of Six: every compulsory paper, and Islam and Moral Education. */
function fillRow(header: string[], row: string[], seed: number) {
  header.forEach((heading, column) => {
    if (column < 2) return;
    const max = Number(/\((\d+)/.exec(heading)?.[1]);
    if (heading.includes('optional') && !heading.startsWith('Islam')) row[column] = '';
    else row[column] = String(Math.round(max * (0.35 + ((seed * 7 + column * 11) % 60) / 100)));
  });
}

/** The result the sheet's row must publish, by the grading module itself. */
function expectedResult(header: string[], row: string[], marges: Map<string, number>) {
  const papers: MarkedPaper[] = [];
  header.forEach((heading, column) => {
    if (column < 2 || row[column] === '') return;
    const name = heading.replace(/\s*\(.*\)$/, '');
    const total = Number(/\((\d+)/.exec(heading)?.[1]);
    papers.push({ name, marge: marges.get(name) ?? 0, total, obtained: Number(row[column]) });
  });
  return gradeResult(papers, scale);
}

describe.each(DIALECTS)('result day on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  let client: OfficeClient;
  let api: string;
  let header: string[];
  let rows: Rows;
  let marges: Map<string, number>;
  /** Rows of the first upload set aside (absent), by roll. */
  const absent: number[] = [];

  beforeAll(async () => {
    ctx = await officeApp(dialect, {
      resultCacheMs: 30_000,
      answerCacheMs: 60_000,
      postRateLimit: 100_000,
      siteUrl: 'https://school.example',
    });
    const officer = await ctx.ready('Results Officer', 'results');
    const made = await ctx.call({
      as: officer,
      method: 'POST',
      url: '/office/api/tokens',
      payload: { name: 'result day test' },
    });
    api = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    client = createOfficeClient({ baseURL: api, token: made.json().secret, timeout: 60_000 });
    const papers = await client.getClassPapers(CLASS);
    marges = new Map(papers.papers.map((p) => [p.name, p.subject_marge]));
  });
  afterAll(() => ctx?.close());

  const lookup = (roll: number | string, exam = EXAM) =>
    fetch(`${api}/results/${roll}/${YEAR}/${exam}`);
  const studentsOfClass = () =>
    ctx.db.kysely
      .selectFrom('students')
      .select(['roll_no', 'name'])
      .where('class_id', '=', CLASS)
      .where('admission_year_id', '=', YEAR)
      .orderBy('roll_no')
      .execute();
  const tokens = async () =>
    new Map(
      (
        await ctx.db.kysely
          .selectFrom('results')
          .select(['roll_no', 'token'])
          .where('admission_year_id', '=', YEAR)
          .where('exam_id', '=', EXAM)
          .execute()
      ).map((r) => [Number(r.roll_no), r.token]),
    );
  const audit = async (action: string) =>
    (await ctx.auditRows()).filter((r) => r.action === action);

  it('makes the marks sheet of a class from its papers and students: XLSX, read back', async () => {
    const file = await client.downloadResultTemplate({
      year: YEAR,
      exam: EXAM,
      class: CLASS,
      format: 'xlsx',
    });
    expect(file.name).toMatch(/^Marks - Pre-Test Examination \d{4} - Six \(A\)\.xlsx$/);
    expect(file.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await file.blob.arrayBuffer()) as ExcelJS.Buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Six (A)', 'How to fill in']);
    expect(book.keywords).toBe(`school-results year=${YEAR} exam=${EXAM}`);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    const headings = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headings).toEqual([
      'Roll',
      'Name',
      'Bangla 1st Paper (100)',
      'Bangla 2nd Paper (100)',
      'English 1st Paper (100)',
      'English 2nd Paper (100)',
      'Mathematics (100)',
      'General Science (100)',
      'Bangladesh and Global Studies (100)',
      'Islam and Moral Education (100, optional)',
      'Hindu Religion and Moral Education (100, optional)',
      'Buddhist Religion and Moral Education (100, optional)',
      'Christian Religion and Moral Education (100, optional)',
      'Information and Communication Technology (50)',
      'Physical Education and Health (75)',
    ]);
    const students = await studentsOfClass();
    expect(sheet.rowCount).toBe(students.length + 1);
    for (const [i, s] of students.entries()) {
      expect(sheet.getRow(i + 2).getCell(1).value).toBe(Number(s.roll_no));
      expect(sheet.getRow(i + 2).getCell(2).value).toBe(s.name);
      expect(sheet.getRow(i + 2).getCell(3).value).toBeNull();
    }
    // Excel warns on a mark over the paper's maximum, and still takes AB.
    const rule = (sheet as unknown as { dataValidations: { model: Record<string, unknown> } })
      .dataValidations.model;
    expect(Object.values(rule)[0]).toMatchObject({
      type: 'decimal',
      formulae: [0, 100],
      errorStyle: 'warning',
    });
  });

  it('makes every class’s sheet in one workbook, and a class as CSV (UTF-8 with a BOM)', async () => {
    const all = await client.downloadResultTemplate({ year: YEAR, exam: EXAM, format: 'xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await all.blob.arrayBuffer()) as ExcelJS.Buffer);
    const classes = await ctx.db.kysely.selectFrom('class_configs').select('id').execute();
    expect(book.worksheets).toHaveLength(classes.length + 1);
    expect(book.worksheets.map((s) => s.name)).toContain('XII Humanities (B)');

    const csv = await client.downloadResultTemplate({
      year: YEAR,
      exam: EXAM,
      class: CLASS,
      format: 'csv',
    });
    expect(csv.name).toMatch(/\.csv$/);
    const bytes = new Uint8Array(await csv.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('\r\n');
    [header = [], ...rows] = await csvRows(csv.blob);
    expect(header.slice(0, 3)).toEqual(['Roll', 'Name', 'Bangla 1st Paper (100)']);
    expect(rows).toHaveLength((await studentsOfClass()).length);

    await expect(
      client.downloadResultTemplate({ year: YEAR, exam: EXAM, format: 'csv' }),
    ).rejects.toMatchObject({
      status: 400,
      message:
        'A CSV file holds one class: choose a class, or take the XLSX workbook for every class (a sheet each).',
    });
  });

  let preview: Preview;

  it('reads a filled sheet into a pending preview: every problem in words, with its row and column', async () => {
    for (const [i, row] of rows.entries()) fillRow(header, row, i);
    const math = header.indexOf('Mathematics (100)');
    const english = header.indexOf('English 1st Paper (100)');
    const physics = header.length;
    header.push('Physics (100)');
    const at = (i: number) => rows[i] as string[];
    at(0)[math] = '120';
    at(1)[english] = 'abc';
    at(2)[math] = '';
    at(3)[0] = '999999';
    at(4)[0] = at(5)[0] as string;
    at(6)[physics] = '80';
    at(7).fill('', 2);
    await expect(lookup(at(8)[0] as string).then((r) => r.json())).resolves.toMatchObject({
      code: 'not-published',
    });

    preview = await client.importResults(
      { year: YEAR, exam: EXAM, name: 'six-a.csv' },
      csvFile([header, ...rows]),
    );
    expect(preview).toMatchObject({
      state: 'pending',
      format: 'csv',
      file_name: 'six-a.csv',
      can_publish: false,
      counts: { sheets: 1, rows: rows.length, problems: 7, problem_rows: 7, absent: 0 },
      changes: { corrected: 0, withdrawn: 0 },
    });
    // Row 2 is the sheet's first student (row 1 is its headings).
    const words = problemsOf(preview).map((p) => p.message);
    const mathColumn = String.fromCharCode(65 + math);
    expect(words).toEqual([
      `Row 2, column ${mathColumn} (Mathematics): 120 is more than the paper’s 100 marks.`,
      `Row 3, column E (English 1st Paper): “abc” is not a mark. Write a number from 0 to 100, or AB if the student missed this paper.`,
      `Row 4, column ${mathColumn} (Mathematics): the mark is missing. Write it, write AB if the student missed this paper, or mark the student absent.`,
      `Row 5, column A: roll 999999 is not a student of the year ${preview.year_name}. Check the roll.`,
      `Row 7, column A: roll ${at(5)[0]} is also in row 6. Each student has one row: keep one of the two.`,
      `Row 8, column ${String.fromCharCode(65 + physics)} (Physics): Six (A) does not take Physics. Leave the cell empty, or check the roll.`,
      `Row 9: roll ${at(7)[0]} has no marks at all. Fill them in, or mark the student absent.`,
    ]);
    expect(problemsOf(preview).map((p) => p.kind)).toEqual([
      'over-maximum',
      'not-a-number',
      'missing-mark',
      'unknown-roll',
      'duplicate-roll',
      'not-taken',
      'no-marks',
    ]);
    // The console words them in Bengali from the same facts.
    expect(sheetProblemWords(problemsOf(preview)[0] as never, 'bn')).toBe(
      `সারি ২, কলাম ${mathColumn} (গণিত): ১২০ নম্বর পত্রের পূর্ণমান ১০০-এর বেশি।`,
    );
    const graded = rows.length - 7;
    expect(preview.distribution.reduce((n, d) => n + d.students, 0)).toBe(graded);
    expect(preview.classes).toMatchObject([
      { class_id: CLASS, label: 'Six (A)', students: rows.length - 2 },
    ]);
    // Kept, not published.
    expect(await tokens()).toEqual(new Map());
    expect((await lookup(at(8)[0] as string)).status).toBe(404);
    expect(await audit('upload')).toHaveLength(1);
  });

  it('marks rows absent: their problems no longer stop publishing', async () => {
    // Absent: each student whose every row is set aside (not the unknown roll, not the second
    // row of a roll whose first row stands).
    for (const r of preview.problem_rows) {
      if (r.problems.every((p) => p.kind !== 'unknown-roll' && p.kind !== 'duplicate-roll')) {
        absent.push(r.roll as number);
      }
    }
    expect(absent).toHaveLength(5);
    const marked = preview.problem_rows.map((r) => ({ line: r.line, absent: true }));
    preview = await client.markResultImportRows(preview.id, { rows: marked });
    expect(preview).toMatchObject({ can_publish: true, counts: { problems: 0, absent: 7 } });
    // Their problems stay listed, in words, beside the mark.
    expect(preview.problem_rows.filter((r) => r.absent)).toHaveLength(7);
    await expect(client.getResultImport(preview.id)).resolves.toMatchObject({ can_publish: true });
  });

  it('publishes: every result signed and served with its computed GPA; the absent have none', async () => {
    const published = await client.publishResultImport(preview.id);
    expect(published).toMatchObject({
      state: 'published',
      can_publish: false,
      changes: { new: rows.length - 7 },
    });
    const row = rows[10] as string[];
    const answer = await lookup(row[0] as string);
    expect(answer.status).toBe(200);
    const [result] = (await answer.json()) as { gpa: number; is_pass: boolean; token: string }[];
    const expected = expectedResult(header.slice(0, -1), row, marges);
    expect(result).toMatchObject({
      gpa: expected.gpa,
      is_pass: expected.is_pass,
      obtained_marks: expected.obtained_marks,
    });
    const verified = await fetch(`${api}/result-verification/${result?.token}`);
    expect(await verified.json()).toMatchObject({ status: 'current' });
    // Absent (and the duplicate set aside): no result; the lookup says so as for any roll.
    const missing = await lookup(rows[7]?.[0] as string);
    expect(await missing.json()).toMatchObject({ code: 'roll-not-found' });
    const sheet = await client.getResultSheet({ year: YEAR, exam: EXAM, class: CLASS });
    expect(sheet.students.find((s) => s.roll === Number(rows[7]?.[0]))).toMatchObject({
      state: 'absent',
      gpa: null,
    });
    expect(await audit('publish')).not.toHaveLength(0);
  });

  it('unpublishes and publishes again, audited; the lookup and the card’s code follow', async () => {
    const roll = rows[10]?.[0] as string;
    const [before] = (await (await lookup(roll)).json()) as { token: string }[];
    expect(await client.unpublishResults(YEAR, EXAM)).toMatchObject({
      published: 0,
      hidden: rows.length - 7,
    });
    expect(await (await lookup(roll)).json()).toMatchObject({ code: 'not-published' });
    expect(await (await fetch(`${api}/result-verification/${before?.token}`)).json()).toEqual({
      status: 'withdrawn',
    });
    expect(await client.publishResults(YEAR, EXAM)).toMatchObject({
      hidden: 0,
      published: rows.length - 7,
    });
    const [after] = (await (await lookup(roll)).json()) as { token: string }[];
    expect(after?.token).toBe(before?.token);
    expect((await audit('unpublish')).map((e) => e.entity_id)).toEqual([`${YEAR}/${EXAM}`]);
  });

  it('takes a re-import as a correction: only the row that differs changes, signed anew and audited', async () => {
    const file = await client.downloadResultTemplate({
      year: YEAR,
      exam: EXAM,
      class: CLASS,
      format: 'csv',
      marks: 'published',
    });
    const [head = [], ...all] = await csvRows(file.blob);
    // The two students the first sheet left out (their rolls overwritten) are left out again.
    const filled = all.filter((r) => r.slice(2).some(Boolean) || absent.includes(Number(r[0])));
    expect(filled).toHaveLength(rows.length - 2);
    const math = head.indexOf('Mathematics (100)');
    const target = filled.find((r) => r[0] === rows[10]?.[0]) as string[];
    target[math] = String(Number(target[math]) > 50 ? 20 : 90);
    const before = await tokens();
    const [old] = (await (await lookup(target[0] as string)).json()) as {
      gpa: number;
      token: string;
    }[];

    const correction = await client.importResults(
      { year: YEAR, exam: EXAM, name: 'six-a corrected.csv' },
      csvFile([head, ...filled]),
    );
    // Students recorded absent, with empty rows again, stay absent.
    expect(correction).toMatchObject({
      can_publish: true,
      changes: { new: 0, corrected: 1, unchanged: rows.length - 8, absent: absent.length },
      counts: { absent: absent.length },
    });
    expect(correction.corrections).toMatchObject([
      { roll: Number(target[0]), before: { gpa: old?.gpa }, papers: ['Mathematics'] },
    ]);
    await client.publishResultImport(correction.id);

    const after = await tokens();
    const changed = [...after]
      .filter(([roll, token]) => before.get(roll) !== token)
      .map(([roll]) => roll);
    expect(changed).toEqual([Number(target[0])]);
    // Served at once, though results are kept 30 s: the office forgets what this process kept.
    const [now] = (await (await lookup(target[0] as string)).json()) as {
      gpa: number;
      token: string;
    }[];
    expect(now?.gpa).toBe(expectedResult(head, target, marges).gpa);
    expect(now?.token).not.toBe(old?.token);
    expect(await (await fetch(`${api}/result-verification/${old?.token}`)).json()).toMatchObject({
      status: 'corrected',
      result: { gpa: now?.gpa },
    });
    const [entry] = await audit('correct');
    expect(entry).toMatchObject({ entity: 'results', entity_id: `${target[0]}/${YEAR}/${EXAM}` });
    expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ gpa: old?.gpa });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ gpa: now?.gpa });
    expect(await audit('correct')).toHaveLength(1);
  });

  it('publishes an upload once, though Publish is pressed twice at once', async () => {
    const file = await client.downloadResultTemplate({
      year: YEAR,
      exam: EXAM,
      class: CLASS,
      format: 'csv',
      marks: 'published',
    });
    const [head = [], ...all] = await csvRows(file.blob);
    const filled = all.filter((r) => r.slice(2).some(Boolean) || absent.includes(Number(r[0])));
    const again = await client.importResults(
      { year: YEAR, exam: EXAM },
      csvFile([head, ...filled]),
    );
    expect(again.changes).toMatchObject({ new: 0, corrected: 0, withdrawn: 0 });
    const before = await tokens();
    const outcomes = await Promise.allSettled([
      client.publishResultImport(again.id),
      client.publishResultImport(again.id),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
    // Nothing differed: nothing signed anew.
    expect(await tokens()).toEqual(before);
  });

  it('refuses what is no marks sheet, in words, and names a sheet made for another exam', async () => {
    const refused = async (bytes: Uint8Array) => {
      const error = await client
        .importResults({ year: YEAR, exam: EXAM }, bytes)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    };
    expect(await refused(new TextEncoder().encode('%PDF-1.7\n'))).toMatchObject({
      status: 415,
      message: expect.stringMatching(/^This is a PDF\./),
    });
    expect(await refused(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]))).toMatchObject({
      status: 415,
      message: expect.stringMatching(/old Excel 97–2003 workbook/),
    });
    expect(await refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toMatchObject({
      status: 415,
      message: expect.stringMatching(/picture/),
    });
    expect(await refused(new Uint8Array())).toMatchObject({ status: 400 });

    const other = await client.downloadResultTemplate({
      year: YEAR,
      exam: 4,
      class: CLASS,
      format: 'xlsx',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await other.blob.arrayBuffer()) as ExcelJS.Buffer);
    (book.worksheets[0] as ExcelJS.Worksheet).getCell('C1').value = 'Bangla First (100)';
    const upload = await client.importResults(
      { year: YEAR, exam: EXAM },
      new Uint8Array(await book.xlsx.writeBuffer()),
    );
    expect(upload.sheet_problems.map((p) => p.message)).toEqual([
      `This file was made for Model Test ${upload.year_name}, not for Pre-Test Examination ${upload.year_name}. Choose the exam it is for, or download the template for this one.`,
      'Sheet “Six (A)”, row 1, column C: “Bangla First (100)” is not the name of a paper of any class. Write the heading as the template has it.',
      'Sheet “Six (A)”: there is no column for Bangla 1st Paper, which Six (A) takes. Add the column as the template has it.',
    ]);
    expect(upload.can_publish).toBe(false);
    await expect(client.publishResultImport(upload.id)).rejects.toMatchObject({
      status: 409,
      code: 'problems',
    });
    await expect(client.discardResultImport(upload.id)).resolves.toMatchObject({
      state: 'discarded',
    });
  });

  it('checks the grade scale before saving: gaps, overlaps and marks out of range, in words', async () => {
    const sample = GRADE_SCALE.map((b) => ({ ...b }));
    const refused = async (bands: typeof sample) => {
      const error = (await client.setGradeScale({ bands }).catch((e: unknown) => e)) as ApiError;
      expect(error.status).toBe(400);
      return error.errors;
    };
    // Spec §9's sample as printed: F 0–33 and D 33–39.
    expect(
      await refused(sample.map((b) => (b.grade === 'F' ? { ...b, max_mark: 33 } : b))),
    ).toEqual({
      'bands.5.min_mark': 'Bands F (0–33) and D (33–39) both hold 33: D should start at 34.',
    });
    expect(
      await refused(sample.map((b) => (b.grade === 'C' ? { ...b, min_mark: 42 } : b))),
    ).toEqual({
      'bands.4.min_mark': 'Marks 40 to 41 are in no band: C should start at 40.',
    });
    expect(
      await refused(sample.map((b) => (b.grade === 'A+' ? { ...b, max_mark: 110 } : b))),
    ).toEqual({
      'bands.0.max_mark': 'Marks are whole numbers from 0 to 100.',
    });
    expect(
      await refused(sample.map((b) => (b.grade === 'B' ? { ...b, grade: 'A' } : b))),
    ).toMatchObject({
      'bands.3.grade': 'Two bands are called A: give each its own letter.',
    });
    expect(await refused(sample.map((b) => (b.grade === 'B' ? { ...b, gpa: 4.5 } : b)))).toEqual({
      'bands.2.gpa': 'A- holds more marks than B but gives fewer points (3.50 against 4.50).',
    });
    const grades = await fetch(`${api}/api/grades`).then((r) => r.json());
    const saved = sample.map((b) =>
      b.grade === 'F' ? { ...b, max_mark: 34 } : b.grade === 'D' ? { ...b, min_mark: 35 } : b,
    );
    await expect(client.setGradeScale({ bands: saved })).resolves.toMatchObject({ bands: saved });
    // The public scale follows at once, though the app keeps answers a minute.
    expect(await fetch(`${api}/api/grades`).then((r) => r.json())).not.toEqual(grades);
    expect((await audit('update')).at(-1)).toMatchObject({ entity: 'grades' });
    await client.setGradeScale({ bands: sample });
  });

  it('checks a class’s papers before saving: a pairing key pairs two papers of 100', async () => {
    const { papers } = await client.getClassPapers(CLASS);
    const error = (await client
      .setClassPapers(CLASS, {
        papers: papers.map((p, i) => (i === 0 ? { ...p, subject_marge: 7 } : p)),
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.errors).toMatchObject({
      'papers.1.subject_marge':
        'Pairing key 1 is on 1 paper: a key pairs exactly the two papers of one subject (0 for a paper alone).',
    });
    const renamed = papers.map((p) =>
      p.name === 'Mathematics' ? { ...p, name: 'Mathematics (General)', name_bn: 'সাধারণ গণিত' } : p,
    );
    await expect(client.setClassPapers(CLASS, { papers: renamed })).resolves.toMatchObject({
      changed_by: 'Results Officer',
    });
    const template = await client.downloadResultTemplate({
      year: YEAR,
      exam: EXAM,
      class: CLASS,
      format: 'csv',
    });
    expect((await csvRows(template.blob))[0]).toContain('Mathematics (General) (100)');
    await client.setClassPapers(CLASS, { papers });
  });

  it('shows the result sheet of a class, and gives it as CSV and XLSX', async () => {
    const sheet = await client.getResultSheet({ year: YEAR, exam: EXAM, class: CLASS });
    expect(sheet.students).toHaveLength((await studentsOfClass()).length);
    expect(sheet.verify_url).toBe('https://school.example/verify/');
    expect(sheet.grades.map((g) => g.grade)).toEqual(['A+', 'A', 'A-', 'B', 'C', 'D', 'F']);
    const one = sheet.students.find((s) => s.state === 'published');
    expect(one).toMatchObject({ grade: expect.any(String), token: expect.any(String) });
    expect(one?.subjects_details.length).toBeGreaterThan(9);

    const csv = await client.downloadResultSheet({
      year: YEAR,
      exam: EXAM,
      class: CLASS,
      format: 'csv',
    });
    const [head = [], ...lines] = await csvRows(csv.blob);
    expect(head.slice(-4)).toEqual(['Total', 'GPA', 'Grade', 'Status']);
    const line = lines.find((l) => l[0] === String(one?.roll));
    expect(line?.slice(-3)).toEqual([
      (one?.gpa ?? 0).toFixed(2),
      one?.grade,
      one?.is_pass ? 'Passed' : 'Failed',
    ]);
    expect(lines.find((l) => l[0] === String(absent[0]))?.at(-1)).toBe('Absent');

    const xlsx = await client.downloadResultSheet({
      year: YEAR,
      exam: EXAM,
      class: CLASS,
      format: 'xlsx',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsx.blob.arrayBuffer()) as ExcelJS.Buffer);
    expect((book.worksheets[0] as ExcelJS.Worksheet).rowCount).toBe(sheet.students.length + 1);
  });
});
