import { generateKeyPairSync } from 'node:crypto';
import type { SubjectDetail } from '@school/api';
import { parseResultToken } from '@school/api/result-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DialectName } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { signerFor } from '../src/results/signing.ts';
import { type SeedSummary, seed } from '../src/seed/index.ts';
import { DIALECTS, freshDatabase, type TestDatabase } from './helpers.ts';

// A fixed day keeps the expectations stable; the seed moves its dates with it.
const TODAY = new Date(2026, 10, 22);
const TODAY_TEXT = '2026-11-22';
const signer = signerFor(generateKeyPairSync('ed25519').privateKey);

describe.each(DIALECTS)('demo data on %s', (dialect: DialectName) => {
  let database: TestDatabase;
  let db: Db;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    db = await database.open();
    await migrate(db.kysely, dialect);
    const started = performance.now();
    summary = await seed(db.kysely, { today: TODAY, signer });
    console.info(`seed on ${dialect}: ${Math.round(performance.now() - started)} ms`);
  });

  afterAll(async () => {
    await db?.close();
    await database?.cleanup();
  });

  it('holds about 8000 students, each with a roll unique in the year', async () => {
    const students = await db.kysely
      .selectFrom('students')
      .select(['roll_no', 'admission_year_id', 'academic_session_id', 'class_id'])
      .execute();
    expect(students.length).toBeGreaterThanOrEqual(7900);
    expect(students.length).toBeLessThanOrEqual(8100);
    expect(summary.students).toBe(students.length);
    const keys = new Set(students.map((s) => `${s.admission_year_id}/${s.roll_no}`));
    expect(keys.size).toBe(students.length);
    expect(students.every((s) => s.roll_no >= 100000 && s.roll_no <= 999999)).toBe(true);
  });

  it('puts XI and XII in sessions and Six–Ten in the current year only', async () => {
    const rows = await db.kysely
      .selectFrom('students')
      .innerJoin('class_configs', 'class_configs.id', 'students.class_id')
      .innerJoin('admission_years', 'admission_years.id', 'students.admission_year_id')
      .leftJoin('academic_sessions', 'academic_sessions.id', 'students.academic_session_id')
      .select(['class_configs.class_name', 'admission_years.name', 'academic_sessions.start_year'])
      .distinct()
      .execute();
    const byClass = new Map(rows.map((r) => [r.class_name, r]));
    expect([...byClass.keys()].sort()).toEqual(
      ['Eight', 'Nine', 'Seven', 'Six', 'Ten', 'XI', 'XII'].sort(),
    );
    expect(rows.every((r) => r.name === '2026')).toBe(true);
    expect(byClass.get('XI')?.start_year).toBe(2026);
    expect(byClass.get('XII')?.start_year).toBe(2025);
    expect(byClass.get('Six')?.start_year ?? null).toBeNull();
  });

  it('has results for every student in exactly two exams of the current year', async () => {
    const students = await db.kysely.selectFrom('students').select('id').execute();
    const results = await db.kysely
      .selectFrom('results')
      .innerJoin('admission_years', 'admission_years.id', 'results.admission_year_id')
      .select(['student_id', 'exam_id', 'admission_years.name'])
      .execute();
    expect(results.every((r) => r.name === '2026')).toBe(true);
    const exams = new Map<number, Set<number>>();
    for (const r of results)
      exams.set(r.student_id, (exams.get(r.student_id) ?? new Set()).add(r.exam_id));
    expect(students.every((s) => exams.get(s.id)?.size === 2)).toBe(true);
    const examIds = new Set(results.map((r) => r.exam_id));
    expect(examIds.size).toBe(2);
    const allExams = await db.kysely.selectFrom('exams').select('id').execute();
    expect(allExams.length).toBeGreaterThan(2);
  });

  it('grades results the way the report card reads them', async () => {
    const results = await db.kysely
      .selectFrom('results')
      .select(['roll_no', 'is_pass', 'gpa', 'obtained_marks', 'subjects_details'])
      .execute();
    const problems = results.flatMap((r) => {
      const subjects = JSON.parse(r.subjects_details) as SubjectDetail[];
      return resultProblems(subjects, r).map((p) => `roll ${r.roll_no}: ${p}`);
    });
    expect(problems.slice(0, 5)).toEqual([]);
    const failed = results.filter((r) => !r.is_pass).length / results.length;
    // Some students fail, as in any real school, but not many.
    expect(failed).toBeGreaterThan(0.03);
    expect(failed).toBeLessThan(0.12);
  });

  it('publishes every result signed, on the seed’s day, with the student’s own name', async () => {
    const rows = await db.kysely
      .selectFrom('results')
      .innerJoin('students', 'students.id', 'results.student_id')
      .select(['results.token', 'results.roll_no', 'results.gpa', 'students.name'])
      .execute();
    const wrong = rows.filter((r) => {
      const payload = r.token ? parseResultToken(r.token)?.payload : undefined;
      return !(
        payload?.kid === signer.kid &&
        payload.issued === TODAY_TEXT &&
        payload.roll === r.roll_no &&
        payload.name === r.name &&
        payload.gpa === r.gpa &&
        payload.eiin === '132587'
      );
    });
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it('gives every student a date of birth that fits the class', async () => {
    const students = await db.kysely
      .selectFrom('students')
      .innerJoin('class_configs', 'class_configs.id', 'students.class_id')
      .select(['students.dob', 'class_configs.class_name'])
      .execute();
    const turns: Record<string, number> = { Six: 12, Seven: 13, Eight: 14, Nine: 15, Ten: 16 };
    Object.assign(turns, { XI: 17, XII: 18 });
    const ages = new Map<string, Set<number>>();
    for (const s of students) {
      expect(s.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const age = 2026 - Number(s.dob?.slice(0, 4));
      ages.set(s.class_name, (ages.get(s.class_name) ?? new Set()).add(age));
    }
    for (const [name, seen] of ages) {
      const age = turns[name] ?? 0;
      expect([...seen].sort(), name).toEqual([age, age + 1]);
    }
    // Spread over the year, not all on one day.
    expect(new Set(students.map((s) => s.dob?.slice(5))).size).toBeGreaterThan(300);
  });

  it('has a grade scale whose bands cover 0–100 without overlapping', async () => {
    const bands = await db.kysely
      .selectFrom('grades')
      .select(['min_mark', 'max_mark', 'gpa', 'grade'])
      .orderBy('min_mark')
      .execute();
    expect(bands[0]?.min_mark).toBe(0);
    expect(bands.at(-1)?.max_mark).toBe(100);
    bands.slice(1).forEach((band, i) => {
      expect(band.min_mark).toBe((bands[i]?.max_mark ?? Number.NaN) + 1);
    });
    expect(bands.map((b) => b.grade)).toEqual(['F', 'D', 'C', 'B', 'A-', 'A', 'A+']);
  });

  it('has current and expired notices, one of them ending today', async () => {
    const notices = await db.kysely.selectFrom('notices').selectAll().execute();
    const current = notices.filter((n) => n.expire_date >= TODAY_TEXT);
    expect(current.length).toBeGreaterThanOrEqual(6);
    expect(notices.length - current.length).toBeGreaterThan(0);
    expect(notices.some((n) => n.expire_date === TODAY_TEXT)).toBe(true);
    expect(notices.every((n) => n.date < n.expire_date)).toBe(true);
  });

  it('gives every class config documents of every type', async () => {
    const rows = await db.kysely
      .selectFrom('downloads')
      .select(['class_id', 'download_type'])
      .distinct()
      .execute();
    const configs = await db.kysely.selectFrom('class_configs').select('id').execute();
    expect(rows.length).toBe(configs.length * 5);
  });

  it.runIf(dialect === 'sqlite')('is the same on every run', async () => {
    const other = await freshDatabase('sqlite');
    const second = await other.open();
    try {
      await migrate(second.kysely, 'sqlite');
      await seed(second.kysely, { today: TODAY, signer });
      const sample = (d: Db) =>
        d.kysely
          .selectFrom('results')
          .innerJoin('students', 'students.id', 'results.student_id')
          .select([
            'students.name',
            'students.dob',
            'results.roll_no',
            'results.exam_id',
            'subjects_details',
            'token',
          ])
          .where('results.roll_no', 'in', [110001, 420150, 613200, 723100])
          .orderBy('results.roll_no')
          .orderBy('results.exam_id')
          .execute();
      const [a, b] = await Promise.all([sample(db), sample(second)]);
      expect(a).toHaveLength(8);
      expect(b).toEqual(a);
    } finally {
      await second.close();
      await other.cleanup();
    }
  });

  it('uses a primary colour that white text can sit on', async () => {
    const colors = await db.kysely.selectFrom('site_colors').selectAll().executeTakeFirstOrThrow();
    expect(contrastWithWhite(colors.primary_color)).toBeGreaterThanOrEqual(4.5);
  });
});

const POINTS: Record<string, number> = { 'A+': 5, A: 4, 'A-': 3.5, B: 3, C: 2, D: 1, F: 0 };
const letter = (p: number) =>
  p >= 80
    ? 'A+'
    : p >= 70
      ? 'A'
      : p >= 60
        ? 'A-'
        : p >= 50
          ? 'B'
          : p >= 40
            ? 'C'
            : p >= 33
              ? 'D'
              : 'F';

/** What a visitor would find wrong on the report card of one result. */
function resultProblems(
  subjects: SubjectDetail[],
  result: { is_pass: number; gpa: number; obtained_marks: number },
): string[] {
  const problems: string[] = [];
  const papers = (prefix: string) => subjects.filter((s) => s.subject_name.startsWith(prefix));
  const [bangla1, bangla2] = papers('Bangla ');
  const [english1, english2] = papers('English ');
  if (!bangla1?.subject_marge || bangla1.subject_marge !== bangla2?.subject_marge) {
    problems.push('Bangla papers do not share a merge key');
  }
  if (!english1?.subject_marge || english1.subject_marge !== english2?.subject_marge) {
    problems.push('English papers do not share a merge key');
  }
  if (english1?.subject_marge === bangla1?.subject_marge)
    problems.push('Bangla and English merged');
  for (const s of subjects) {
    const paired = / (1st|2nd) Paper$/.test(s.subject_name);
    if (paired === (s.subject_marge === 0)) problems.push(`${s.subject_name} merge key wrong`);
    if (s.percentage !== (s.obtained_marks / s.total_marks) * 100) problems.push('percentage');
  }
  // The site grades a merged pair by the rounded-up average of its two papers.
  const subjectPoints: number[] = [];
  const pairs = new Map<number, SubjectDetail[]>();
  for (const s of subjects) {
    if (s.subject_marge === 0) {
      if (s.grade !== letter(s.percentage)) problems.push(`${s.subject_name} graded ${s.grade}`);
      subjectPoints.push(POINTS[s.grade] ?? Number.NaN);
    } else pairs.set(s.subject_marge, [...(pairs.get(s.subject_marge) ?? []), s]);
  }
  for (const [a, b] of pairs.values()) {
    const expected = letter(Math.ceil(((a?.obtained_marks ?? 0) + (b?.obtained_marks ?? 0)) / 2));
    if (a?.grade !== expected || b?.grade !== expected)
      problems.push(`${a?.subject_name} pair grade`);
    subjectPoints.push(POINTS[expected] ?? Number.NaN);
  }
  const failed = subjectPoints.includes(0);
  if (Boolean(result.is_pass) === failed) problems.push('pass/fail disagrees with the grades');
  const mean = subjectPoints.reduce((x, y) => x + y, 0) / subjectPoints.length;
  const gpa = failed ? 0 : Math.round(mean * 100) / 100;
  if (Math.abs(result.gpa - gpa) > 0.005) problems.push(`gpa ${result.gpa}, expected ${gpa}`);
  if (!failed && (result.gpa < 1 || result.gpa > 5))
    problems.push(`gpa ${result.gpa} out of range`);
  const total = subjects.reduce((sum, s) => sum + s.obtained_marks, 0);
  if (result.obtained_marks !== total) problems.push('obtained marks are not the sum');
  return problems;
}

function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}
