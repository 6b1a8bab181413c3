/**
 * `npm run submissions -- list` / `npm run submissions -- export <folder>`: how the school office
 * reads what arrived. Submissions are never served over HTTP; this command reads the provider's
 * own database (the same DATA_DIR or DATABASE_URL as `npm start`).
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AdmissionApplication } from '@school/api';
import { stringify } from 'csv-stringify/sync';
import { readConfig } from './config.ts';
import { type Db, openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';

/** The columns of admissions.csv: a heading and where its value is in an application. */
const ADMISSION_COLUMNS: [heading: string, value: (a: AdmissionApplication) => unknown][] = [
  ['Student name', (a) => a.student_user.name],
  ['Student name (Bangla)', (a) => a.student_user.nameBn],
  ['Date of birth', (a) => a.student_user.dob],
  ['Gender', (a) => a.student_user.gender],
  ['Blood group', (a) => a.student_user.bloodGroup],
  ['Religion', (a) => a.student_user.religion],
  ['Nationality', (a) => a.student_user.nationality],
  ['Student mobile', (a) => a.student_user.phone_number],
  ['Student email', (a) => a.student_user.email],
  ['Birth registration no.', (a) => a.student_user.nid],
  ['Disability', (a) => a.student_user.disability],
  ['Group', (a) => a.student_profile.group],
  ['Roll no.', (a) => a.student_profile.roll_no],
  ['Parent name', (a) => a.parent_user.name],
  ['Parent mobile', (a) => a.parent_user.phone_number],
  ['Parent email', (a) => a.parent_user.email],
  ['Parent NID', (a) => a.parent_user.nid],
  ['Applying parent', (a) => a.parent_profile.parent],
  ['Relation', (a) => a.parent_profile.relation],
  ['Occupation', (a) => a.parent_profile.occupation],
  ["Father's name", (a) => a.parent_profile.father_name],
  ["Mother's name", (a) => a.parent_profile.mother_name],
  ["Guardian's name", (a) => a.parent_profile.g_name],
  ["Father's mobile", (a) => a.parent_profile.father_mobile_no],
  ["Mother's mobile", (a) => a.parent_profile.mother_mobile_no],
  ["Guardian's mobile", (a) => a.parent_profile.g_mobile_no],
];

export interface Options {
  /** Only what arrived on or after this day (`YYYY-MM-DD`). */
  since?: string | undefined;
}

/** Every admission, oldest first, with its class, year and session by name. */
async function admissions(db: Db, { since }: Options) {
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
  const rows = await q.execute();
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
    const klass = [row.class_name, row.group_name, row.shift_name, row.section_name]
      .filter(Boolean)
      .join(', ');
    return {
      number: row.public_id ?? '',
      received: row.created_at,
      klass,
      year: years.get(profile.admission_year_id) ?? '',
      session: profile.academic_session_year
        ? (sessions.get(profile.academic_session_year) ?? '')
        : '',
      application,
      photo: row.image_file,
    };
  });
}

async function messages(db: Db, { since }: Options) {
  let q = db.kysely
    .selectFrom('public_messages')
    .select(['public_id', 'created_at', 'name', 'phone_no', 'email_id', 'subject', 'msg'])
    .orderBy('created_at')
    .orderBy('id');
  if (since) q = q.where('created_at', '>=', since);
  return q.execute();
}

/** CSV as Excel opens it: UTF-8 with a byte-order mark (Bangla reads right), CRLF line ends. */
const csv = (rows: unknown[][]) => stringify(rows, { bom: true, record_delimiter: 'windows' });

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Write `admissions.csv`, `messages.csv` and `photos/<application number>.jpg` into `folder`;
 * answers how many of each.
 */
export async function exportSubmissions(
  db: Db,
  dataDir: string,
  folder: string,
  options: Options = {},
) {
  await mkdir(join(folder, 'photos'), { recursive: true });
  const applications = await admissions(db, options);
  const rows: unknown[][] = [
    [
      'Application no.',
      'Received (UTC)',
      'Class',
      'Admission year',
      'Session',
      ...ADMISSION_COLUMNS.map(([heading]) => heading),
      'Photo',
    ],
  ];
  let photos = 0;
  for (const a of applications) {
    let photo = '';
    if (a.photo) {
      photo = `photos/${a.number}.jpg`;
      await copyFile(join(dataDir, 'uploads', 'admissions', a.photo), join(folder, photo));
      photos += 1;
    }
    rows.push([
      a.number,
      a.received,
      a.klass,
      a.year,
      a.session,
      ...ADMISSION_COLUMNS.map(([, value]) => text(value(a.application))),
      photo,
    ]);
  }
  await writeFile(join(folder, 'admissions.csv'), csv(rows));
  const notes = await messages(db, options);
  await writeFile(
    join(folder, 'messages.csv'),
    csv([
      ['Reference', 'Received (UTC)', 'Name', 'Mobile', 'Email', 'Subject', 'Message'],
      ...notes.map((m) => [
        m.public_id,
        m.created_at,
        m.name,
        m.phone_no,
        text(m.email_id),
        text(m.subject),
        m.msg,
      ]),
    ]),
  );
  return { admissions: applications.length, photos, messages: notes.length };
}

/** One line per submission, for a quick look in a terminal. */
export async function listSubmissions(db: Db, options: Options = {}): Promise<string[]> {
  const lines = ['Admissions:'];
  for (const a of await admissions(db, options)) {
    lines.push(
      `  ${a.number}  ${a.received.slice(0, 16).replace('T', ' ')}  ${a.application.student_user.name} (${a.klass})  ${a.application.student_user.phone_number}`,
    );
  }
  lines.push('Contact messages:');
  for (const m of await messages(db, options)) {
    lines.push(
      `  ${m.public_id}  ${m.created_at.slice(0, 16).replace('T', ' ')}  ${m.name}  ${m.phone_no}: ${m.msg.replace(/\s+/g, ' ').slice(0, 60)}`,
    );
  }
  return lines;
}

const USAGE = `Usage:
  npm run submissions -- list [--since YYYY-MM-DD]
  npm run submissions -- export <folder> [--since YYYY-MM-DD]`;

async function main(args: string[]) {
  const [command, ...rest] = args;
  const sinceAt = rest.indexOf('--since');
  const since = sinceAt >= 0 ? rest.splice(sinceAt, 2)[1] : undefined;
  if (since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(since)) {
    throw new Error('--since takes a day as YYYY-MM-DD');
  }
  if (command !== 'list' && command !== 'export') throw new Error(USAGE);
  if (command === 'export' && !rest[0]) throw new Error(USAGE);
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db.kysely, db.dialect);
    if (command === 'list') {
      for (const line of await listSubmissions(db, { since })) console.info(line);
    } else {
      const folder = resolve(rest[0] ?? '.');
      const counts = await exportSubmissions(db, config.dataDir, folder, { since });
      console.info(
        `${counts.admissions} admissions (${counts.photos} photos) and ${counts.messages} contact messages written to ${folder}`,
      );
    }
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
