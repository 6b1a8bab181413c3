/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <backup folder> [--force]`: a copy of the
 * provider's database, its admission photos and the files the office uploaded, taken while it
 * keeps serving, and the way back. SQLite here; PostgreSQL in backup-postgres.ts.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import {
  BackupError,
  copyUploads,
  incomplete,
  type Manifest,
  PHOTOS,
  putFilesBack,
  readManifest,
  stamp,
  summary,
  UPLOADS,
  uploadPaths,
  writeBackup,
} from './backup-files.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';
import { readConfig } from './config.ts';
import { KEY_FILE } from './results/keys.ts';

export { BackupError, type Manifest } from './backup-files.ts';

/** The name `openSqlite` uses inside DATA_DIR. */
const DATABASE_FILE = 'school.sqlite';
/** What the public sends; their counts in the manifest say at a glance what a backup holds. */
const SUBMISSION_TABLES = ['admission_applications', 'public_messages'] as const;
/** 1 MB of 4 KB pages per step: each step reads for a millisecond or two, then lets go. */
const PAGES_PER_STEP = 256;

function megabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the database copy holds; throws if SQLite finds any damage in it. */
function inspect(path: string) {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const check = db.prepare('PRAGMA integrity_check').all();
    if (check.length !== 1 || check[0]?.integrity_check !== 'ok') {
      throw new BackupError(
        `The database copy ${path} is damaged (SQLite's integrity check failed).`,
      );
    }
    const count = (table: string) =>
      Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n);
    const rows: Manifest['rows'] = {
      ...(Object.fromEntries(SUBMISSION_TABLES.map((t) => [t, count(t)])) as Manifest['rows']),
    };
    const photos = db
      .prepare('SELECT image_file FROM admission_applications WHERE image_file IS NOT NULL')
      .all()
      .map((row) => join(PHOTOS, String(row.image_file)));
    // A database from before uploads (migration 010) has no media table.
    const uploads = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'media'").get()
      ? (db.prepare('SELECT id, variants FROM media').all() as { id: string; variants: string }[])
      : [];
    rows.media = uploads.length;
    const pages = Number(db.prepare('PRAGMA page_count').get()?.page_count);
    return { rows, files: [...photos, ...uploadPaths(uploads)], pages };
  } finally {
    db.close();
  }
}

/**
 * Copy the live database page by page with SQLite's backup API, then the uploads. A read
 * transaction held on our own connection pins one snapshot for every step: in WAL mode the
 * provider's writes go on unhindered (readers never block the writer), and they cannot make the
 * copy start over. Every submission answered before the backup began is in that snapshot, and
 * its photo was flushed to disk before its row was committed, so it is there to copy after.
 */
export async function backupData(dataDir: string, parent = join(dataDir, 'backups')) {
  const source = join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) {
    throw new BackupError(
      `There is no database in ${dataDir} to back up. Is DATA_DIR the folder the provider uses?`,
    );
  }
  const createdAt = new Date();
  return writeBackup(parent, createdAt, async (work) => {
    const copy = join(work, DATABASE_FILE);
    const live = new DatabaseSync(source, { readOnly: true });
    try {
      live.exec('PRAGMA busy_timeout = 5000');
      const wal = live.prepare('PRAGMA journal_mode').get()?.journal_mode === 'wal';
      // Outside WAL mode a held read would stop the provider's writes: copy without the pin then.
      if (wal) {
        live.exec('BEGIN');
        live.prepare('SELECT count(*) FROM sqlite_schema').get();
      }
      await backup(live, copy, { rate: PAGES_PER_STEP });
      if (wal) live.exec('COMMIT');
    } finally {
      live.close();
    }
    // One self-contained file: no -wal or -shm beside it to lose when the folder is copied.
    const writable = new DatabaseSync(copy);
    writable.exec('PRAGMA journal_mode = DELETE');
    writable.close();
    const { rows, files: named, pages } = inspect(copy);
    // Photos and uploads: those the copy names, each flushed to disk before its row committed.
    const { files, missing } = await copyUploads(dataDir, work, named);
    const manifest: Manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      database: { file: DATABASE_FILE, bytes: (await stat(copy)).size, pages },
      rows,
      files,
    };
    return { manifest, missing };
  });
}

/** Check a backup folder before anything is put back: its list, its sizes, SQLite's own check. */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder);
  if (manifest.database.dialect === 'postgres') {
    throw new BackupError(
      `${folder} is a backup of a provider on PostgreSQL: restore it with DATABASE_URL set to an empty PostgreSQL database.`,
    );
  }
  const { rows } = inspect(join(folder, manifest.database.file));
  for (const table of [...SUBMISSION_TABLES, 'media'] as const) {
    if ((rows[table] ?? 0) !== (manifest.rows[table] ?? 0)) {
      throw incomplete(folder, `${table} has other rows`);
    }
  }
  return manifest;
}

/**
 * Whether a process (a running provider) has the database open: each connection in WAL mode
 * keeps a shared lock on the file while it is open, so an exclusive lock is refused at once.
 */
function inUse(path: string): boolean {
  const probe = new DatabaseSync(path);
  try {
    probe.exec('PRAGMA busy_timeout = 0');
    probe.exec('PRAGMA locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('ROLLBACK');
    return false;
  } catch (error) {
    if (/locked|busy/i.test((error as Error).message)) return true;
    throw error;
  } finally {
    probe.close();
  }
}

/**
 * Put a verified backup into `dataDir`. Data already there is never overwritten: without `force`
 * the restore is refused; with it, the old database and photos are moved to `replaced-<time>`.
 */
export async function restoreData(folder: string, dataDir: string, options: { force?: boolean }) {
  const manifest = await verifyBackup(folder);
  const target = join(dataDir, DATABASE_FILE);
  if (existsSync(target) && inUse(target)) {
    throw new BackupError(
      `The website's provider is running on ${dataDir} right now. Stop it first (close the window where "npm start" runs, or stop the service), then run the restore again.`,
    );
  }
  const present = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, UPLOADS].filter(
    (name) => existsSync(join(dataDir, name)),
  );
  let setAside: string | null = null;
  if (present.length) {
    if (!options.force) {
      throw new BackupError(
        `${dataDir} already holds the school's data. A restore replaces it with the backup, so anything received after the backup was made would no longer be shown. To go ahead, stop the provider and run the same command again with --force at the end; the data there now is moved to a "replaced-…" folder beside it, not deleted.`,
      );
    }
    setAside = join(dataDir, `replaced-${stamp(new Date())}`);
    await mkdir(setAside, { recursive: true });
    for (const name of present) await rename(join(dataDir, name), join(setAside, name));
  }
  await mkdir(dataDir, { recursive: true });
  // Copied under another name first: the provider never finds half a database.
  await copyFile(join(folder, manifest.database.file), `${target}.restoring`);
  await rename(`${target}.restoring`, target);
  await putFilesBack(folder, manifest, dataDir);
  return { manifest, setAside };
}

const USAGE = `Usage:
  npm run backup [-- <folder the backups go in>]
  npm run restore -- <backup folder> [--force]`;

async function main([command, ...args]: string[]) {
  const config = readConfig();
  // The same test openDatabase makes: any other DATABASE_URL still means SQLite in DATA_DIR.
  const postgres = /^postgres(ql)?:\/\//.test(config.databaseUrl ?? '')
    ? (config.databaseUrl as string)
    : null;
  const force = args.includes('--force');
  const [path, ...extra] = args.filter((a) => a !== '--force');
  if (command === 'backup' && !force && !extra.length) {
    const started = performance.now();
    const parent = path ? resolve(path) : join(config.dataDir, 'backups');
    const { folder, manifest, missing } = postgres
      ? await backupPostgres(postgres, config.dataDir, parent)
      : await backupData(config.dataDir, parent);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Backup written to ${folder} in ${seconds} s:`);
    console.info(`  ${summary(manifest)}; database ${megabytes(manifest.database.bytes)}.`);
    for (const file of missing) {
      console.warn(`  Note: ${file} is named by the database but was not in DATA_DIR.`);
    }
    console.info(
      'Copy this folder to another computer or a USB drive: a backup on the same disk is lost with the disk.',
    );
    console.info(
      `Not copied, on purpose: the key that signs results (${config.signingKeyFile ?? join(config.dataDir, KEY_FILE)}), so that whoever finds a backup cannot sign report cards. A restored provider makes a new key; the old one stays published, so the cards it signed still verify.`,
    );
  } else if (command === 'restore' && path && !extra.length) {
    const { manifest, setAside } = postgres
      ? await restorePostgres(resolve(path), postgres, config.dataDir, { force })
      : await restoreData(resolve(path), config.dataDir, { force });
    const made = `${manifest.createdAt.slice(0, 16).replace('T', ' ')} UTC`;
    const where = postgres ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    console.info(`Restored the backup made ${made} into ${where}:`);
    console.info(`  ${summary(manifest)}.`);
    if (setAside) console.info(`The data that was there before is kept in ${setAside}.`);
    if (!config.signingKeyFile && !existsSync(join(config.dataDir, KEY_FILE))) {
      console.info(
        'Backups hold no result-signing key: the provider makes a new one when it starts. Report cards signed before still verify; run "npm run results -- rotate-key" once to mark the lost key retired.',
      );
    }
    console.info('Start the provider again (npm start).');
  } else {
    throw new BackupError(USAGE);
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
