import type { GradeScaleEntry } from '@school/api';
import { describe, expect, it } from 'vitest';
import { grades, paper, passed } from './fixtures.ts';
import { bandFor, buildRows, formatGpa, formatMark, mergedGrade } from './rows.ts';

describe('formatting', () => {
  it('shows percentages with at most two decimals and no float noise', () => {
    expect(formatMark((29 / 50) * 100)).toBe('58');
    expect(formatMark(57.99999999999999)).toBe('58');
    expect(formatMark(62.666666666666664)).toBe('62.67');
    expect(formatMark((34 / 75) * 100)).toBe('45.33');
    expect(formatMark(80)).toBe('80');
    expect(formatMark(72.5)).toBe('72.5');
    expect(formatMark(0)).toBe('0');
  });

  it('shows grade points with two decimals', () => {
    expect(formatGpa(4.13)).toBe('4.13');
    expect(formatGpa(5)).toBe('5.00');
    expect(formatGpa(0)).toBe('0.00');
    expect(formatGpa(3.5)).toBe('3.50');
  });
});

describe('grade of a two-paper subject', () => {
  it('looks up ceil((m1 + m2) / 2) in the scale, bounds included', () => {
    // 71 + 68 = 139 → 69.5 → 70: A (70–79), where rounding down would give A-.
    expect(mergedGrade(71, 68, grades)).toBe('A');
    expect(mergedGrade(69, 70, grades)).toBe('A');
    expect(mergedGrade(69, 69, grades)).toBe('A-');
    expect(mergedGrade(100, 100, grades)).toBe('A+');
    expect(mergedGrade(33, 32, grades)).toBe('D');
    expect(mergedGrade(32, 32, grades)).toBe('F');
    expect(bandFor(79, grades)?.grade).toBe('A');
    expect(bandFor(80, grades)?.grade).toBe('A+');
  });

  it('shows the grade point like 5.00 when the scale has no letters', () => {
    const points: GradeScaleEntry[] = grades.map(({ min_mark, max_mark, gpa }) => ({
      min_mark,
      max_mark,
      gpa,
    }));
    expect(mergedGrade(90, 85, points)).toBe('5.00');
    expect(mergedGrade(65, 66, points)).toBe('3.50');
  });

  it('is 0 (0.00) when no band holds the mark', () => {
    const gappy: GradeScaleEntry[] = [{ min_mark: 80, max_mark: 100, gpa: 5, grade: 'A+' }];
    expect(mergedGrade(50, 51, gappy)).toBe('0.00');
    expect(mergedGrade(50, 51, [])).toBe('0.00');
  });
});

describe('buildRows', () => {
  it("merges the demo student's Bangla and English papers and keeps the provider's order", () => {
    const rows = buildRows(passed.subjects_details, grades);
    expect(rows.map((r) => r.subjects)).toEqual([
      ['Bangla 1st Paper', 'Bangla 2nd Paper'],
      ['English 1st Paper', 'English 2nd Paper'],
      ['Mathematics'],
      ['General Science'],
      ['Bangladesh and Global Studies'],
      ['Islam and Moral Education'],
      ['Information and Communication Technology'],
      ['Physical Education and Health'],
    ]);
    expect(rows[0]).toEqual({
      key: '0',
      subjects: ['Bangla 1st Paper', 'Bangla 2nd Paper'],
      obtained: ['71', '68'],
      totals: ['100', '100'],
      percentages: ['71', '68'],
      grade: 'A',
      merged: true,
    });
    // English: ceil((71 + 63) / 2) = 67 → A-.
    expect(rows[1]?.grade).toBe('A-');
    expect(rows[6]).toMatchObject({ percentages: ['58'], grade: 'B', merged: false });
  });

  it('never merges papers whose subject_marge is 0 (the original did)', () => {
    const rows = buildRows([paper('Mathematics', 0, 62), paper('General Science', 0, 83)], grades);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => !r.merged && r.subjects.length === 1)).toBe(true);
  });

  it('puts the pair where its first paper was, even with papers in between', () => {
    const rows = buildRows(
      [
        paper('Physics 1st Paper', 3, 54, 100, 'B'),
        paper('ICT', 0, 59, 100, 'B'),
        paper('Physics 2nd Paper', 3, 59, 100, 'B'),
      ],
      grades,
    );
    expect(rows.map((r) => r.subjects)).toEqual([
      ['Physics 1st Paper', 'Physics 2nd Paper'],
      ['ICT'],
    ]);
    // ceil(113 / 2) = 57 → B.
    expect(rows[0]?.grade).toBe('B');
  });

  it('leaves a paper whose partner is missing as a single row with its own grade', () => {
    const rows = buildRows(
      [paper('Biology 1st Paper', 5, 67, 100, 'A-'), paper('Chemistry 1st Paper', 4, 63)],
      grades,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ subjects: ['Biology 1st Paper'], grade: 'A-', merged: false });
  });

  it('pairs a third paper with the same key with the next one, not with the first pair', () => {
    const rows = buildRows(
      [paper('A1', 7, 80), paper('A2', 7, 80), paper('A3', 7, 40), paper('A4', 7, 40)],
      grades,
    );
    expect(rows.map((r) => r.subjects)).toEqual([
      ['A1', 'A2'],
      ['A3', 'A4'],
    ]);
    expect(rows.map((r) => r.grade)).toEqual(['A+', 'C']);
  });

  it("falls back to the provider's grade when the scale is unknown and both papers agree", () => {
    const rows = buildRows(
      [
        paper('Bangla 1st Paper', 1, 71, 100, 'A'),
        paper('Bangla 2nd Paper', 1, 68, 100, 'A'),
        paper('English 1st Paper', 2, 71, 100, 'A'),
        paper('English 2nd Paper', 2, 63, 100, 'A-'),
      ],
      null,
    );
    expect(rows.map((r) => r.grade)).toEqual(['A', '—']);
  });
});
