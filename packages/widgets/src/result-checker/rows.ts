import { type GradeScaleEntry, pairPapers, type SubjectDetail } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';

/**
 * One row of the result table as people read it. A row of two papers of one subject has two
 * lines in each of its text columns (first paper first) and one grade for the subject.
 */
export interface ResultRow {
  /** Stable React key: the index of the row's first paper in the provider's list. */
  key: string;
  subjects: string[];
  obtained: string[];
  totals: string[];
  percentages: string[];
  grade: string;
  merged: boolean;
}

/** Grade points always with two decimals: 4.13, 5.00, 0.00. */
export function formatGpa(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '';
}

/** At most two decimals and no trailing noise: 57.99999999999999 → 58, 62.666… → 62.67. */
export function formatMark(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.round(value * 100) / 100;
  // `-0` would print as "0" anyway, but a tiny negative rounding residue must not show a sign.
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** The band of the scale whose min_mark…max_mark (both inclusive) holds `mark`. */
export function bandFor(
  mark: number,
  scale: readonly GradeScaleEntry[],
): GradeScaleEntry | undefined {
  return scale.find((band) => mark >= band.min_mark && mark <= band.max_mark);
}

/**
 * The grade of a subject of two papers (spec §9): the two obtained marks added, halved and
 * rounded up, looked up in the scale. Shown as the band's letter when the provider sends one
 * (the single papers show letters too), else as its grade point like 5.00; no band holds the
 * mark → grade point 0, shown as 0.00.
 */
export function mergedGrade(first: number, second: number, scale: readonly GradeScaleEntry[]) {
  const band = bandFor(Math.ceil((first + second) / 2), scale);
  if (!band) return formatGpa(0);
  return band.grade?.trim() ? band.grade : formatGpa(band.gpa);
}

function single(detail: SubjectDetail, index: number, lang: Lang): ResultRow {
  return {
    key: String(index),
    subjects: [localized(detail, 'subject_name', lang)],
    obtained: [formatMark(detail.obtained_marks)],
    totals: [formatMark(detail.total_marks)],
    percentages: [formatMark(detail.percentage)],
    grade: detail.grade,
    merged: false,
  };
}

/**
 * Without the grade scale (its call failed, which the spec says to ignore) the provider's own
 * grade stands when both papers carry the same one — the reference provider grades the pair as
 * one subject — and is unknown otherwise.
 */
function fallbackGrade(a: SubjectDetail, b: SubjectDetail): string {
  return a.grade === b.grade ? a.grade : '—';
}

/**
 * The provider's papers as table rows, in the provider's order (`pairPapers`: two papers with the
 * same non-zero `subject_marge` are one row, with one grade for the subject). `scale` null means
 * the grade scale is unknown. The subjects are named in `lang`: their Bengali twins in Bengali.
 */
export function buildRows(
  details: readonly SubjectDetail[],
  scale: readonly GradeScaleEntry[] | null,
  lang: Lang = 'en',
): ResultRow[] {
  return pairPapers(details).map(({ index, papers: [first, second] }) => {
    const row = single(first as SubjectDetail, index, lang);
    if (!second) return row;
    const other = single(second, index, lang);
    return {
      ...row,
      subjects: [...row.subjects, ...other.subjects],
      obtained: [...row.obtained, ...other.obtained],
      totals: [...row.totals, ...other.totals],
      percentages: [...row.percentages, ...other.percentages],
      merged: true,
      grade: scale
        ? mergedGrade((first as SubjectDetail).obtained_marks, second.obtained_marks, scale)
        : fallbackGrade(first as SubjectDetail, second),
    };
  });
}
