import { type SubjectDetail, toAsciiDigits } from '@school/api';
import {
  ABSENT_MARKS,
  columnLetter,
  type SheetProblem,
  type SheetProblemKind,
} from '@school/api/contract';
import {
  type ComputedResult,
  gradeResult,
  letterOf,
  type MarkedPaper,
  type Scale,
} from './grading.ts';
import type { Cell, ReadBook } from './sheet-worker.ts';

/**
 * A marks sheet read against the school: which row is which student, every problem with its row
 * and column, and each student's result by results/grading.ts. Pure (the database's part is
 * loaded by result-day.ts), so the whole rule is tested on its own.
 */

/** A paper of a class, as the office keeps it. */
export interface SchoolPaper {
  name: string;
  name_bn: string | null;
  total_marks: number;
  subject_marge: number;
  optional: boolean;
}

export interface SchoolClass {
  id: number;
  label: string;
  label_bn: string | null;
  group: string | null;
  group_bn: string | null;
  papers: SchoolPaper[];
}

export interface SchoolStudent {
  id: number;
  roll: number;
  name: string;
  name_bn: string | null;
  class_id: number;
}

/** The school as a sheet is read against it: one year and exam. */
export interface School {
  year: { id: number; name: string };
  exam: { id: number; name: string; name_bn: string | null };
  /** Every exam and year by id, to name what a template was made for. */
  examNames: Map<number, string>;
  yearNames: Map<number, string>;
  students: Map<number, SchoolStudent>;
  classes: Map<number, SchoolClass>;
  scale: Scale;
}

/** What the template writes in its workbook's keywords, to know its year and exam again. */
export const templateKeywords = (yearId: number, examId: number) =>
  `school-results year=${yearId} exam=${examId}`;

/** A data row of the sheet: `line` numbers them across the whole file, from 0. */
export interface Line {
  line: number;
  sheet: string | null;
  row: number;
  roll: number | null;
  student: SchoolStudent | null;
  absent: boolean;
  problems: SheetProblem[];
  /** Graded when the row is a student's, not absent, and has no problem. */
  result: ComputedResult | null;
  /** The marks as read, by paper name (AB as 0), for a correction's list of papers. */
  marks: Map<string, number>;
}

export interface Examined {
  lines: Line[];
  /** Problems of the file itself: its headings, its exam. */
  fileProblems: SheetProblem[];
  sheets: number;
  papers: number;
  marks: number;
  /** Each student's outcome: their one row's result, or absent (every row of theirs marked so). */
  students: Map<number, { student: SchoolStudent; line: Line | null }>;
}

const fold = (text: string) =>
  toAsciiDigits(text).trim().toLowerCase().replace(/\s+/g, ' ').replace(/[’‘]/g, "'");
const ROLL_HEADINGS = new Set(['roll', 'roll no', 'roll no.', 'roll number', 'রোল', 'রোল নম্বর']);
const NAME_HEADINGS = new Set(['name', 'student', "student's name", 'নাম', 'শিক্ষার্থীর নাম']);
const ABSENT = new Set(ABSENT_MARKS.map((m) => fold(m)));

/** A heading as the template writes it: `Bangla 1st Paper (100)`, `Physics (100, optional)`. */
function readHeading(text: string): { label: string; name: string; max: number | null } {
  const match = /^(.*?)\s*[([]([^)\]]*)[)\]]\s*$/.exec(text);
  if (!match) return { label: text.trim(), name: fold(text), max: null };
  const label = (match[1] ?? '').trim();
  const max = /\d+(?:\.\d+)?/.exec(toAsciiDigits(match[2] ?? ''))?.[0];
  return { label, name: fold(label), max: max === undefined ? null : Number(max) };
}

const textOf = (cell: Cell) => (cell === null ? '' : String(cell).trim());

type ReadMark =
  | { kind: 'blank' }
  | { kind: 'mark'; value: number; absent: boolean }
  | { kind: 'bad' };

function readMark(cell: Cell): ReadMark {
  if (cell === null) return { kind: 'blank' };
  if (typeof cell === 'number') return { kind: 'mark', value: cell, absent: false };
  const text = fold(cell);
  if (text === '') return { kind: 'blank' };
  if (ABSENT.has(text)) return { kind: 'mark', value: 0, absent: true };
  if (/^-?\d+(\.\d+)?$/.test(text)) return { kind: 'mark', value: Number(text), absent: false };
  return { kind: 'bad' };
}

function readRoll(cell: Cell): number | null {
  const text = toAsciiDigits(textOf(cell)).replace(/\.0+$/, '');
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

interface Column {
  index: number;
  letter: string;
  /** The paper's name as written (the heading less its marks). */
  label: string;
  /** The folded paper name; null for a column without heading. */
  paper: string | null;
  max: number | null;
}

function problem(
  kind: SheetProblemKind,
  at: Partial<SheetProblem> & Pick<SheetProblem, 'sheet'>,
): SheetProblem {
  return {
    kind,
    row: null,
    column: null,
    heading: null,
    heading_bn: null,
    value: null,
    max: null,
    roll: null,
    other_row: null,
    class: null,
    class_bn: null,
    expected: null,
    expected_bn: null,
    ...at,
  };
}

/** Every paper of a class by its folded names, English and Bengali. */
function papersByName(klass: SchoolClass): Map<string, SchoolPaper> {
  const byName = new Map<string, SchoolPaper>();
  for (const paper of klass.papers) {
    byName.set(fold(paper.name), paper);
    if (paper.name_bn) byName.set(fold(paper.name_bn), paper);
  }
  return byName;
}

/** Rows read between two turns of the event loop: a few milliseconds' work. */
const ROWS_A_TURN = 200;

/** Lets the event loop answer what arrived meanwhile (result lookups) before going on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads the sheet against the school. `absent` are the lines the officer marked absent: their
 * problems are listed but no longer stop publishing, and they publish no result. A few hundred
 * rows at a time: the whole school's sheet is half a second of work, which lookups must not wait
 * out.
 */
export async function examineSheet(
  book: ReadBook,
  school: School,
  absent: ReadonlySet<number>,
): Promise<Examined> {
  const fileProblems: SheetProblem[] = [];
  const lines: Line[] = [];
  const knownPapers = new Set<string>();
  const classPapers = new Map<number, Map<string, SchoolPaper>>();
  for (const klass of school.classes.values()) {
    const byName = papersByName(klass);
    classPapers.set(klass.id, byName);
    for (const name of byName.keys()) knownPapers.add(name);
  }

  const made = /school-results year=(\d+) exam=(\d+)/.exec(book.keywords ?? '');
  if (made && (Number(made[1]) !== school.year.id || Number(made[2]) !== school.exam.id)) {
    const exam = school.examNames.get(Number(made[2])) ?? 'another exam';
    const year = school.yearNames.get(Number(made[1])) ?? '';
    fileProblems.push(
      problem('wrong-exam', {
        sheet: null,
        value: `${exam} ${year}`.trim(),
        expected: `${school.exam.name} ${school.year.name}`,
        expected_bn: school.exam.name_bn ? `${school.exam.name_bn} ${school.year.name}` : null,
      }),
    );
  }

  let sheets = 0;
  const paperColumns = new Set<string>();
  let marks = 0;
  for (const table of book.tables) {
    const headerIndex = table.rows.findIndex(
      (row, i) => i < 20 && ROLL_HEADINGS.has(fold(textOf(row[0] ?? null))),
    );
    if (headerIndex < 0) continue;
    sheets += 1;
    const sheet = table.name;
    const heading = table.rows[headerIndex] ?? [];
    const data = table.rows
      .slice(headerIndex + 1)
      .map((cells, i) => ({ cells, row: headerIndex + 2 + i }));
    const width = Math.max(heading.length, ...data.map((d) => d.cells.length));
    const columns: Column[] = [];
    for (let index = 1; index < width; index++) {
      const text = textOf(heading[index] ?? null);
      const letter = columnLetter(index);
      if (NAME_HEADINGS.has(fold(text))) continue;
      if (text === '') {
        if (data.some((d) => textOf(d.cells[index] ?? null) !== '')) {
          fileProblems.push(
            problem('unnamed-column', { sheet, row: headerIndex + 1, column: letter }),
          );
        }
        continue;
      }
      const read = readHeading(text);
      if (!knownPapers.has(read.name)) {
        fileProblems.push(
          problem('unknown-column', { sheet, row: headerIndex + 1, column: letter, value: text }),
        );
        continue;
      }
      columns.push({
        index,
        letter,
        label: read.label,
        paper: read.name,
        max: read.max,
      });
      paperColumns.add(read.name);
    }

    // Which classes the sheet's rows belong to: each must find its papers' columns here.
    const classesHere = new Set<number>();
    for (const d of data) {
      const roll = readRoll(d.cells[0] ?? null);
      const student = roll === null ? undefined : school.students.get(roll);
      if (student) classesHere.add(student.class_id);
    }
    for (const classId of classesHere) {
      const klass = school.classes.get(classId);
      const byName = classPapers.get(classId);
      if (!klass || !byName) continue;
      const present = new Set(columns.map((c) => byName.get(c.paper ?? '')).filter(Boolean));
      for (const paper of klass.papers) {
        if (paper.optional || present.has(paper)) continue;
        fileProblems.push(
          problem('missing-column', {
            sheet,
            heading: paper.name,
            heading_bn: paper.name_bn,
            class: klass.label,
            class_bn: klass.label_bn,
          }),
        );
      }
      for (const column of columns) {
        const paper = byName.get(column.paper ?? '');
        if (!paper || column.max === null || column.max === paper.total_marks) continue;
        fileProblems.push(
          problem('wrong-maximum', {
            sheet,
            row: headerIndex + 1,
            column: column.letter,
            heading: paper.name,
            heading_bn: paper.name_bn,
            value: String(column.max),
            max: paper.total_marks,
          }),
        );
      }
    }

    for (const [i, { cells, row }] of data.entries()) {
      if (i % ROWS_A_TURN === ROWS_A_TURN - 1) await nextTurn();
      if (cells.every((cell) => textOf(cell) === '')) continue;
      const line = lines.length;
      const at = { sheet, row };
      const problems: SheetProblem[] = [];
      const rollCell = cells[0] ?? null;
      const roll = readRoll(rollCell);
      const student = roll === null ? null : (school.students.get(roll) ?? null);
      const entry: Line = {
        line,
        sheet,
        row,
        roll,
        student,
        absent: absent.has(line),
        problems,
        result: null,
        marks: new Map(),
      };
      lines.push(entry);
      if (roll === null) {
        problems.push(problem('not-a-roll', { ...at, column: 'A', value: textOf(rollCell) }));
        continue;
      }
      if (!student) {
        problems.push(
          problem('unknown-roll', {
            ...at,
            column: 'A',
            roll,
            expected: school.year.name,
            expected_bn: school.year.name,
          }),
        );
        continue;
      }
      const klass = school.classes.get(student.class_id);
      const byName = classPapers.get(student.class_id) ?? new Map<string, SchoolPaper>();
      const where = { ...at, class: klass?.label ?? null, class_bn: klass?.label_bn ?? null, roll };
      const read = new Map<SchoolPaper, { column: Column; mark: ReadMark }>();
      let filled = 0;
      for (const column of columns) {
        const cell = cells[column.index] ?? null;
        const paper = byName.get(column.paper ?? '');
        const mark = readMark(cell);
        if (mark.kind !== 'blank') filled += 1;
        if (!paper) {
          if (mark.kind !== 'blank') {
            problems.push(
              problem('not-taken', {
                ...where,
                column: column.letter,
                heading: column.label,
                value: textOf(cell),
              }),
            );
          }
          continue;
        }
        read.set(paper, { column, mark });
      }
      if (filled === 0) {
        problems.push(problem('no-marks', where));
        continue;
      }
      const papers: MarkedPaper[] = [];
      for (const paper of klass?.papers ?? []) {
        const got = read.get(paper);
        if (!got) continue;
        const cellAt = {
          ...where,
          column: got.column.letter,
          heading: paper.name,
          heading_bn: paper.name_bn,
          max: paper.total_marks,
        };
        const { mark } = got;
        if (mark.kind === 'bad' || (mark.kind === 'mark' && mark.value < 0)) {
          problems.push(
            problem('not-a-number', { ...cellAt, value: textOf(cells[got.column.index] ?? null) }),
          );
          continue;
        }
        if (mark.kind === 'blank') {
          if (!paper.optional) {
            problems.push(problem('missing-mark', cellAt));
            continue;
          }
          const partner = paper.subject_marge
            ? klass?.papers.find((p) => p !== paper && p.subject_marge === paper.subject_marge)
            : undefined;
          const other = partner ? read.get(partner)?.mark : undefined;
          if (other && other.kind !== 'blank') problems.push(problem('pair-incomplete', cellAt));
          continue;
        }
        marks += 1;
        if (mark.value > paper.total_marks) {
          problems.push(problem('over-maximum', { ...cellAt, value: String(mark.value) }));
          continue;
        }
        const value = Math.round(mark.value * 100) / 100;
        entry.marks.set(paper.name, value);
        papers.push({
          name: paper.name,
          nameBn: paper.name_bn,
          marge: paper.subject_marge,
          total: paper.total_marks,
          obtained: value,
        });
      }
      if (!problems.length) entry.result = gradeResult(papers, school.scale);
    }
  }
  if (sheets === 0) fileProblems.push(problem('no-sheet', { sheet: null }));

  // One row per student: a second row of a roll not marked absent is a problem of its own.
  const students = new Map<number, { student: SchoolStudent; line: Line | null }>();
  for (const line of lines) {
    if (!line.student || line.roll === null) continue;
    const entry = students.get(line.roll) ?? { student: line.student, line: null };
    students.set(line.roll, entry);
    if (line.absent) continue;
    if (!entry.line) {
      entry.line = line;
      continue;
    }
    line.result = null;
    line.problems.push(
      problem('duplicate-roll', {
        sheet: line.sheet,
        row: line.row,
        column: 'A',
        roll: line.roll,
        other_row: entry.line.row,
      }),
    );
  }
  return { lines, fileProblems, sheets, papers: paperColumns.size, marks, students };
}

/** Problems that still stop publishing: the file's, and those of rows not marked absent. */
export const openProblems = (examined: Examined) =>
  examined.fileProblems.length +
  examined.lines.reduce((n, line) => n + (line.absent ? 0 : line.problems.length), 0);

/** The letter distribution of the results read, highest band first (spec §9's letters). */
export function distribution(results: readonly ComputedResult[], scale: Scale) {
  const counts = new Map(scale.map((band) => [band.grade, 0]));
  for (const r of results) {
    const letter = letterOf(r.gpa, r.is_pass, scale);
    counts.set(letter, (counts.get(letter) ?? 0) + 1);
  }
  return scale.map((band) => ({
    grade: band.grade,
    gpa: band.gpa,
    students: counts.get(band.grade) ?? 0,
  }));
}

/** The papers whose marks differ between a published result and a new one. */
export function changedPapers(
  before: readonly SubjectDetail[],
  after: readonly SubjectDetail[],
): string[] {
  const old = new Map(before.map((d) => [d.subject_name, d.obtained_marks]));
  const now = new Map(after.map((d) => [d.subject_name, d.obtained_marks]));
  const names = new Set([...old.keys(), ...now.keys()]);
  return [...names].filter((name) => old.get(name) !== now.get(name));
}
