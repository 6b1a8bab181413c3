import type { GradeBand } from '@school/api/contract';

/**
 * The demo school's grade scale: spec §9's sample, with F ending at 32 so that no two bands share
 * a mark (the sample's F is 0–33 and its D 33–39). Highest first, as `/api/grades` lists it. The
 * demo's results are graded with it by results/grading.ts, the module the office's imports use.
 */
export const GRADE_SCALE: readonly GradeBand[] = [
  { grade: 'A+', min_mark: 80, max_mark: 100, gpa: 5 },
  { grade: 'A', min_mark: 70, max_mark: 79, gpa: 4 },
  { grade: 'A-', min_mark: 60, max_mark: 69, gpa: 3.5 },
  { grade: 'B', min_mark: 50, max_mark: 59, gpa: 3 },
  { grade: 'C', min_mark: 40, max_mark: 49, gpa: 2 },
  { grade: 'D', min_mark: 33, max_mark: 39, gpa: 1 },
  { grade: 'F', min_mark: 0, max_mark: 32, gpa: 0 },
];
