/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <backup folder> [--force]`: a copy of the
 * provider's SQLite database and uploaded photos, taken while it keeps serving, and the way back.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { readConfig } from './config.ts';
import { KEY_FILE } from './results/keys.ts';

/** The names `openSqlite` and the submission routes use inside DATA_DIR. */
const DATABASE_FILE = 'school.sqlite';
const UPLOADS = 'uploads';
const PHOTOS = join(UPLOADS, 'admissions');
const MANIFEST = 'manifest.json';
/** What the public sends; their counts in the manifest say at a glance what a backup holds. */
const SUBMISSION_TABLES = ['admission_applications', 'public_messages'] as const;
/** 1 MB of 4 KB pages per step: each step reads for a millisecond or two, then lets go. */
const PAGES_PER_STEP = 256;

export interface Manifest {
  format: 1;
  createdAt: string;
  database: { file: string; bytes: number; pages: number };
  rows: Record<(typeof SUBMISSION_TABLES)[number], number>;
  /** Every file copied from DATA_DIR/uploads, its path relative to the backup folder. */
  files: { path: string; bytes: number }[];
}

/** A refusal or a failed check, worded for the person at the school office who ran the command. */
export class BackupError extends Error {}

const stamp = (time: Date) => time.toISOString().slice(0, 19).replace(/:/g, '-');

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
    const rows = Object.fromEntries(
      SUBMISSION_TABLES.map((t) => [t, count(t)]),
    ) as Manifest['rows'];
    const photos = db
      .prepare('SELECT image_file FROM admission_applications WHERE image_file IS NOT NULL')
      .all()
      .map((row) => join(PHOTOS, String(row.image_file)));
    const pages = Number(db.prepare('PRAGMA page_count').get()?.page_count);
    return { rows, photos, pages };
  } finally {
    db.close();
  }
}

/** Copy the files under `from` that `wanted` accepts into `to`; answers their paths and sizes. */
async function copyTree(from: string, to: string, wanted: (path: string) => boolean) {
  if (!existsSync(from)) return [];
  const files: { path: string; bytes: number }[] = [];
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    const path = relative(from, join(entry.parentPath, entry.name));
    if (!entry.isFile() || !wanted(path)) continue;
    await mkdir(dirname(join(to, path)), { recursive: true });
    await copyFile(join(from, path), join(to, path));
    files.push({ path, bytes: (await stat(join(to, path))).size });
  }
  return files;
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
  let folder = join(parent, stamp(createdAt));
  for (let n = 2; existsSync(folder); n++) folder = join(parent, `${stamp(createdAt)}-${n}`);
  // Written under another name and renamed when complete: a half-made backup never looks whole.
  const work = `${folder}.partial`;
  await mkdir(work, { recursive: true });
  try {
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
    const { rows, photos, pages } = inspect(copy);
    // Admission photos: those the copy names. Later ones belong to rows it does not have, and
    // one may be half written right now.
    const named = new Set(photos);
    const wanted = (path: string) => {
      const full = join(UPLOADS, path);
      return named.has(full) || !full.startsWith(PHOTOS + sep);
    };
    const files = (await copyTree(join(dataDir, UPLOADS), join(work, UPLOADS), wanted)).map(
      (f) => ({ ...f, path: join(UPLOADS, f.path) }),
    );
    const copied = new Set(files.map((f) => f.path));
    const missing = photos.filter((p) => !copied.has(p));
    const manifest: Manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      database: { file: DATABASE_FILE, bytes: (await stat(copy)).size, pages },
      rows,
      files,
    };
    await writeFile(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(work, folder);
    return { folder, manifest, missing };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** Check a backup folder before anything is put back: its list, its sizes, SQLite's own check. */
export async function verifyBackup(folder: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(
      `${folder} is not a backup made by "npm run backup" (its ${MANIFEST} is missing or unreadable).`,
    );
  }
  if (manifest.format !== 1) throw new BackupError(`${folder} was made by a newer version.`);
  const incomplete = (what: string) =>
    new BackupError(`The backup in ${folder} is incomplete or was changed: ${what}.`);
  const size = (path: string) =>
    stat(join(folder, path)).then(
      (s) => s.size,
      () => -1,
    );
  if ((await size(manifest.database.file)) !== manifest.database.bytes) {
    throw incomplete(`the database file ${manifest.database.file} is missing or of another size`);
  }
  for (const file of manifest.files) {
    if (!resolve(folder, file.path).startsWith(resolve(folder, UPLOADS) + sep)) {
      throw incomplete(`${file.path} is not a path inside its uploads folder`);
    }
    if ((await size(file.path)) !== file.bytes) {
      throw incomplete(`${file.path} is missing or of another size`);
    }
  }
  const { rows } = inspect(join(folder, manifest.database.file));
  for (const table of SUBMISSION_TABLES) {
    if (rows[table] !== manifest.rows[table]) throw incomplete(`${table} has other rows`);
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
  for (const file of manifest.files) {
    await mkdir(dirname(join(dataDir, file.path)), { recursive: true });
    await copyFile(join(folder, file.path), join(dataDir, file.path));
  }
  return { manifest, setAside };
}

const POSTGRES = `This provider keeps its data in PostgreSQL (DATABASE_URL is set), which this command does not copy.
Back it up with PostgreSQL's own tool, the same version as the server, for example:
  pg_dump --format=custom --file=school.dump "$DATABASE_URL"
put it back with:
  pg_restore --clean --if-exists --dbname="$DATABASE_URL" school.dump
and copy the photos folder (DATA_DIR/uploads) with it.`;

const USAGE = `Usage:
  npm run backup [-- <folder the backups go in>]
  npm run restore -- <backup folder> [--force]`;

function summary(manifest: Manifest) {
  const photos = manifest.files.filter((f) => f.path.startsWith(PHOTOS)).length;
  return `${manifest.rows.admission_applications} admission applications (${photos} photos) and ${manifest.rows.public_messages} contact messages`;
}

async function main([command, ...args]: string[]) {
  const config = readConfig();
  // The same test openDatabase makes: any other DATABASE_URL still means SQLite in DATA_DIR.
  if (/^postgres(ql)?:\/\//.test(config.databaseUrl ?? '')) throw new BackupError(POSTGRES);
  const force = args.includes('--force');
  const [path, ...extra] = args.filter((a) => a !== '--force');
  if (command === 'backup' && !force && !extra.length) {
    const started = performance.now();
    const { folder, manifest, missing } = await backupData(
      config.dataDir,
      path ? resolve(path) : undefined,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Backup written to ${folder} in ${seconds} s:`);
    console.info(`  ${summary(manifest)}; database ${megabytes(manifest.database.bytes)}.`);
    for (const photo of missing) {
      console.warn(`  Note: ${photo} is named by an application but was not in DATA_DIR.`);
    }
    console.info(
      'Copy this folder to another computer or a USB drive: a backup on the same disk is lost with the disk.',
    );
    console.info(
      `Not copied, on purpose: the key that signs results (${config.signingKeyFile ?? join(config.dataDir, KEY_FILE)}), so that whoever finds a backup cannot sign report cards. A restored provider makes a new key; the old one stays published, so the cards it signed still verify.`,
    );
  } else if (command === 'restore' && path && !extra.length) {
    const { manifest, setAside } = await restoreData(resolve(path), config.dataDir, { force });
    const made = `${manifest.createdAt.slice(0, 16).replace('T', ' ')} UTC`;
    console.info(`Restored the backup made ${made} into ${config.dataDir}:`);
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
