import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { gradeResult, sortedScale } from '../results/grading.ts';
import { figuresOf, type ResultSigner } from '../results/signing.ts';
import type { Academics, ClassRef } from './academics.ts';
import { subjectInBengali } from './bengali.ts';
import { GRADE_SCALE } from './grading.ts';
import { insertRows, type Row } from './insert.ts';
import { randomPerson, slugify } from './names.ts';
import { createRandom, type Random } from './random.ts';
import { classPapersFor, type Paper, papersFor } from './subjects.ts';

/** Students per class config and shift: about 3000 in Six–Ten and 5000 in XI–XII. */
const SIZE: Record<string, number> = {
  school: 300,
  Science: 480,
  'Business Studies': 360,
  Humanities: 410,
};

/**
 * Rolls are unique across the whole school within a year, because a result is looked up by
 * roll, year and exam alone. Six digits, read left to right: class (1 = Six … 7 = XII), shift
 * (1 Morning, 2 Day), group (0 none, 1 Science, 2 Business Studies, 3 Humanities), then a
 * three-digit serial. 722123 is the 123rd student of XII, Day shift, Business Studies.
 */
function rollFor(cls: ClassRef, serial: number): number {
  return cls.levelIndex * 100000 + cls.shiftIndex * 10000 + cls.groupIndex * 1000 + serial;
}

interface Pupil {
  row: Row<'students'>;
  papers: Paper[];
  marge: number[];
  ability: number;
  trend: number;
  aptitude: number[];
}

/**
 * A date of birth that fits the class in `year`: Six turn 12 during the year, XII turn 18, and
 * some are a year older (a late start, a repeated year). From its own stream, so that the names
 * and marks stay what they were before students had birthdays.
 */
function birthday(cls: ClassRef, year: number, rng: Random): string {
  const born = year - 11 - cls.levelIndex - (rng.chance(0.15) ? 1 : 0);
  return new Date(Date.UTC(born, 0, 1 + rng.int(0, 364))).toISOString().slice(0, 10);
}

/** The streams and the year a class is enrolled with. */
interface Enrolment {
  rng: Random;
  birthdays: Random;
  year: number;
}

function enrol(cls: ClassRef, academics: Academics, { rng, birthdays, year }: Enrolment): Pupil[] {
  const size = SIZE[cls.group ?? 'school'] ?? 300;
  const count = size + rng.int(-15, 15);
  const session =
    cls.className === 'XI'
      ? academics.sessions.xi
      : cls.className === 'XII'
        ? academics.sessions.xii
        : null;
  // Merge keys are the class's (its papers' in the office), so every result of the class agrees.
  const keys = new Map(classPapersFor(cls.level, cls.group).map((p) => [p.name, p.marge]));
  const pupils: Pupil[] = [];
  for (let serial = 1; serial <= count; serial++) {
    const person = randomPerson(rng);
    const roll = rollFor(cls, serial);
    const papers = papersFor(cls.level, cls.group, person.religion, rng);
    pupils.push({
      row: {
        name: person.name,
        name_bn: person.nameBn,
        roll_no: roll,
        avatar: `/media/avatars/student-${roll}-${slugify(person.name)}.svg`,
        class_id: cls.id,
        admission_year_id: academics.currentYearId,
        academic_session_id: session,
        dob: birthday(cls, year, birthdays),
      },
      papers,
      marge: papers.map((paper) => keys.get(paper.name) ?? 0),
      // Ability sets the level of every mark; aptitude makes a student better at some papers
      // than others; trend moves marks between the two exams.
      ability: Math.min(97, Math.max(18, rng.normal(64, 13))),
      trend: rng.normal(1.5, 4),
      aptitude: papers.map(() => rng.normal(0, 6)),
    });
  }
  return pupils;
}

function mark(pupil: Pupil, examIndex: number, rng: Random) {
  return pupil.papers.map((paper, i) => {
    const level =
      pupil.ability +
      (paper.difficulty ?? 0) +
      (pupil.aptitude[i] ?? 0) +
      pupil.trend * examIndex +
      rng.normal(0, 6);
    const percent = Math.min(99, Math.max(4, level));
    return {
      name: paper.name,
      nameBn: subjectInBengali(paper.name),
      marge: pupil.marge[i] ?? 0,
      total: paper.total,
      obtained: Math.round((percent * paper.total) / 100),
    };
  });
}

/** How the seed publishes its results: signed, as the school's office would publish them. */
export interface Publication {
  signer: ResultSigner;
  /** The school's EIIN as tokens carry it. */
  eiin: string;
  /** The day the results are published, `YYYY-MM-DD`. */
  issued: string;
}

/**
 * Students of every class config, each with a date of birth fitting the class in `year`, then
 * one graded and signed result per student and published exam.
 */
export async function seedStudents(
  db: Kysely<Database>,
  academics: Academics,
  { year, publication }: { year: number; publication: Publication },
) {
  const enrolment = { rng: createRandom('students'), birthdays: createRandom('birthdays'), year };
  const pupils = academics.classes.flatMap((cls) => enrol(cls, academics, enrolment));

  const marks = createRandom('marks');
  const scale = sortedScale(GRADE_SCALE);
  const graded = academics.resultExams.flatMap((exam, examIndex) =>
    pupils.map((pupil) => ({
      pupil,
      exam,
      result: gradeResult(mark(pupil, examIndex, marks), scale),
    })),
  );
  // Signed on other threads while the students are stored: a token needs no student id.
  const tokens = publication.signer.sign(
    graded.map(({ pupil, exam, result }) => ({
      figures: figuresOf(
        {
          ...result,
          roll_no: pupil.row.roll_no,
          admission_year_id: academics.currentYearId,
          exam_id: exam.id,
          name: pupil.row.name,
        },
        publication.eiin,
      ),
      issued: publication.issued,
    })),
  );
  // Awaited below; a failed insert must not leave its failure unheard meanwhile.
  tokens.catch(() => undefined);

  // Ids come back by roll (unique in the year), not by position: RETURNING order is not promised.
  const idByRoll = new Map<number, number>();
  const size = Math.floor(30000 / Object.keys(pupils[0]?.row ?? {}).length);
  for (let i = 0; i < pupils.length; i += size) {
    const stored = await db
      .insertInto('students')
      .values(pupils.slice(i, i + size).map((p) => p.row))
      .returning(['id', 'roll_no'])
      .execute();
    for (const s of stored) idByRoll.set(Number(s.roll_no), s.id);
  }

  const signed = await tokens;
  const results = graded.map(({ pupil, exam, result }, i): Row<'results'> => {
    const studentId = idByRoll.get(pupil.row.roll_no);
    if (studentId === undefined) throw new Error(`student ${pupil.row.roll_no} was not stored`);
    return {
      student_id: studentId,
      roll_no: pupil.row.roll_no,
      admission_year_id: academics.currentYearId,
      exam_id: exam.id,
      is_pass: result.is_pass ? 1 : 0,
      gpa: result.gpa,
      obtained_marks: result.obtained_marks,
      subjects_details: JSON.stringify(result.subjects_details),
      token: signed[i] ?? null,
    };
  });
  return {
    students: pupils.length,
    results: await insertRows(db, 'results', results),
  };
}
