/**
 * `npm run submissions -- list` / `npm run submissions -- export <folder>`: what arrived, from a
 * terminal, reading the provider's own database (the same DATA_DIR or DATABASE_URL as
 * `npm start`). The office's inbox (/office, signed in) lists the same and exports the same
 * columns (inbox/columns.ts); the public API never serves a submission.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readConfig } from './config.ts';
import { type Db, openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import {
  type AdmissionRow,
  admissionRows,
  admissionsCsv,
  messageRows,
  messagesCsv,
} from './inbox/columns.ts';

/** Where an application's photo is written beside admissions.csv. */
const photoPath = (a: AdmissionRow) => `photos/${a.number}.jpg`;

export interface Options {
  /** Only what arrived on or after this day (`YYYY-MM-DD`). */
  since?: string | undefined;
}

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
  const applications = await admissionRows(db, options);
  let photos = 0;
  for (const a of applications) {
    if (!a.photo) continue;
    await copyFile(join(dataDir, 'uploads', 'admissions', a.photo), join(folder, photoPath(a)));
    photos += 1;
  }
  await writeFile(join(folder, 'admissions.csv'), admissionsCsv(applications, photoPath));
  const notes = await messageRows(db, options);
  await writeFile(join(folder, 'messages.csv'), messagesCsv(notes));
  return { admissions: applications.length, photos, messages: notes.length };
}

/** One line per submission, for a quick look in a terminal. */
export async function listSubmissions(db: Db, options: Options = {}): Promise<string[]> {
  const lines = ['Admissions:'];
  for (const a of await admissionRows(db, options)) {
    lines.push(
      `  ${a.number}  ${a.received.slice(0, 16).replace('T', ' ')}  ${a.application.student_user.name} (${a.klass})  ${a.application.student_user.phone_number}`,
    );
  }
  lines.push('Contact messages:');
  for (const m of await messageRows(db, options)) {
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
