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
import { localDigits, localized } from '../runtime/localized.ts';
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
 * Everything the result card (and the PDF report card) shows, the school's texts in the card's
 * language and the figures in English digits (see `inLanguage`), plus the provider's result
 * itself. Unknown texts (a failed profile call) are null; the views show '—'.
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

/**
 * The card of a result in `lang`: the student's, class's, exam's and subjects' names are the
 * school's Bengali twins in Bengali, where it wrote them.
 */
export function buildCard(
  { query, result, profile, grades, years, exams, classes }: CardSources,
  lang: Lang = 'en',
): ResultCard {
  const klass = profile ? classes.find((c) => c.id === profile.class_id) : undefined;
  const exam = exams.find((e) => e.id === query.examId);
  // Results are filed by admission year, so the year looked up is the session when the profile
  // is missing.
  const yearId = profile?.admission_year_id ?? query.yearId;
  const details = result.subjects_details ?? [];
  const passed = result.is_pass === true;
  return {
    query,
    result,
    studentName: text(profile && localized(profile, 'name', lang)),
    className: klass
      ? classLabel({
          class_name: localized(klass, 'class_name', lang),
          group_name: localized(klass, 'group_name', lang),
          section_name: localized(klass, 'section_name', lang),
        })
      : null,
    session: years.find((y) => y.id === yearId)?.name ?? null,
    examName: exam ? localized(exam, 'name', lang) : null,
    yearName: years.find((y) => y.id === query.yearId)?.name ?? null,
    shift: text(klass && localized(klass, 'shift_name', lang)),
    group: text(klass && localized(klass, 'group_name', lang)),
    roll: String(profile?.roll_no ?? query.roll),
    rows: buildRows(details, grades, lang),
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
 * percentages, the total, the GPA, the roll number) and the years (session, academic year) take
 * Bengali digits; the school's texts are in the language the card was built in (`buildCard`).
 * The grade column is the provider's: a computed grade point is written the way the provider
 * writes its own.
 */
export function inLanguage(card: ResultCard, lang: Lang): ResultCard {
  if (lang === 'en') return card;
  const digits = (text: string) => localDigits(text, lang);
  return {
    ...card,
    roll: digits(card.roll),
    session: card.session && digits(card.session),
    yearName: card.yearName && digits(card.yearName),
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
