import {
  type AdmissionYear,
  type ClassConfig,
  classLabel,
  type Exam,
  type ExamResult,
  type GradeScaleEntry,
  type StudentProfile,
} from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits } from '../runtime/numbers.ts';
import { buildRows, formatGpa, formatMark, type ResultRow } from './rows.ts';

/** What was looked up: the roll as typed (digits) and the chosen year and exam ids. */
export interface LookupQuery {
  roll: string;
  yearId: number;
  examId: number;
  /** The date of birth, `YYYY-MM-DD`, for a provider that asks for it. */
  dob?: string;
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
  /** The academic year looked up, by name (`2026`). */
  yearName: string | null;
  /** The class's shift and group, where the provider names them. */
  shift: string | null;
  group: string | null;
  /** The roll number to show: the profile's, else the one looked up. */
  roll: string;
  rows: ResultRow[];
  totalObtained: string;
  /** The most marks the papers give, formatted like the total. */
  totalMaximum: string;
  gpa: string;
  /** The GPA's letter grade on the school's scale (`A`); null when the scale has no letters. */
  letterGrade: string | null;
  passed: boolean;
  /** The school's signature of this result (the report card's QR code), when it sends one. */
  token: string | null;
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

/** "Six (A)", "XI Science (A)": as the provider's verification call names a class too. */
export { classLabel };

/**
 * The letter of a GPA: the grade of the scale's highest band whose point the GPA reaches (GPA
 * 4.13 is an A, as the boards print it). A failed result is an F whatever its GPA. Null without
 * a scale, or one whose bands have no letters.
 */
export function letterGradeFor(
  gpa: number,
  passed: boolean,
  scale: readonly GradeScaleEntry[] | null,
): string | null {
  const lettered = (scale ?? []).filter((band) => band.grade?.trim());
  if (!lettered.length) return null;
  if (!passed)
    return lettered.reduce((low, band) => (band.gpa < low.gpa ? band : low)).grade ?? null;
  const reached = lettered.filter((band) => band.gpa <= gpa + 1e-9);
  if (!reached.length) return null;
  return reached.reduce((high, band) => (band.gpa > high.gpa ? band : high)).grade ?? null;
}

const text = (value: string | null | undefined) => value?.trim() || null;

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
  const details = result.subjects_details ?? [];
  const passed = result.is_pass === true;
  return {
    query,
    result,
    studentName: text(profile?.name),
    className: klass ? classLabel(klass) : null,
    session: years.find((y) => y.id === yearId)?.name ?? null,
    examName: exams.find((e) => e.id === query.examId)?.name ?? null,
    yearName: years.find((y) => y.id === query.yearId)?.name ?? null,
    shift: text(klass?.shift_name),
    group: text(klass?.group_name),
    roll: String(profile?.roll_no ?? query.roll),
    rows: buildRows(details, grades),
    totalObtained: formatMark(result.obtained_marks),
    totalMaximum: formatMark(details.reduce((sum, d) => sum + d.total_marks, 0)),
    gpa: formatGpa(result.gpa),
    letterGrade: letterGradeFor(result.gpa, passed, grades),
    passed,
    token: text(result.token),
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
    totalMaximum: digits(card.totalMaximum),
    gpa: digits(card.gpa),
    rows: card.rows.map((row) => ({
      ...row,
      obtained: row.obtained.map(digits),
      totals: row.totals.map(digits),
      percentages: row.percentages.map(digits),
    })),
  };
}
