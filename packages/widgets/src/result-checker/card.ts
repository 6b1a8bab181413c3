import type {
  AdmissionYear,
  ClassConfig,
  Exam,
  ExamResult,
  GradeScaleEntry,
  StudentProfile,
} from '@school/api';
import { buildRows, formatGpa, formatNumber, type ResultRow } from './rows.ts';

/** What was looked up: the roll as typed (digits) and the chosen year and exam ids. */
export interface LookupQuery {
  roll: string;
  yearId: number;
  examId: number;
}

/**
 * Everything the result card (and the PDF report card) shows, already formatted, plus the
 * provider's result itself. Unknown texts (a failed profile call) are null; the views show '—'.
 */
export interface ResultCard {
  query: LookupQuery;
  result: ExamResult;
  studentName: string | null;
  className: string | null;
  /** The admission year's name for the profile's admission_year_id (spec: shown as Session). */
  session: string | null;
  examName: string | null;
  /** The roll number to show: the profile's, else the one looked up. */
  roll: string;
  rows: ResultRow[];
  totalObtained: string;
  gpa: string;
  passed: boolean;
}

export interface CardSources {
  query: LookupQuery;
  result: ExamResult;
  profile: StudentProfile | null;
  /** null: the grade scale could not be loaded. */
  grades: readonly GradeScaleEntry[] | null;
  years: readonly AdmissionYear[];
  exams: readonly Exam[];
  classes: readonly ClassConfig[];
}

/** "Six (A)", "XI Science (A)": the name people use for a class config. */
export function classLabel(config: ClassConfig): string {
  const name = [config.class_name, config.group_name].filter(Boolean).join(' ');
  return config.section_name ? `${name} (${config.section_name})` : name;
}

export function buildCard({
  query,
  result,
  profile,
  grades,
  years,
  exams,
  classes,
}: CardSources): ResultCard {
  const klass = profile ? classes.find((c) => c.id === profile.class_id) : undefined;
  // Results are filed by admission year, so the year looked up is the session when the profile
  // is missing.
  const yearId = profile?.admission_year_id ?? query.yearId;
  return {
    query,
    result,
    studentName: profile?.name?.trim() || null,
    className: klass ? classLabel(klass) : null,
    session: years.find((y) => y.id === yearId)?.name ?? null,
    examName: exams.find((e) => e.id === query.examId)?.name ?? null,
    roll: String(profile?.roll_no ?? query.roll),
    rows: buildRows(result.subjects_details ?? [], grades),
    totalObtained: formatNumber(result.obtained_marks),
    gpa: formatGpa(result.gpa),
    passed: result.is_pass === true,
  };
}
