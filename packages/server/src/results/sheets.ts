import type { SubjectDetail } from '@school/api';
import type { OfficeAnswer, SheetFormat } from '@school/api/contract';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { httpError } from '../routes/lib.ts';
import { letterOf } from './grading.ts';
import { type SchoolPaper, templateKeywords } from './marks-sheet.ts';
import { classRows, gradeScale, labelsOf, schoolClasses, yearAndExam } from './result-day.ts';
import { writeWorkbook } from './sheet-files.ts';
import type { Cell, ColumnPlan, SheetPlan } from './sheet-worker.ts';

/**
 * The files result day hands out: the marks sheet to fill in (a template made from the school's
 * own classes, papers and students) and the result sheet of a class, as XLSX or as CSV (UTF-8 with
 * a byte order mark, so that Excel shows Bengali names; Windows line ends).
 */

type Db = Kysely<Database>;

export interface SheetFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The heading of a paper's column, as the upload reads it back (marks-sheet.ts). */
const paperHeading = (paper: SchoolPaper) =>
  `${paper.name} (${paper.total_marks}${paper.optional ? ', optional' : ''})`;

/** A worksheet's name: at most 31 characters, none of `[]:*?/\`, unique in the workbook. */
function sheetName(label: string, taken: Set<string>): string {
  const base =
    label
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Class';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 27)} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

/** A name for a file: the words people know it by, without characters a file system refuses. */
const fileWords = (...parts: string[]) =>
  parts
    .join(' - ')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function csvOf(header: string[], rows: Cell[][]): Buffer {
  const text = stringify([header, ...rows.map((r) => r.map((c) => (c === null ? '' : c)))], {
    record_delimiter: 'windows',
  });
  return Buffer.from(`\ufeff${text}`, 'utf8');
}

const NOTES = [
  'How to fill in this marks sheet',
  '',
  '• Each class has its own sheet: one row per student, the roll first. Do not change the rolls or the heading row; the name is there to help you and is not read back.',
  '• Write each mark under its paper: a number from 0 to the maximum in the heading (decimals allowed, e.g. 32.5).',
  '• A paper marked “optional” is taken by some students only (a religion, an elective): leave it empty for a student who does not take it. Every other paper needs a mark.',
  '• Write AB for a paper the student missed: it counts as 0 marks. A student absent from the whole exam is marked absent in the office after uploading (their row may stay empty).',
  '• Save the file as it is (.xlsx), or as “CSV UTF-8” for one class, and upload it in the office. Nothing is published until you publish it there.',
  '',
  'এই নম্বরপত্র কীভাবে পূরণ করবেন',
  '',
  '• প্রতিটি শ্রেণির নিজস্ব শিট: প্রত্যেক শিক্ষার্থীর একটি সারি, প্রথমে রোল। রোল বা শিরোনামের সারি বদলাবেন না; নাম শুধু আপনার সুবিধার জন্য, আবার পড়া হয় না।',
  '• প্রতিটি নম্বর তার পত্রের নিচে লিখুন: ০ থেকে শিরোনামে লেখা পূর্ণমান পর্যন্ত একটি সংখ্যা (দশমিক চলবে, যেমন ৩২.৫)।',
  '• “optional” লেখা পত্র কিছু শিক্ষার্থীই নেয় (ধর্ম, ঐচ্ছিক বিষয়): যে শিক্ষার্থী নেয় না তার ঘর খালি রাখুন। অন্য সব পত্রে নম্বর লাগবে।',
  '• শিক্ষার্থী কোনো পত্রে অনুপস্থিত থাকলে AB লিখুন: তা ০ নম্বর ধরা হয়। পুরো পরীক্ষায় অনুপস্থিত শিক্ষার্থীকে আপলোডের পর অফিসে অনুপস্থিত চিহ্নিত করুন।',
  '• ফাইলটি যেমন আছে (.xlsx) সেভাবে, বা একটি শ্রেণির জন্য “CSV UTF-8” হিসেবে সেভ করে অফিসে আপলোড করুন। সেখানে প্রকাশ না করা পর্যন্ত কিছুই প্রকাশিত হয় না।',
];

async function studentsOf(db: Db, yearId: number, classIds: number[]) {
  if (!classIds.length) return [];
  return db
    .selectFrom('students')
    .select(['id', 'roll_no', 'name', 'name_bn', 'class_id'])
    .where('admission_year_id', '=', yearId)
    .where('class_id', 'in', classIds)
    .orderBy('roll_no')
    .execute();
}

/** The published results of a year and exam for these students, by roll. */
async function resultsOf(db: Db, yearId: number, examId: number, classIds: number[]) {
  if (!classIds.length) return new Map();
  const rows = await db
    .selectFrom('results as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select([
      'r.roll_no',
      'r.gpa',
      'r.is_pass',
      'r.obtained_marks',
      'r.subjects_details',
      'r.published',
      'r.token',
    ])
    .where('r.admission_year_id', '=', yearId)
    .where('r.exam_id', '=', examId)
    .where('s.class_id', 'in', classIds)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.roll_no),
      { ...r, details: JSON.parse(r.subjects_details) as SubjectDetail[] },
    ]),
  );
}

/** Marks by paper name from a result's papers. */
const marksByName = (details: readonly SubjectDetail[]) =>
  new Map(details.map((d) => [d.subject_name, d.obtained_marks]));

/**
 * The marks sheet for a year and exam: a sheet per class (every class when `classId` is not
 * given; a CSV holds one), a row per student of the class in that year in roll order.
 */
export async function templateFile(
  db: Db,
  query: {
    yearId: number;
    examId: number;
    classId?: number | undefined;
    format: SheetFormat;
    filled: boolean;
  },
): Promise<SheetFile> {
  const { year, exam } = await yearAndExam(db, query.yearId, query.examId);
  if (query.format === 'csv' && query.classId === undefined) {
    throw httpError(
      400,
      'A CSV file holds one class: choose a class, or take the XLSX workbook for every class (a sheet each).',
      {
        code: 'one-class',
      },
    );
  }
  const classes = await schoolClasses(db);
  const chosen =
    query.classId === undefined
      ? [...classes.values()].filter((c) => c.papers.length > 0)
      : [classes.get(query.classId)].filter((c) => c !== undefined);
  if (query.classId !== undefined && !chosen.length)
    throw httpError(404, 'There is no such class. Choose the class from the list.');
  const empty = chosen.find((c) => c.papers.length === 0);
  if (empty || !chosen.length) {
    throw httpError(
      409,
      `${empty ? empty.label : 'No class'} has no papers yet. Set its papers under Papers of the classes first.`,
      {
        code: 'no-papers',
      },
    );
  }
  const ids = chosen.map((c) => c.id);
  const [students, published] = await Promise.all([
    studentsOf(db, query.yearId, ids),
    query.filled ? resultsOf(db, query.yearId, query.examId, ids) : Promise.resolve(new Map()),
  ]);
  const taken = new Set<string>();
  const sheets: SheetPlan[] = chosen.map((klass) => {
    const rows = students
      .filter((s) => s.class_id === klass.id)
      .map((s): Cell[] => {
        const marks = marksByName(published.get(Number(s.roll_no))?.details ?? []);
        return [Number(s.roll_no), s.name, ...klass.papers.map((p) => marks.get(p.name) ?? null)];
      });
    const columns: ColumnPlan[] = [
      { header: 'Roll', width: 10 },
      { header: 'Name', width: 28 },
      ...klass.papers.map((p) => ({ header: paperHeading(p), width: 14, max: p.total_marks })),
    ];
    return { name: sheetName(klass.label, taken), columns, rows, frozenColumns: 2 };
  });
  const single = chosen.length === 1 ? chosen[0]?.label : 'all classes';
  const name = fileWords('Marks', `${exam.name} ${year.name}`, single ?? '');
  if (query.format === 'csv') {
    const [sheet] = sheets as [SheetPlan];
    return {
      name: `${name}.csv`,
      contentType: TYPES.csv,
      bytes: csvOf(
        sheet.columns.map((c) => c.header),
        sheet.rows,
      ),
    };
  }
  const bytes = await writeWorkbook({
    title: `Marks: ${exam.name} ${year.name}`,
    subject: `${exam.name} ${year.name}`,
    keywords: templateKeywords(query.yearId, query.examId),
    creator: 'School office',
    sheets,
    notes: { name: sheetName('How to fill in', taken), lines: NOTES },
  });
  return { name: `${name}.xlsx`, contentType: TYPES.xlsx, bytes };
}

export type ResultSheetAnswer = OfficeAnswer<'getResultSheet'>;

/** The result sheet of a class: every student of the year, their result and its state. */
export async function resultSheet(
  app: FastifyInstance,
  query: { yearId: number; examId: number; classId: number },
): Promise<ResultSheetAnswer> {
  const db = app.db.kysely;
  const { year, exam } = await yearAndExam(db, query.yearId, query.examId);
  const klass = (await classRows(db)).find((c) => c.id === query.classId);
  if (!klass) throw httpError(404, 'There is no such class. Choose the class from the list.');
  const [students, results, absences, scale, institute] = await Promise.all([
    studentsOf(db, query.yearId, [klass.id]),
    resultsOf(db, query.yearId, query.examId, [klass.id]),
    db
      .selectFrom('result_absences')
      .select('roll_no')
      .where('admission_year_id', '=', query.yearId)
      .where('exam_id', '=', query.examId)
      .execute(),
    gradeScale(db),
    db
      .selectFrom('institutes')
      .select([
        'institute_name',
        'institute_name_bn',
        'institute_eiin_no',
        'institute_address',
        'institute_address_bn',
        'institute_logo',
      ])
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const absent = new Set(absences.map((a) => Number(a.roll_no)));
  return {
    year,
    exam: { ...exam, name_bn: exam.name_bn ?? null },
    class: { ...klass, ...labelsOf(klass) },
    students: students.map((s) => {
      const roll = Number(s.roll_no);
      const result = results.get(roll);
      const state = result
        ? Number(result.published)
          ? 'published'
          : 'hidden'
        : absent.has(roll)
          ? 'absent'
          : 'none';
      const passed = result ? Boolean(result.is_pass) : null;
      return {
        student_id: s.id,
        roll,
        name: s.name,
        name_bn: s.name_bn ?? null,
        state,
        gpa: result ? Number(result.gpa) : null,
        grade: result ? letterOf(Number(result.gpa), Boolean(passed), scale) : null,
        is_pass: passed,
        obtained_marks: result ? Number(result.obtained_marks) : null,
        total_marks: result
          ? result.details.reduce((sum: number, d: SubjectDetail) => sum + d.total_marks, 0)
          : null,
        subjects_details: result?.details ?? [],
        token: result?.token ?? null,
      };
    }),
    grades: [...scale],
    school: {
      name: institute?.institute_name ?? '',
      name_bn: institute?.institute_name_bn ?? null,
      eiin: institute?.institute_eiin_no ?? null,
      address: institute?.institute_address ?? null,
      address_bn: institute?.institute_address_bn ?? null,
      logo: institute?.institute_logo ?? null,
    },
    verify_url: app.siteUrl ? new URL('/verify/', app.siteUrl).href : null,
  };
}

const STATUS: Record<ResultSheetAnswer['students'][number]['state'], string> = {
  published: '',
  hidden: ' (unpublished)',
  absent: 'Absent',
  none: 'No result',
};

/** The result sheet of a class as a file: the marks of every paper, total, GPA, grade, status. */
export async function resultSheetFile(
  app: FastifyInstance,
  query: { yearId: number; examId: number; classId: number; format: SheetFormat },
): Promise<SheetFile> {
  const sheet = await resultSheet(app, query);
  const papers = (await schoolClasses(app.db.kysely)).get(query.classId)?.papers ?? [];
  // The class's papers, and any other a published result names (a paper renamed since).
  const names = papers.map((p) => p.name);
  for (const s of sheet.students)
    for (const d of s.subjects_details)
      if (!names.includes(d.subject_name)) names.push(d.subject_name);
  const header = ['Roll', 'Name', ...names, 'Total', 'GPA', 'Grade', 'Status'];
  const rows = sheet.students.map((s): Cell[] => {
    const marks = marksByName(s.subjects_details);
    const status =
      s.is_pass === null ? STATUS[s.state] : `${s.is_pass ? 'Passed' : 'Failed'}${STATUS[s.state]}`;
    return [
      s.roll,
      s.name,
      ...names.map((n) => marks.get(n) ?? null),
      s.obtained_marks,
      s.gpa === null ? null : s.gpa.toFixed(2),
      s.grade,
      status,
    ];
  });
  const name = fileWords('Results', `${sheet.exam.name} ${sheet.year.name}`, sheet.class.label);
  if (query.format === 'csv') {
    return { name: `${name}.csv`, contentType: TYPES.csv, bytes: csvOf(header, rows) };
  }
  const bytes = await writeWorkbook({
    title: `Results: ${sheet.exam.name} ${sheet.year.name}, ${sheet.class.label}`,
    subject: `${sheet.exam.name} ${sheet.year.name}`,
    keywords: 'school-results result-sheet',
    creator: 'School office',
    sheets: [
      {
        name: sheetName(sheet.class.label, new Set()),
        columns: header.map((h, i) => ({ header: h, width: i === 1 ? 28 : i < 2 ? 10 : 12 })),
        rows,
        frozenColumns: 2,
      },
    ],
  });
  return { name: `${name}.xlsx`, contentType: TYPES.xlsx, bytes };
}
