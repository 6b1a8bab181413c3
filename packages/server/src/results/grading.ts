import { pairPapers, type SubjectDetail } from '@school/api';
import type { GradeBand } from '@school/api/contract';

/**
 * How a result is computed from marks: one module for the office's imports and the demo seed,
 * held to its cases by test/grading.test.ts. The rule, as docs/office.md ("Result day") states it:
 *
 * - A paper's percentage is its obtained marks over its maximum, times 100 (unrounded). Its grade
 *   is the scale's band whose range holds it: the highest band whose `min_mark` it reaches, so a
 *   fraction between two whole-mark bands (79.33 on a 75-mark paper) is in the lower one (A).
 * - Two papers sharing a `subject_marge` are one subject (spec §9): their two obtained marks
 *   added, halved, rounded up, and that number looked up in the scale. Both papers show the
 *   subject's grade. (Each is out of 100, so the number is a percentage; the office refuses a pair
 *   that is not.)
 * - The GPA is the average of the subjects' grade points (a pair counts once), rounded to two
 *   decimals. A subject in the scale's lowest band (0 points, F) fails the result: it is Failed,
 *   and its GPA is 0.00, whatever the other subjects; otherwise it is Passed.
 * - An optional paper a student takes counts like any other; one not taken is not in the result
 *   at all. There is no "fourth subject" bonus.
 * - A paper the student missed (AB on the sheet) is 0 marks. A student absent from the whole
 *   exam gets no result (`gradeStudent`): nothing is published for them.
 * - The total is the sum of the obtained marks, out of the sum of the papers' maxima.
 */

/** The scale, highest band first, as `/api/grades` lists it. */
export type Scale = readonly GradeBand[];

export function sortedScale(bands: readonly GradeBand[]): Scale {
  return [...bands].sort((a, b) => b.min_mark - a.min_mark);
}

/** The band of a mark out of 100: the highest whose `min_mark` it reaches; the lowest if none. */
function bandOf(mark: number, scale: Scale): GradeBand {
  const band = scale.find((b) => mark >= b.min_mark) ?? scale[scale.length - 1];
  if (!band) throw new Error('The grade scale is empty: set it in the office first.');
  return band;
}

/** One paper as marked: `marge` 0 for a paper that stands alone. */
export interface MarkedPaper {
  name: string;
  /** The paper's name in Bengali (`subject_name_bn`), when the school wrote one. */
  nameBn?: string | null | undefined;
  marge: number;
  total: number;
  /** Marks obtained; 0 for a paper the student missed. */
  obtained: number;
}

export interface ComputedResult {
  subjects_details: SubjectDetail[];
  is_pass: boolean;
  gpa: number;
  obtained_marks: number;
  /** The most marks the papers give. */
  total_marks: number;
}

/** Marks with at most two decimals, as a sheet's cell is read. */
const marks = (n: number) => Math.round(n * 100) / 100;

/** The result of a student who sat the exam: spec §9's rule, above. */
export function gradeResult(papers: readonly MarkedPaper[], scale: Scale): ComputedResult {
  const details: SubjectDetail[] = papers.map((paper) => ({
    subject_name: paper.name,
    subject_marge: paper.marge,
    obtained_marks: paper.obtained,
    total_marks: paper.total,
    percentage: (paper.obtained / paper.total) * 100,
    grade: '',
    ...(paper.nameBn ? { subject_name_bn: paper.nameBn } : {}),
  }));
  let points = 0;
  let failed = false;
  const subjects = pairPapers(details);
  for (const { papers: pair } of subjects) {
    const [first, second] = pair as [SubjectDetail, SubjectDetail | undefined];
    const band = second
      ? bandOf(Math.ceil((first.obtained_marks + second.obtained_marks) / 2), scale)
      : bandOf(first.percentage, scale);
    for (const paper of pair) paper.grade = band.grade;
    points += band.gpa;
    if (band.gpa === 0) failed = true;
  }
  const passed = subjects.length > 0 && !failed;
  return {
    subjects_details: details,
    is_pass: passed,
    // Math.round of points × 100: two decimals without binary noise (4.125 → 4.13).
    gpa: passed ? Math.min(5, Math.round((points * 100) / subjects.length) / 100) : 0,
    obtained_marks: marks(papers.reduce((sum, p) => sum + p.obtained, 0)),
    total_marks: papers.reduce((sum, p) => sum + p.total, 0),
  };
}

/** A student on the sheet: absent from the exam, or the papers they sat. */
export type StudentMarks = { absent: true } | { absent: false; papers: readonly MarkedPaper[] };

/** What a student's row publishes: nothing when absent, else their result. */
export function gradeStudent(
  student: StudentMarks,
  scale: Scale,
): { published: false } | { published: true; result: ComputedResult } {
  if (student.absent) return { published: false };
  return { published: true, result: gradeResult(student.papers, scale) };
}

/**
 * The letter of a GPA, as the report card prints it: the grade of the highest band whose point
 * it reaches; a failed result is the lowest band's.
 */
export function letterOf(gpa: number, passed: boolean, scale: Scale): string {
  const lowest = scale[scale.length - 1];
  if (!passed) return lowest?.grade ?? '';
  const reached = scale.filter((band) => band.gpa <= gpa + 1e-9);
  const best = reached.reduce<GradeBand | undefined>(
    (high, band) => (!high || band.gpa > high.gpa ? band : high),
    undefined,
  );
  return (best ?? lowest)?.grade ?? '';
}
