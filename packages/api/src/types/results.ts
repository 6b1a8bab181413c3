/** One paper of a result. Two papers of one subject share a non-zero `subject_marge`; 0 stands alone. */
export interface SubjectDetail {
  subject_name: string;
  subject_marge: number;
  obtained_marks: number;
  total_marks: number;
  /** obtained / total × 100, unrounded. */
  percentage: number;
  /** Letter grade, e.g. `A+`. */
  grade: string;
}

/** `GET /results/{roll}/{academicYearId}/{examId}` answers a list whose first element is this. */
export interface ExamResult {
  /** The student's id (for `/api/student-profile/{id}`). */
  id: number;
  subjects_details: SubjectDetail[];
  is_pass: boolean;
  gpa: number;
  /** Total of all obtained marks. */
  obtained_marks: number;
}

/** `GET /api/grades` — one band of the grade scale. */
export interface GradeScaleEntry {
  min_mark: number;
  max_mark: number;
  gpa: number;
  /** Letter grade of the band; the reference provider sends it, other providers may not. */
  grade?: string;
}
