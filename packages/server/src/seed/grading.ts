import type { GradeScaleEntry, SubjectDetail } from '@school/api';

/** Spec §9's scale with F ending at 32 so that no two bands overlap. Highest first. */
export const GRADE_SCALE: readonly Required<GradeScaleEntry>[] = [
  { grade: 'A+', min_mark: 80, max_mark: 100, gpa: 5 },
  { grade: 'A', min_mark: 70, max_mark: 79, gpa: 4 },
  { grade: 'A-', min_mark: 60, max_mark: 69, gpa: 3.5 },
  { grade: 'B', min_mark: 50, max_mark: 59, gpa: 3 },
  { grade: 'C', min_mark: 40, max_mark: 49, gpa: 2 },
  { grade: 'D', min_mark: 33, max_mark: 39, gpa: 1 },
  { grade: 'F', min_mark: 0, max_mark: 32, gpa: 0 },
];

const FAIL = GRADE_SCALE[GRADE_SCALE.length - 1] as Required<GradeScaleEntry>;

/** The band of a percentage; a fraction such as 79.33 (on a 75-mark paper) stays in A. */
function bandFor(percentage: number): Required<GradeScaleEntry> {
  return GRADE_SCALE.find((band) => percentage >= band.min_mark) ?? FAIL;
}

/** One paper as marked; `marge` is 0 for a paper that stands alone. */
export interface MarkedPaper {
  name: string;
  /** The paper's name in Bengali (`subject_name_bn`), when the school wrote one. */
  nameBn?: string;
  marge: number;
  total: number;
  obtained: number;
}

export interface ComputedResult {
  subjects_details: SubjectDetail[];
  is_pass: boolean;
  gpa: number;
  obtained_marks: number;
}

/**
 * Grades a result the way the site reads it back (spec §9): two papers with one `marge` are one
 * subject whose grade comes from the rounded-up average of the two; every subject counts once
 * in the GPA, and one failed subject fails the whole result with GPA 0.
 */
export function gradeResult(papers: readonly MarkedPaper[]): ComputedResult {
  const subjectBand = new Map<string, Required<GradeScaleEntry>>();
  const groups = new Map<number, MarkedPaper[]>();
  for (const paper of papers) {
    if (paper.marge === 0) continue;
    const group = groups.get(paper.marge) ?? [];
    group.push(paper);
    groups.set(paper.marge, group);
  }
  for (const [marge, group] of groups) {
    const obtained = group.reduce((sum, p) => sum + p.obtained, 0);
    const total = group.reduce((sum, p) => sum + p.total, 0);
    subjectBand.set(`m${marge}`, bandFor(Math.ceil((obtained / total) * 100)));
  }
  let points = 0;
  let subjects = 0;
  let failed = false;
  const details = papers.map((paper, index): SubjectDetail => {
    const percentage = (paper.obtained / paper.total) * 100;
    const key = paper.marge === 0 ? `s${index}` : `m${paper.marge}`;
    let band = subjectBand.get(key);
    if (!band) {
      band = bandFor(percentage);
      subjectBand.set(key, band);
    }
    return {
      subject_name: paper.name,
      subject_marge: paper.marge,
      obtained_marks: paper.obtained,
      total_marks: paper.total,
      percentage,
      grade: band.grade,
      ...(paper.nameBn ? { subject_name_bn: paper.nameBn } : {}),
    };
  });
  for (const band of subjectBand.values()) {
    points += band.gpa;
    subjects += 1;
    if (band.gpa === 0) failed = true;
  }
  // Points are multiples of 0.5, so points * 100 is exact and the rounding is honest.
  const gpa =
    failed || subjects === 0 ? 0 : Math.min(5, Math.round((points * 100) / subjects) / 100);
  return {
    subjects_details: details,
    is_pass: !failed,
    gpa,
    obtained_marks: papers.reduce((sum, p) => sum + p.obtained, 0),
  };
}
