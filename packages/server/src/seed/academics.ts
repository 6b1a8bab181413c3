import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { classWordInBengali, subjectInBengali } from './bengali.ts';
import { GRADE_SCALE } from './grading.ts';
import { insertRows } from './insert.ts';
import { classPapersFor, type HigherGroup, type Level } from './subjects.ts';

/** A class config as the rest of the seed needs it: the row id plus what the roll is built of. */
export interface ClassRef {
  id: number;
  className: string;
  shift: string;
  group: HigherGroup | null;
  level: Level;
  /** 1 for Six … 7 for XII. */
  levelIndex: number;
  /** 1 Morning, 2 Day. */
  shiftIndex: number;
  /** 0 none, 1 Science, 2 Business Studies, 3 Humanities. */
  groupIndex: number;
}

export interface Academics {
  classes: ClassRef[];
  currentYearId: number;
  previousYearId: number;
  /** Session ids: XI studies in the newest session, XII in the one before. */
  sessions: { xi: number; xii: number; oldest: number };
  /** Exams that have published results this year. */
  resultExams: { id: number; name: string }[];
  /** Every exam of the year. */
  exams: { id: number; name: string }[];
  counts: Record<
    | 'class_configs'
    | 'class_papers'
    | 'admission_years'
    | 'academic_sessions'
    | 'exams'
    | 'grades'
    | 'seat_info',
    number
  >;
}

const SHIFTS = [
  { name: 'Morning', section: 'A' },
  { name: 'Day', section: 'B' },
] as const;
const SCHOOL_CLASSES = ['Six', 'Seven', 'Eight', 'Nine', 'Ten'] as const;
const GROUPS: readonly HigherGroup[] = ['Science', 'Business Studies', 'Humanities'];

/** The four exams of the year in calendar order; only the first two have results. */
const EXAMS = [
  { name: 'Half Yearly Examination', name_bn: 'অর্ধবার্ষিক পরীক্ষা', published: true },
  { name: 'Annual Examination', name_bn: 'বার্ষিক পরীক্ষা', published: true },
  { name: 'Pre-Test Examination', name_bn: 'প্রাক-নির্বাচনী পরীক্ষা', published: false },
  { name: 'Model Test', name_bn: 'মডেল টেস্ট', published: false },
] as const;

const SEATS: Record<string, number> = {
  Six: 640,
  Seven: 640,
  Eight: 640,
  Nine: 660,
  Ten: 660,
  XI: 2600,
  XII: 2600,
};

function classPlan() {
  const plan: Omit<ClassRef, 'id'>[] = [];
  SCHOOL_CLASSES.forEach((className, i) => {
    SHIFTS.forEach((shift, s) => {
      const level: Level = i < 3 ? 'junior' : 'secondary';
      plan.push({
        className,
        shift: shift.name,
        group: null,
        level,
        levelIndex: i + 1,
        shiftIndex: s + 1,
        groupIndex: 0,
      });
    });
  });
  (['XI', 'XII'] as const).forEach((className, i) => {
    SHIFTS.forEach((shift, s) => {
      GROUPS.forEach((group, g) => {
        plan.push({
          className,
          shift: shift.name,
          group,
          level: 'higher',
          levelIndex: 6 + i,
          shiftIndex: s + 1,
          groupIndex: g + 1,
        });
      });
    });
  });
  return plan;
}

const sectionOf = (shiftIndex: number) => SHIFTS[shiftIndex - 1]?.section ?? 'A';

export async function seedAcademics(db: Kysely<Database>, year: number): Promise<Academics> {
  const plan = classPlan();
  const classRows = await db
    .insertInto('class_configs')
    .values(
      plan.map((c) => ({
        class_name: c.className,
        section_name: sectionOf(c.shiftIndex),
        shift_name: c.shift,
        group_name: c.group,
        class_name_bn: classWordInBengali(c.className),
        section_name_bn: classWordInBengali(sectionOf(c.shiftIndex)),
        shift_name_bn: classWordInBengali(c.shift),
        group_name_bn: c.group && classWordInBengali(c.group),
      })),
    )
    .returning(['id', 'class_name', 'shift_name', 'group_name'])
    .execute();
  const key = (name: string, shift: string | null, group: string | null) =>
    `${name}|${shift}|${group}`;
  const ids = new Map(classRows.map((r) => [key(r.class_name, r.shift_name, r.group_name), r.id]));
  const classes = plan.map((c) => {
    const id = ids.get(key(c.className, c.shift, c.group));
    if (id === undefined) throw new Error(`class config ${c.className} was not stored`);
    return { ...c, id };
  });

  const yearRows = await db
    .insertInto('admission_years')
    .values([year - 2, year - 1, year].map((y) => ({ name: String(y) })))
    .returning(['id', 'name'])
    .execute();
  const sessionRows = await db
    .insertInto('academic_sessions')
    .values([year - 2, year - 1, year].map((y) => ({ start_year: y, end_year: y + 1 })))
    .returning(['id', 'start_year'])
    .execute();
  const examRows = await db
    .insertInto('exams')
    .values(EXAMS.map((e) => ({ name: e.name, name_bn: e.name_bn })))
    .returning(['id', 'name'])
    .execute();

  const find = <T>(rows: T[], test: (row: T) => boolean, what: string): T => {
    const row = rows.find(test);
    if (!row) throw new Error(`${what} was not stored`);
    return row;
  };
  const yearId = (y: number) => find(yearRows, (r) => r.name === String(y), `year ${y}`).id;
  const sessionId = (y: number) =>
    find(sessionRows, (r) => Number(r.start_year) === y, `session ${y}`).id;

  const seatRows = Object.entries(SEATS).map(([className, seats]) => ({
    class_id: find(classes, (c) => c.className === className, className).id,
    no_of_seat: seats,
  }));
  const grades = await insertRows(
    db,
    'grades',
    GRADE_SCALE.map((band) => ({ ...band })),
  );
  const seat_info = await insertRows(db, 'seat_info', seatRows);
  // Each class's papers, as the office keeps them: the columns of its marks sheet.
  const class_papers = await insertRows(
    db,
    'class_papers',
    classes.flatMap((c) =>
      classPapersFor(c.level, c.group).map((paper, position) => ({
        class_id: c.id,
        position,
        name: paper.name,
        name_bn: subjectInBengali(paper.name),
        total_marks: paper.total,
        subject_marge: paper.marge,
        optional: paper.optional ? 1 : 0,
        changed_at: null,
        changed_by: null,
      })),
    ),
  );

  return {
    classes,
    currentYearId: yearId(year),
    previousYearId: yearId(year - 1),
    sessions: { xi: sessionId(year), xii: sessionId(year - 1), oldest: sessionId(year - 2) },
    resultExams: EXAMS.filter((e) => e.published).map((e) =>
      find(examRows, (r) => r.name === e.name, e.name),
    ),
    exams: examRows,
    counts: {
      class_configs: classRows.length,
      class_papers,
      admission_years: yearRows.length,
      academic_sessions: sessionRows.length,
      exams: examRows.length,
      grades,
      seat_info,
    },
  };
}
