import { describe, expect, it } from 'vitest';
import {
  gradeResult,
  gradeStudent,
  letterOf,
  type MarkedPaper,
  sortedScale,
} from '../src/results/grading.ts';
import { GRADE_SCALE } from '../src/seed/grading.ts';

/**
 * Issue 23's unit table of GPA cases, on spec §9's sample scale (A+ 80–100 5.0, A 70–79 4.0,
 * A- 60–69 3.5, B 50–59 3.0, C 40–49 2.0, D 33–39 1.0, F 0–32 0.0): every grade's boundaries,
 * merged papers, a failed subject, an optional paper, a missed paper and an absent student.
 */

const scale = sortedScale(GRADE_SCALE);
const paper = (name: string, obtained: number, total = 100, marge = 0): MarkedPaper => ({
  name,
  marge,
  total,
  obtained,
});

describe('one paper’s grade: the band its percentage reaches', () => {
  it.each([
    [100, 'A+', 5],
    [80, 'A+', 5],
    [79, 'A', 4],
    [70, 'A', 4],
    [69, 'A-', 3.5],
    [60, 'A-', 3.5],
    [59, 'B', 3],
    [50, 'B', 3],
    [49, 'C', 2],
    [40, 'C', 2],
    [39, 'D', 1],
    [33, 'D', 1],
    [32, 'F', 0],
    [0, 'F', 0],
  ])('%d of 100 is %s (%d points)', (obtained, grade, points) => {
    const result = gradeResult([paper('Mathematics', obtained)], scale);
    expect(result.subjects_details[0]).toMatchObject({ grade, percentage: obtained });
    expect(result.gpa).toBe(points);
    expect(result.is_pass).toBe(points > 0);
  });

  it.each([
    // A fraction between two whole-mark bands is in the lower one: it has not reached the next.
    [79.5, 100, 'A'],
    [32.9, 100, 'F'],
    // On a 75-mark paper: 60 is 80 %, 59 is 78.67 %.
    [60, 75, 'A+'],
    [59, 75, 'A'],
    // On a 50-mark paper: 16 is 32 %, 16.5 is 33 %.
    [16, 50, 'F'],
    [16.5, 50, 'D'],
  ])('%d of %d is %s', (obtained, total, grade) => {
    const [detail] = gradeResult([paper('ICT', obtained, total)], scale).subjects_details;
    expect(detail?.grade).toBe(grade);
    expect(detail?.percentage).toBeCloseTo((obtained / total) * 100, 10);
  });
});

describe('two papers of one subject (spec §9): added, halved, rounded up, looked up', () => {
  it.each([
    [80, 80, 'A+', 5],
    [79, 80, 'A+', 5], // 79.5 rounds up to 80
    [79, 79, 'A', 4],
    [65, 66, 'A-', 3.5], // 65.5 → 66
    [33, 32, 'D', 1], // 32.5 → 33: a pass although one paper alone is an F
    [32, 32, 'F', 0],
    [100, 0, 'B', 3], // one paper missed (AB, 0 marks): the pair's average still passes
  ])('%d and %d make %s', (first, second, grade, points) => {
    const result = gradeResult(
      [paper('Bangla 1st Paper', first, 100, 1), paper('Bangla 2nd Paper', second, 100, 1)],
      scale,
    );
    // Both papers carry the subject's grade; the subject counts once in the GPA.
    expect(result.subjects_details.map((d) => d.grade)).toEqual([grade, grade]);
    expect(result.gpa).toBe(points);
    expect(result.obtained_marks).toBe(first + second);
    expect(result.total_marks).toBe(200);
  });
});

describe('the GPA and Passed/Failed', () => {
  const papers = [
    paper('Bangla 1st Paper', 85, 100, 1),
    paper('Bangla 2nd Paper', 74, 100, 1), // 79.5 → 80: A+ 5
    paper('English 1st Paper', 70, 100, 2),
    paper('English 2nd Paper', 70, 100, 2), // 70: A 4
    paper('Mathematics', 64), // A- 3.5
    paper('ICT', 26, 50), // 52 %: B 3
  ];

  it('is the average of the subjects’ points, a pair counting once, to two decimals', () => {
    const result = gradeResult(papers, scale);
    // (5 + 4 + 3.5 + 3) / 4 = 3.875 → 3.88
    expect(result).toMatchObject({
      gpa: 3.88,
      is_pass: true,
      obtained_marks: 389,
      total_marks: 550,
    });
    expect(letterOf(result.gpa, result.is_pass, scale)).toBe('A-');
  });

  it('is 0.00 and Failed with one subject in F, whatever the others', () => {
    const result = gradeResult([...papers, paper('General Science', 30)], scale);
    expect(result).toMatchObject({ gpa: 0, is_pass: false });
    expect(result.subjects_details.at(-1)?.grade).toBe('F');
    expect(letterOf(result.gpa, result.is_pass, scale)).toBe('F');
  });

  it('is Failed for a paper the student missed (AB counts as 0 marks)', () => {
    const result = gradeResult([...papers, paper('General Science', 0)], scale);
    expect(result).toMatchObject({ gpa: 0, is_pass: false });
  });

  it('counts an optional paper the student takes like any other, and one not taken not at all', () => {
    const taken = gradeResult([...papers, paper('Islam and Moral Education', 90)], scale);
    // (5 + 4 + 3.5 + 3 + 5) / 5 = 4.1: no “fourth subject” bonus.
    expect(taken.gpa).toBe(4.1);
    expect(gradeResult(papers, scale).subjects_details).toHaveLength(6);
  });

  it('is 5.00 with every subject A+', () => {
    const result = gradeResult([paper('Mathematics', 80), paper('Physics', 100)], scale);
    expect(result).toMatchObject({ gpa: 5, is_pass: true });
    expect(letterOf(5, true, scale)).toBe('A+');
  });

  it('publishes nothing for a student absent from the exam', () => {
    expect(gradeStudent({ absent: true }, scale)).toEqual({ published: false });
    expect(gradeStudent({ absent: false, papers }, scale)).toMatchObject({
      published: true,
      result: { gpa: 3.88 },
    });
  });

  it('is Failed with no paper at all', () => {
    expect(gradeResult([], scale)).toMatchObject({ gpa: 0, is_pass: false, obtained_marks: 0 });
  });
});
