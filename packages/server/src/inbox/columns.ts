/**
 * What arrived, as the office reads it: the rows of admissions and contact messages with their
 * class, year and session by name, and the columns of their CSV files. One place for both ways
 * out, `npm run submissions -- export` (submissions.ts) and the inbox's export (issue 23), so the
 * two files always have the same columns; an admission opened in the console lists its fields
 * from the same columns, with their Bengali headings.
 */
import type { AdmissionApplication } from '@school/api';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/connect.ts';

interface Column {
  /** The field, as the form names it. */
  key: string;
  /** The CSV's heading (English, as today's files), and the console's words in Bengali. */
  en: string;
  bn: string;
  value: (a: AdmissionApplication) => unknown;
}

const column = (
  key: string,
  en: string,
  bn: string,
  value: (a: AdmissionApplication) => unknown,
): Column => ({ key, en, bn, value });

/** The columns of admissions.csv after its number, time, class, year and session. */
export const ADMISSION_COLUMNS: readonly Column[] = [
  column('student_user.name', 'Student name', 'শিক্ষার্থীর নাম', (a) => a.student_user.name),
  column(
    'student_user.nameBn',
    'Student name (Bangla)',
    'শিক্ষার্থীর নাম (বাংলায়)',
    (a) => a.student_user.nameBn,
  ),
  column('student_user.dob', 'Date of birth', 'জন্ম তারিখ', (a) => a.student_user.dob),
  column('student_user.gender', 'Gender', 'লিঙ্গ', (a) => a.student_user.gender),
  column('student_user.bloodGroup', 'Blood group', 'রক্তের গ্রুপ', (a) => a.student_user.bloodGroup),
  column('student_user.religion', 'Religion', 'ধর্ম', (a) => a.student_user.religion),
  column('student_user.nationality', 'Nationality', 'জাতীয়তা', (a) => a.student_user.nationality),
  column(
    'student_user.phone_number',
    'Student mobile',
    'শিক্ষার্থীর মোবাইল',
    (a) => a.student_user.phone_number,
  ),
  column('student_user.email', 'Student email', 'শিক্ষার্থীর ইমেইল', (a) => a.student_user.email),
  column(
    'student_user.nid',
    'Birth registration no.',
    'জন্ম নিবন্ধন নম্বর',
    (a) => a.student_user.nid,
  ),
  column('student_user.disability', 'Disability', 'প্রতিবন্ধিতা', (a) => a.student_user.disability),
  column('student_profile.group', 'Group', 'বিভাগ', (a) => a.student_profile.group),
  column('student_profile.roll_no', 'Roll no.', 'রোল নম্বর', (a) => a.student_profile.roll_no),
  column('parent_user.name', 'Parent name', 'অভিভাবকের নাম', (a) => a.parent_user.name),
  column(
    'parent_user.phone_number',
    'Parent mobile',
    'অভিভাবকের মোবাইল',
    (a) => a.parent_user.phone_number,
  ),
  column('parent_user.email', 'Parent email', 'অভিভাবকের ইমেইল', (a) => a.parent_user.email),
  column('parent_user.nid', 'Parent NID', 'অভিভাবকের জাতীয় পরিচয়পত্র নম্বর', (a) => a.parent_user.nid),
  column(
    'parent_profile.parent',
    'Applying parent',
    'আবেদনকারী অভিভাবক',
    (a) => a.parent_profile.parent,
  ),
  column('parent_profile.relation', 'Relation', 'সম্পর্ক', (a) => a.parent_profile.relation),
  column('parent_profile.occupation', 'Occupation', 'পেশা', (a) => a.parent_profile.occupation),
  column(
    'parent_profile.father_name',
    "Father's name",
    'পিতার নাম',
    (a) => a.parent_profile.father_name,
  ),
  column(
    'parent_profile.mother_name',
    "Mother's name",
    'মাতার নাম',
    (a) => a.parent_profile.mother_name,
  ),
  column('parent_profile.g_name', "Guardian's name", 'গার্ডিয়ানের নাম', (a) => a.parent_profile.g_name),
  column(
    'parent_profile.father_mobile_no',
    "Father's mobile",
    'পিতার মোবাইল',
    (a) => a.parent_profile.father_mobile_no,
  ),
  column(
    'parent_profile.mother_mobile_no',
    "Mother's mobile",
    'মাতার মোবাইল',
    (a) => a.parent_profile.mother_mobile_no,
  ),
  column(
    'parent_profile.g_mobile_no',
    "Guardian's mobile",
    'গার্ডিয়ানের মোবাইল',
    (a) => a.parent_profile.g_mobile_no,
  ),
];

/** A cell's text: nothing for a field left out. */
export const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value);

/** What arrived in a period: `since` and `until` are ISO instants (or days), `until` excluded. */
export interface Period {
  since?: string | undefined;
  until?: string | undefined;
}

/** An admission as the exports and the console show it. */
export interface AdmissionRow {
  number: string;
  received: string;
  /** The class, group, shift and section, as the school names them. */
  klass: string;
  year: string;
  session: string;
  application: AdmissionApplication;
  /** The stored photo's file name (DATA_DIR/uploads/admissions), or null. */
  photo: string | null;
}

/** A class's name with its group, shift and section. */
export const classLabel = (c: {
  class_name: string | null;
  group_name: string | null;
  shift_name: string | null;
  section_name: string | null;
}) => [c.class_name, c.group_name, c.shift_name, c.section_name].filter(Boolean).join(', ');

/** Admissions, oldest first (or only `references`), with their class, year and session by name. */
export async function admissionRows(
  db: Db,
  { since, until }: Period,
  references?: readonly string[],
): Promise<AdmissionRow[]> {
  let q = db.kysely
    .selectFrom('admission_applications as a')
    .leftJoin('class_configs as c', 'c.id', 'a.class_id')
    .select([
      'a.public_id',
      'a.created_at',
      'a.payload',
      'a.image_file',
      'c.class_name',
      'c.section_name',
      'c.shift_name',
      'c.group_name',
    ])
    .orderBy('a.created_at')
    .orderBy('a.id');
  if (since) q = q.where('a.created_at', '>=', since);
  if (until) q = q.where('a.created_at', '<', until);
  if (references) q = q.where('a.public_id', 'in', references.length ? references : ['']);
  const rows = await q.execute();
  if (!rows.length) return [];
  const years = new Map(
    (await db.kysely.selectFrom('admission_years').select(['id', 'name']).execute()).map((y) => [
      y.id,
      y.name,
    ]),
  );
  const sessions = new Map(
    (
      await db.kysely
        .selectFrom('academic_sessions')
        .select(['id', 'start_year', 'end_year'])
        .execute()
    ).map((s) => [s.id, `${s.start_year}-${String(s.end_year).slice(-2)}`]),
  );
  return rows.map((row) => {
    const application = JSON.parse(row.payload) as AdmissionApplication;
    const profile = application.student_profile;
    return {
      number: row.public_id ?? '',
      received: row.created_at,
      klass: classLabel(row),
      year: years.get(profile.admission_year_id) ?? '',
      session: profile.academic_session_year
        ? (sessions.get(profile.academic_session_year) ?? '')
        : '',
      application,
      photo: row.image_file,
    };
  });
}

/** Contact messages, oldest first. */
export async function messageRows(db: Db, { since, until }: Period) {
  let q = db.kysely
    .selectFrom('public_messages')
    .select(['public_id', 'created_at', 'name', 'phone_no', 'email_id', 'subject', 'msg'])
    .orderBy('created_at')
    .orderBy('id');
  if (since) q = q.where('created_at', '>=', since);
  if (until) q = q.where('created_at', '<', until);
  return q.execute();
}

/** CSV as Excel opens it: UTF-8 with a byte-order mark (Bangla reads right), CRLF line ends. */
const csv = (rows: unknown[][]) => stringify(rows, { bom: true, record_delimiter: 'windows' });

/**
 * admissions.csv: one row per application. `photo` says where its photo is: a file beside the
 * CSV for the command line, the office's address of it for the inbox.
 */
export function admissionsCsv(
  applications: readonly AdmissionRow[],
  photo: (a: AdmissionRow) => string,
): string {
  return csv([
    [
      'Application no.',
      'Received (UTC)',
      'Class',
      'Admission year',
      'Session',
      ...ADMISSION_COLUMNS.map((c) => c.en),
      'Photo',
    ],
    ...applications.map((a) => [
      a.number,
      a.received,
      a.klass,
      a.year,
      a.session,
      ...ADMISSION_COLUMNS.map((c) => text(c.value(a.application))),
      a.photo ? photo(a) : '',
    ]),
  ]);
}

type MessageRow = Awaited<ReturnType<typeof messageRows>>[number];

/** messages.csv: one row per contact message. */
export function messagesCsv(messages: readonly MessageRow[]): string {
  return csv([
    ['Reference', 'Received (UTC)', 'Name', 'Mobile', 'Email', 'Subject', 'Message'],
    ...messages.map((m) => [
      m.public_id,
      m.created_at,
      m.name,
      m.phone_no,
      text(m.email_id),
      text(m.subject),
      m.msg,
    ]),
  ]);
}
