import type {
  AdmissionYear,
  ClassConfig,
  Exam,
  ExamResult,
  GradeScaleEntry,
  StudentProfile,
} from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits } from '../runtime/numbers.ts';
import { buildRows, formatGpa, formatMark, type ResultRow } from './rows.ts';

/** What was looked up: the roll as typed (digits) and the chosen year and exam ids. */
export interface LookupQuery {
  roll: string;
  yearId: number;
  examId: number;
}

/**
 * Everything the result card (and the PDF report card) shows, already formatted in English
 * digits (see `inLanguage`), plus the provider's result itself. Unknown texts (a failed profile
 * call) are null; the views show '—'.
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
    totalObtained: formatMark(result.obtained_marks),
    gpa: formatGpa(result.gpa),
    passed: result.is_pass === true,
  };
}

/**
 * The card as a language writes it: in Bengali the figures the kit formats itself (marks,
 * percentages, the total, the GPA, the roll number) take Bengali digits; what the provider sent
 * as text (names, subjects, class, session, exam, grades) is shown as sent, in whatever script
 * it came. The grade column is the provider's too: a computed grade point is written the way
 * the provider writes its own.
 */
export function inLanguage(card: ResultCard, lang: Lang): ResultCard {
  if (lang === 'en') return card;
  const digits = (text: string) => localDigits(text, lang);
  return {
    ...card,
    roll: digits(card.roll),
    totalObtained: digits(card.totalObtained),
    gpa: digits(card.gpa),
    rows: card.rows.map((row) => ({
      ...row,
      obtained: row.obtained.map(digits),
      totals: row.totals.map(digits),
      percentages: row.percentages.map(digits),
    })),
  };
}
