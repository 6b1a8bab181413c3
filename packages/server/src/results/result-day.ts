import { classLabel, type SubjectDetail } from '@school/api';
import type { OfficeAnswer } from '@school/api/contract';
import { sheetProblemWords } from '@school/api/contract';
import { sameFigures } from '@school/api/result-token';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { forgetAnswers } from '../contract.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, audited } from '../office/audit.ts';
import { httpError } from '../routes/lib.ts';
import { forgetResultRefusals } from '../routes/result-refusals.ts';
import { sortedScale } from './grading.ts';
import {
  changedPapers,
  distribution,
  type Examined,
  examineSheet,
  type Line,
  nextTurn,
  openProblems,
  type School,
  type SchoolClass,
  type SchoolStudent,
} from './marks-sheet.ts';
import { tokenEiin } from './publish.ts';
import type { ReadBook } from './sheet-worker.ts';
import { dhakaDay, figuresOf } from './signing.ts';

/**
 * Result day's work with the database (issue 23): the school a sheet is read against, an upload
 * kept pending with its preview, its publication (a correction where a result is out already),
 * and a year and exam's results unpublished and published again. Every change is written with its
 * audit entry in the same transaction, in transactions of bounded size, so that result lookups
 * keep being answered while thousands of results are written.
 */

type Db = Kysely<Database>;
type Tx = Transaction<Database>;
export type ResultImportAnswer = OfficeAnswer<'getResultImport'>;

/** Rows written per transaction: a lookup waits for one batch at most. */
const BATCH = 250;
/** Rows of a preview's problems and corrections listed. */
const LISTED_ROWS = 500;
const LISTED_CORRECTIONS = 200;

const refuse = httpError;

export interface ClassRow {
  id: number;
  class_name: string;
  class_name_bn: string | null;
  group_name: string | null;
  group_name_bn: string | null;
  section_name: string | null;
  section_name_bn: string | null;
  shift_name: string | null;
  shift_name_bn: string | null;
}

/** "XI Science (A)" and its Bengali twin, as the result card names a class. */
export function labelsOf(c: ClassRow) {
  const label = classLabel(c) ?? c.class_name;
  const label_bn = c.class_name_bn
    ? classLabel({
        class_name: c.class_name_bn,
        group_name: c.group_name_bn ?? c.group_name,
        section_name: c.section_name_bn ?? c.section_name,
      })
    : null;
  return { label, label_bn };
}

export async function classRows(db: Db): Promise<ClassRow[]> {
  return db
    .selectFrom('class_configs')
    .select([
      'id',
      'class_name',
      'class_name_bn',
      'group_name',
      'group_name_bn',
      'section_name',
      'section_name_bn',
      'shift_name',
      'shift_name_bn',
    ])
    .orderBy('id')
    .execute();
}

/** The school's classes with their papers, in order. */
export async function schoolClasses(db: Db): Promise<Map<number, SchoolClass>> {
  const [configs, papers] = await Promise.all([
    classRows(db),
    db.selectFrom('class_papers').selectAll().orderBy('class_id').orderBy('position').execute(),
  ]);
  const classes = new Map<number, SchoolClass>();
  for (const c of configs) {
    classes.set(c.id, {
      id: c.id,
      ...labelsOf(c),
      group: c.group_name,
      group_bn: c.group_name_bn,
      papers: [],
    });
  }
  for (const p of papers) {
    classes.get(p.class_id)?.papers.push({
      name: p.name,
      name_bn: p.name_bn,
      total_marks: Number(p.total_marks),
      subject_marge: Number(p.subject_marge),
      optional: Boolean(p.optional),
    });
  }
  return classes;
}

export async function gradeScale(db: Db) {
  const bands = await db
    .selectFrom('grades')
    .select(['grade', 'min_mark', 'max_mark', 'gpa'])
    .execute();
  return sortedScale(
    bands.map((b) => ({
      grade: b.grade ?? '',
      min_mark: Number(b.min_mark),
      max_mark: Number(b.max_mark),
      gpa: Number(b.gpa),
    })),
  );
}

/** The year and exam by id, or a 404 that says which is missing. */
export async function yearAndExam(db: Db, yearId: number, examId: number) {
  const [year, exam] = await Promise.all([
    db
      .selectFrom('admission_years')
      .select(['id', 'name'])
      .where('id', '=', yearId)
      .executeTakeFirst(),
    db
      .selectFrom('exams')
      .select(['id', 'name', 'name_bn'])
      .where('id', '=', examId)
      .executeTakeFirst(),
  ]);
  if (!year) throw refuse(404, 'There is no such academic year. Choose the year from the list.');
  if (!exam) throw refuse(404, 'There is no such exam. Choose the exam from the list.');
  return { year, exam };
}

/** Rows read per query: each is a few milliseconds of SQLite, which answers lookups in between. */
const PAGE = 1000;

/** The students of a year, a page at a time. */
async function studentsOfYear(db: Db, yearId: number) {
  const all: {
    id: number;
    roll_no: number;
    name: string;
    name_bn: string | null;
    class_id: number;
  }[] = [];
  for (let after = 0; ; ) {
    const page = await db
      .selectFrom('students')
      .select(['id', 'roll_no', 'name', 'name_bn', 'class_id'])
      .where('admission_year_id', '=', yearId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    all.push(...page.map((s) => ({ ...s, name_bn: s.name_bn ?? null })));
    const last = page.at(-1);
    if (!last || page.length < PAGE) return all;
    after = last.id;
    await nextTurn();
  }
}

/** The school as one year and exam's sheet is read against it. */
async function loadSchool(db: Db, yearId: number, examId: number): Promise<School> {
  const { year, exam } = await yearAndExam(db, yearId, examId);
  const [exams, years, students, classes, scale] = await Promise.all([
    db.selectFrom('exams').select(['id', 'name']).execute(),
    db.selectFrom('admission_years').select(['id', 'name']).execute(),
    studentsOfYear(db, yearId),
    schoolClasses(db),
    gradeScale(db),
  ]);
  if (!scale.length) {
    throw refuse(
      409,
      'The school has no grade scale yet. Set it under Grade scale, then upload again.',
    );
  }
  return {
    year,
    exam,
    examNames: new Map(exams.map((e) => [e.id, e.name])),
    yearNames: new Map(years.map((y) => [y.id, y.name])),
    students: new Map(
      students.map((s) => [
        Number(s.roll_no),
        {
          id: s.id,
          roll: Number(s.roll_no),
          name: s.name,
          name_bn: s.name_bn ?? null,
          class_id: s.class_id,
        },
      ]),
    ),
    classes,
    scale,
  };
}

interface Published {
  id: number;
  roll_no: number;
  student_id: number;
  gpa: number;
  is_pass: number;
  obtained_marks: number;
  subjects_details: string;
  published: number;
  token: string | null;
}

/** The results of a year and exam already written, by roll. */
async function publishedResults(db: Db, yearId: number, examId: number, rolls: readonly number[]) {
  const found = new Map<number, Published>();
  // By the rolls of the sheet, a page at a time: a result's row is a kilobyte or two of text.
  const page = PAGE / 10;
  for (let i = 0; i < rolls.length; i += page) {
    const rows = await db
      .selectFrom('results')
      .select([
        'id',
        'roll_no',
        'student_id',
        'gpa',
        'is_pass',
        'obtained_marks',
        'subjects_details',
        'published',
        'token',
      ])
      .where('roll_no', 'in', rolls.slice(i, i + page))
      .where('admission_year_id', '=', yearId)
      .where('exam_id', '=', examId)
      .execute();
    for (const r of rows) found.set(Number(r.roll_no), r as Published);
    await nextTurn();
  }
  return found;
}

/** What publishing a sheet does to each student. */
type Plan = { student: SchoolStudent; before: Published | undefined } & (
  | { kind: 'new' | 'corrected' | 'refreshed' | 'unchanged'; line: Line }
  | { kind: 'withdrawn' | 'absent'; line: null }
);

async function planOf(
  examined: Examined,
  existing: Map<number, Published>,
  eiin: string,
): Promise<Map<number, Plan>> {
  const plans = new Map<number, Plan>();
  let n = 0;
  for (const [roll, { student, line }] of examined.students) {
    if (++n % 500 === 0) await nextTurn();
    const before = existing.get(roll);
    if (!line) {
      plans.set(roll, { kind: before ? 'withdrawn' : 'absent', line: null, before, student });
      continue;
    }
    const result = line.result;
    if (!result) continue;
    if (!before) {
      plans.set(roll, { kind: 'new', line, before, student });
      continue;
    }
    const details = JSON.stringify(result.subjects_details);
    const same =
      details === before.subjects_details &&
      Number(before.gpa) === result.gpa &&
      Boolean(before.is_pass) === result.is_pass &&
      Number(before.obtained_marks) === result.obtained_marks &&
      before.student_id === student.id;
    if (same) {
      plans.set(roll, { kind: 'unchanged', line, before, student });
      continue;
    }
    const now = figuresOf(
      { ...before, admission_year_id: 0, exam_id: 0, name: student.name },
      eiin,
    );
    const then = figuresOf(
      {
        ...result,
        roll_no: roll,
        admission_year_id: 0,
        exam_id: 0,
        is_pass: result.is_pass,
        name: student.name,
      },
      eiin,
    );
    // The same figures in other words (a Bengali twin, the order of a JSON object): no new signature.
    const kind = sameFigures({ ...now, kid: '', issued: '' }, { ...then, kid: '', issued: '' })
      ? 'refreshed'
      : 'corrected';
    plans.set(roll, { kind, line, before, student });
  }
  return plans;
}

const summary = (r: { gpa: number; is_pass: number | boolean; obtained_marks: number }) => ({
  gpa: Number(r.gpa),
  is_pass: Boolean(r.is_pass),
  obtained_marks: Number(r.obtained_marks),
});

interface ImportRow {
  id: number;
  admission_year_id: number;
  exam_id: number;
  file_name: string;
  format: 'xlsx' | 'csv';
  state: 'pending' | 'published' | 'discarded';
  sheet: string;
  absent: string;
  row_count: number;
  outcome: string | null;
  uploaded_at: string;
  uploaded_by: string;
  published_at: string | null;
  published_by: string | null;
}

type Changes = ResultImportAnswer['changes'];

/** The preview of an upload as it stands: read again against the school as it is now. */
export async function previewOf(db: Db, row: ImportRow) {
  const school = await loadSchool(db, row.admission_year_id, row.exam_id);
  const book = JSON.parse(row.sheet) as ReadBook;
  const absent = new Set(JSON.parse(row.absent) as number[]);
  return previewWith(db, row, school, await examineSheet(book, school, absent));
}

/** The preview of an upload from its sheet as read against the school. */
async function previewWith(
  db: Db,
  row: ImportRow,
  school: School,
  examined: Examined,
): Promise<{ answer: ResultImportAnswer; examined: Examined; plans: Map<number, Plan> }> {
  const rolls = [...examined.students.keys()];
  const existing = await publishedResults(db, row.admission_year_id, row.exam_id, rolls);
  const eiin = await schoolEiin(db);
  const plans = await planOf(examined, existing, eiin);
  const problems = openProblems(examined);
  const count = (kind: Plan['kind']) => [...plans.values()].filter((p) => p.kind === kind).length;
  const changes: Changes = row.outcome
    ? (JSON.parse(row.outcome) as Changes)
    : {
        new: count('new'),
        corrected: count('corrected'),
        unchanged: count('unchanged') + count('refreshed'),
        absent: count('absent'),
        withdrawn: count('withdrawn'),
      };
  const graded = examined.lines.filter((l) => !l.absent && l.result);
  const classes = new Map<
    number,
    { students: number; passed: number; failed: number; absent: number }
  >();
  for (const { student, line } of examined.students.values()) {
    const tally = classes.get(student.class_id) ?? { students: 0, passed: 0, failed: 0, absent: 0 };
    classes.set(student.class_id, tally);
    tally.students += 1;
    if (!line) tally.absent += 1;
    else if (line.result?.is_pass) tally.passed += 1;
    else if (line.result) tally.failed += 1;
  }
  const problemRows = examined.lines.filter((l) => l.problems.length > 0 || l.absent);
  const words = (p: Line['problems'][number]) => ({ ...p, message: sheetProblemWords(p, 'en') });
  const corrections = [...plans.entries()]
    .filter(([, plan]) => plan.kind === 'corrected' || plan.kind === 'withdrawn')
    .slice(0, LISTED_CORRECTIONS)
    .map(([roll, plan]) => {
      const student = school.students.get(roll);
      const klass = student ? school.classes.get(student.class_id) : undefined;
      const after = plan.line?.result ?? null;
      const before = plan.before ?? null;
      return {
        roll,
        name: student?.name ?? null,
        name_bn: student?.name_bn ?? null,
        class: klass?.label ?? null,
        before: before ? summary(before) : null,
        after: after ? summary(after) : null,
        papers: changedPapers(
          before ? (JSON.parse(before.subjects_details) as SubjectDetail[]) : [],
          after?.subjects_details ?? [],
        ),
      };
    });
  const answer: ResultImportAnswer = {
    id: row.id,
    year_id: school.year.id,
    year_name: school.year.name,
    exam_id: school.exam.id,
    exam_name: school.exam.name,
    exam_name_bn: school.exam.name_bn ?? null,
    file_name: row.file_name,
    format: row.format,
    state: row.state,
    uploaded_at: row.uploaded_at,
    uploaded_by: row.uploaded_by,
    published_at: row.published_at,
    published_by: row.published_by,
    counts: {
      sheets: examined.sheets,
      rows: examined.lines.length,
      students: examined.students.size,
      papers: examined.papers,
      marks: examined.marks,
      absent: examined.lines.filter((l) => l.absent).length,
      problems,
      problem_rows: examined.lines.filter((l) => !l.absent && l.problems.length > 0).length,
    },
    changes,
    corrections,
    distribution: distribution(
      graded.map((l) => l.result).filter((r) => r !== null),
      school.scale,
    ),
    classes: [...classes.entries()].map(([id, tally]) => {
      const klass = school.classes.get(id);
      const sat = tally.passed + tally.failed;
      return {
        class_id: id,
        label: klass?.label ?? String(id),
        label_bn: klass?.label_bn ?? null,
        group: klass?.group ?? null,
        group_bn: klass?.group_bn ?? null,
        ...tally,
        pass_rate: sat ? Math.round((tally.passed / sat) * 1000) / 10 : null,
      };
    }),
    sheet_problems: examined.fileProblems.map(words),
    problem_rows: problemRows.slice(0, LISTED_ROWS).map((l) => ({
      line: l.line,
      sheet: l.sheet,
      row: l.row,
      roll: l.roll,
      name: l.student?.name ?? null,
      name_bn: l.student?.name_bn ?? null,
      class: l.student ? (school.classes.get(l.student.class_id)?.label ?? null) : null,
      absent: l.absent,
      problems: l.problems.map(words),
    })),
    can_publish: row.state === 'pending' && problems === 0 && examined.students.size > 0,
  };
  return { answer, examined, plans };
}

async function schoolEiin(db: Db): Promise<string> {
  const row = await db
    .selectFrom('institutes')
    .select('institute_eiin_no')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return tokenEiin(row?.institute_eiin_no);
}

export async function importRow(db: Db, id: number): Promise<ImportRow> {
  const row = await db
    .selectFrom('result_imports')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row)
    throw refuse(
      404,
      'There is no such upload: it may have been discarded. Upload the sheet again.',
    );
  return row as ImportRow;
}

/** Keeps an uploaded sheet as a pending upload, and answers its preview. */
export async function createImport(
  app: FastifyInstance,
  actor: Actor,
  input: {
    yearId: number;
    examId: number;
    fileName: string;
    book: ReadBook & { format: 'xlsx' | 'csv' };
  },
): Promise<ResultImportAnswer> {
  const db = app.db.kysely;
  // Checked before anything is kept: a year or exam that does not exist, no grade scale.
  const school = await loadSchool(db, input.yearId, input.examId);
  let examined = await examineSheet(input.book, school, new Set());
  // A student recorded absent from this exam whose row is empty again (the sheet of a
  // correction) is absent still: marked so already, which the officer may take back.
  const recorded = new Set(
    (
      await db
        .selectFrom('result_absences')
        .select('roll_no')
        .where('admission_year_id', '=', input.yearId)
        .where('exam_id', '=', input.examId)
        .execute()
    ).map((a) => Number(a.roll_no)),
  );
  const absent = examined.lines
    .filter((l) => l.roll !== null && recorded.has(l.roll))
    .filter((l) => l.problems.length === 1 && l.problems[0]?.kind === 'no-marks')
    .map((l) => l.line);
  if (absent.length) examined = await examineSheet(input.book, school, new Set(absent));
  const sheet = JSON.stringify({ tables: input.book.tables, keywords: input.book.keywords });
  const row = await db.transaction().execute(async (tx) => {
    const made = await tx
      .insertInto('result_imports')
      .values({
        admission_year_id: input.yearId,
        exam_id: input.examId,
        file_name: input.fileName,
        format: input.book.format,
        state: 'pending',
        sheet,
        absent: JSON.stringify(absent),
        row_count: examined.lines.length,
        problem_count: openProblems(examined),
        outcome: null,
        uploaded_at: actor.at,
        uploaded_by: actor.name,
        published_at: null,
        published_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audited(tx, actor, {
      action: 'upload',
      entity: 'result_imports',
      entityId: made.id,
      after: {
        year: school.year.name,
        exam: school.exam.name,
        file: input.fileName,
        rows: examined.lines.length,
        problems: openProblems(examined),
      },
    });
    return made as ImportRow;
  });
  return (await previewWith(db, row, school, examined)).answer;
}

/** Marks rows of a pending upload absent, or takes it back. */
export async function markRows(
  app: FastifyInstance,
  actor: Actor,
  id: number,
  rows: readonly { line: number; absent: boolean }[],
): Promise<ResultImportAnswer> {
  const db = app.db.kysely;
  await db.transaction().execute(async (tx) => {
    const row = await importRow(tx, id);
    if (row.state !== 'pending')
      throw refuse(409, 'This upload is no longer pending: upload the sheet again to change it.');
    const lines = new Set(JSON.parse(row.absent) as number[]);
    const total = row.row_count;
    for (const { line, absent } of rows) {
      if (line >= total)
        throw refuse(400, `The upload has ${total} rows: there is no row ${line + 1}.`);
      if (absent) lines.add(line);
      else lines.delete(line);
    }
    const absent = [...lines].sort((a, b) => a - b);
    await tx
      .updateTable('result_imports')
      .set({ absent: JSON.stringify(absent) })
      .where('id', '=', id)
      .execute();
    await audited(tx, actor, {
      action: 'mark-absent',
      entity: 'result_imports',
      entityId: id,
      before: { absent: JSON.parse(row.absent) },
      after: { absent },
    });
  });
  const preview = await previewOf(db, await importRow(db, id));
  await db
    .updateTable('result_imports')
    .set({ problem_count: preview.answer.counts.problems })
    .where('id', '=', id)
    .execute();
  return preview.answer;
}

export async function discardImport(app: FastifyInstance, actor: Actor, id: number) {
  const db = app.db.kysely;
  await db.transaction().execute(async (tx) => {
    const row = await importRow(tx, id);
    if (row.state !== 'pending')
      throw refuse(409, 'Only a pending upload can be discarded: this one is not.');
    await tx
      .updateTable('result_imports')
      .set({ state: 'discarded' })
      .where('id', '=', id)
      .execute();
    await audited(tx, actor, {
      action: 'discard',
      entity: 'result_imports',
      entityId: id,
      before: { state: 'pending' },
      after: { state: 'discarded' },
    });
  });
  return (await previewOf(db, await importRow(db, id))).answer;
}

/** This process's kept public answers and result refusals forgotten: the lookup answers anew. */
function forgetKept(app: FastifyInstance) {
  forgetAnswers(app);
  forgetResultRefusals(app);
}

/**
 * Publishes a pending upload with no problem left: new results inserted and signed, results that
 * differ corrected (signed anew, each with its audit entry), students marked absent recorded (and
 * a result of theirs withdrawn), unchanged ones left as they are (but shown again if their set
 * was unpublished). In batches: should the provider stop halfway, publishing again finishes it.
 */
export async function publishImport(
  app: FastifyInstance,
  actor: Actor,
  id: number,
): Promise<ResultImportAnswer> {
  // A second press of Publish while the first is at work is told so, not run twice.
  const busy = publishing.get(app.server) ?? new Set<number>();
  publishing.set(app.server, busy);
  if (busy.has(id)) throw refuse(409, 'This upload is being published already. Wait a moment.');
  busy.add(id);
  try {
    return await publish(app, actor, id);
  } finally {
    busy.delete(id);
  }
}

/** Uploads being published, by app: one publication of an upload at a time. */
const publishing = new WeakMap<object, Set<number>>();

async function publish(
  app: FastifyInstance,
  actor: Actor,
  id: number,
): Promise<ResultImportAnswer> {
  const db = app.db.kysely;
  const row = await importRow(db, id);
  if (row.state !== 'pending')
    throw refuse(
      409,
      'This upload was published or discarded already. Upload the sheet again to publish it.',
    );
  const { answer, examined, plans } = await previewOf(db, row);
  if (answer.counts.problems > 0) {
    const n = answer.counts.problems;
    throw refuse(
      409,
      `${n} problem${n === 1 ? '' : 's'} in the sheet still stop${n === 1 ? 's' : ''} it being published. Correct the sheet and upload it again, or mark those rows absent.`,
      { code: 'problems' },
    );
  }
  if (examined.students.size === 0)
    throw refuse(409, 'The sheet has no student’s row: there is nothing to publish.');
  const yearId = row.admission_year_id;
  const examId = row.exam_id;
  const signer = await app.resultSigner();
  const eiin = await schoolEiin(db);
  const issued = dhakaDay(new Date(app.now()));
  const signing = [...plans.entries()].filter(
    ([, p]) => p.kind === 'new' || p.kind === 'corrected',
  ) as [number, Plan & { line: Line }][];
  // What each token says, a slice at a time (a digest of every result's papers), then signed on
  // libuv's threads.
  const due: { figures: ReturnType<typeof figuresOf>; issued: string }[] = [];
  for (const [i, [roll, plan]] of signing.entries()) {
    if (i % 500 === 499) await nextTurn();
    const result = plan.line.result as NonNullable<Line['result']>;
    const row = { ...result, roll_no: roll, admission_year_id: yearId, exam_id: examId };
    due.push({ figures: figuresOf({ ...row, name: plan.student.name }, eiin), issued });
  }
  const tokens = await signer.sign(due);
  const tokenOf = new Map(signing.map(([roll], i) => [roll, tokens[i] ?? null]));
  const entries = [...plans.entries()];
  const set = `${yearId}/${examId}`;
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = entries.slice(i, i + BATCH);
    await db
      .transaction()
      .execute((tx) =>
        writeBatch(tx, actor, { yearId, examId, set, importId: id, batch, tokenOf }),
      );
  }
  const outcome = answer.changes;
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('result_imports')
      .set({
        state: 'published',
        outcome: JSON.stringify(outcome),
        published_at: actor.at,
        published_by: actor.name,
        problem_count: 0,
      })
      .where('id', '=', id)
      .execute();
    await audited(tx, actor, {
      action: 'publish',
      entity: 'result_imports',
      entityId: id,
      after: { year: answer.year_name, exam: answer.exam_name, file: row.file_name, ...outcome },
    });
  });
  forgetKept(app);
  return {
    ...answer,
    state: 'published',
    published_at: actor.at,
    published_by: actor.name,
    can_publish: false,
  };
}

async function writeBatch(
  tx: Tx,
  actor: Actor,
  work: {
    yearId: number;
    examId: number;
    set: string;
    importId: number;
    batch: [number, Plan][];
    tokenOf: Map<number, string | null>;
  },
) {
  const { yearId, examId, set, importId, batch, tokenOf } = work;
  const inserted: { roll: number; gpa: number }[] = [];
  const rows = batch.filter(([, p]) => p.kind === 'new');
  if (rows.length) {
    await tx
      .insertInto('results')
      .values(
        rows.map(([roll, plan]) => {
          const r = plan.line?.result as NonNullable<Line['result']>;
          inserted.push({ roll, gpa: r.gpa });
          return {
            student_id: plan.student.id,
            roll_no: roll,
            admission_year_id: yearId,
            exam_id: examId,
            is_pass: r.is_pass ? 1 : 0,
            gpa: r.gpa,
            obtained_marks: r.obtained_marks,
            subjects_details: JSON.stringify(r.subjects_details),
            token: tokenOf.get(roll) ?? null,
            published: 1,
          };
        }),
      )
      // Another upload published the same student meanwhile: the figures of this one stand.
      .onConflict((oc) =>
        oc.columns(['roll_no', 'admission_year_id', 'exam_id']).doUpdateSet((eb) => ({
          student_id: eb.ref('excluded.student_id'),
          is_pass: eb.ref('excluded.is_pass'),
          gpa: eb.ref('excluded.gpa'),
          obtained_marks: eb.ref('excluded.obtained_marks'),
          subjects_details: eb.ref('excluded.subjects_details'),
          token: eb.ref('excluded.token'),
          published: 1,
        })),
      )
      .execute();
    await audited(tx, actor, {
      action: 'publish',
      entity: 'results',
      entityId: set,
      after: { upload: importId, results: inserted },
    });
  }
  for (const [roll, plan] of batch) {
    const before = plan.before;
    if ((plan.kind === 'corrected' || plan.kind === 'refreshed') && before && plan.line?.result) {
      const r = plan.line.result;
      await tx
        .updateTable('results')
        .set({
          student_id: plan.student.id,
          is_pass: r.is_pass ? 1 : 0,
          gpa: r.gpa,
          obtained_marks: r.obtained_marks,
          subjects_details: JSON.stringify(r.subjects_details),
          ...(plan.kind === 'corrected' ? { token: tokenOf.get(roll) ?? null } : {}),
          published: 1,
        })
        .where('id', '=', before.id)
        .execute();
      if (plan.kind === 'corrected') {
        await audited(tx, actor, {
          action: 'correct',
          entity: 'results',
          entityId: `${roll}/${set}`,
          before: { ...summary(before), marks: marksOf(before.subjects_details) },
          after: { ...summary(r), marks: marksOf(r.subjects_details), upload: importId },
        });
      }
    } else if (plan.kind === 'unchanged' && before && !before.published) {
      await tx.updateTable('results').set({ published: 1 }).where('id', '=', before.id).execute();
    } else if (plan.kind === 'withdrawn' && before) {
      await tx.deleteFrom('results').where('id', '=', before.id).execute();
      await audited(tx, actor, {
        action: 'withdraw',
        entity: 'results',
        entityId: `${roll}/${set}`,
        before: { ...summary(before), marks: marksOf(before.subjects_details) },
        after: { absent: true, upload: importId },
      });
    }
  }
  const rolls = batch.map(([roll]) => roll);
  await tx
    .deleteFrom('result_absences')
    .where('admission_year_id', '=', yearId)
    .where('exam_id', '=', examId)
    .where('roll_no', 'in', rolls)
    .execute();
  const absentees = batch.filter(([, p]) => p.kind === 'absent' || p.kind === 'withdrawn');
  if (absentees.length) {
    await tx
      .insertInto('result_absences')
      .values(
        absentees.map(([roll, plan]) => ({
          roll_no: roll,
          admission_year_id: yearId,
          exam_id: examId,
          student_id: plan.student.id,
          import_id: importId,
          marked_at: actor.at,
        })),
      )
      .execute();
  }
}

/** A result's marks by paper, for the audit log. */
function marksOf(details: string | readonly SubjectDetail[]): Record<string, number> {
  const list = typeof details === 'string' ? (JSON.parse(details) as SubjectDetail[]) : details;
  return Object.fromEntries(list.map((d) => [d.subject_name, d.obtained_marks]));
}

/** A year and exam's results by state. */
async function setState(db: Db, yearId: number, examId: number) {
  const [counts, absent] = await Promise.all([
    db
      .selectFrom('results')
      .select(['published', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('admission_year_id', '=', yearId)
      .where('exam_id', '=', examId)
      .groupBy('published')
      .execute(),
    db
      .selectFrom('result_absences')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('admission_year_id', '=', yearId)
      .where('exam_id', '=', examId)
      .executeTakeFirst(),
  ]);
  const of = (published: number) =>
    Number(counts.find((c) => Number(c.published) === published)?.n ?? 0);
  return {
    year_id: yearId,
    exam_id: examId,
    published: of(1),
    hidden: of(0),
    absent: Number(absent?.n ?? 0),
  };
}

/** Serves (1) or stops serving (0) a year and exam's results, audited. */
export async function showSet(
  app: FastifyInstance,
  actor: Actor,
  yearId: number,
  examId: number,
  show: boolean,
) {
  const db = app.db.kysely;
  const { year, exam } = await yearAndExam(db, yearId, examId);
  const before = await setState(db, yearId, examId);
  if (before.published + before.hidden === 0) {
    throw refuse(
      404,
      `There are no results of ${exam.name} ${year.name} yet: upload the marks sheet first.`,
    );
  }
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('results')
      .set({ published: show ? 1 : 0 })
      .where('admission_year_id', '=', yearId)
      .where('exam_id', '=', examId)
      .execute();
    await audited(tx, actor, {
      action: show ? 'publish' : 'unpublish',
      entity: 'results',
      entityId: `${yearId}/${examId}`,
      before,
      after: {
        ...before,
        published: show ? before.published + before.hidden : 0,
        hidden: show ? 0 : before.published + before.hidden,
      },
    });
  });
  forgetKept(app);
  return setState(db, yearId, examId);
}

/** Counts of the results of every year and exam that has any (published, hidden, absent). */
export async function allSets(db: Db) {
  const [results, absences] = await Promise.all([
    db
      .selectFrom('results')
      .select([
        'admission_year_id',
        'exam_id',
        'published',
        (eb) => eb.fn.countAll<string | number>().as('n'),
      ])
      .groupBy(['admission_year_id', 'exam_id', 'published'])
      .execute(),
    db
      .selectFrom('result_absences')
      .select(['admission_year_id', 'exam_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy(['admission_year_id', 'exam_id'])
      .execute(),
  ]);
  const sets = new Map<
    string,
    { year_id: number; exam_id: number; published: number; hidden: number; absent: number }
  >();
  const of = (year: number, exam: number) => {
    const key = `${year} ${exam}`;
    let set = sets.get(key);
    if (!set) {
      set = { year_id: year, exam_id: exam, published: 0, hidden: 0, absent: 0 };
      sets.set(key, set);
    }
    return set;
  };
  for (const r of results) {
    const set = of(r.admission_year_id, r.exam_id);
    if (Number(r.published)) set.published += Number(r.n);
    else set.hidden += Number(r.n);
  }
  for (const a of absences) of(a.admission_year_id, a.exam_id).absent += Number(a.n);
  return [...sets.values()];
}
