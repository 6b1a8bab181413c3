import { localDigits } from '@school/widgets';
import type { Lang, Text } from './sample-types.ts';

export interface GradeBand {
  grade: Text;
  /** The lowest and highest whole marks of the band. */
  min: number;
  max: number;
  point: number;
}

/**
 * The sample grading scale of spec §9, highest band first. The spec writes F as 0-33, which
 * overlaps D (33-39): 33 is a D here, so F is 0-32.
 */
export const gradingScale: readonly GradeBand[] = [
  { grade: 'A+', min: 80, max: 100, point: 5.0 },
  { grade: 'A', min: 70, max: 79, point: 4.0 },
  { grade: 'A-', min: 60, max: 69, point: 3.5 },
  { grade: 'B', min: 50, max: 59, point: 3.0 },
  { grade: 'C', min: 40, max: 49, point: 2.0 },
  { grade: 'D', min: 33, max: 39, point: 1.0 },
  { grade: 'F', min: 0, max: 32, point: 0.0 },
];

/**
 * The band of a mark out of 100. A mark between two bands' whole numbers (79.5) belongs to the
 * lower band: a band is reached only at its minimum.
 */
export function gradeFor(marks: number): GradeBand {
  if (!Number.isFinite(marks) || marks < 0 || marks > 100) {
    throw new RangeError(`Marks must be from 0 to 100, not ${marks}`);
  }
  const band = gradingScale.find((entry) => marks >= entry.min);
  if (!band) throw new RangeError(`No grade for ${marks}`);
  return band;
}

/** The F band's point: a subject with it fails the whole result. */
const failPoint = 0;

/**
 * The grade point average of a result: the mean of the subjects' points, or 0 when any subject
 * fails (as Bangladeshi boards count it).
 */
export function gpaFor(marks: readonly number[]): number {
  if (marks.length === 0) return 0;
  const points = marks.map((mark) => gradeFor(mark).point);
  if (points.includes(failPoint)) return 0;
  return points.reduce((sum, point) => sum + point, 0) / points.length;
}

/** A grade point or GPA as a transcript writes it, always two decimals: 5.00, ৫.০০. */
export function formatPoint(point: number, lang: Lang): Text {
  return localDigits(point.toFixed(2), lang);
}
