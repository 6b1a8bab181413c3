/**
 * `npm run backup` and `npm run restore` for a provider on PostgreSQL (DATABASE_URL): the
 * database as pg_dump's archive (the files the office uploaded are in it, in `media_files`) and
 * the admission photos, which stay on disk under DATA_DIR/uploads.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import {
  BackupError,
  copyUploads,
  incomplete,
  type Manifest,
  PHOTOS,
  putFilesBack,
  readManifest,
  stamp,
  UPLOADS,
  writeBackup,
} from './backup-files.ts';

const DUMP_FILE = 'school.dump';

/**
 * How pg_dump and pg_restore reach the database: the URL without its password, which goes in
 * their environment instead of their arguments, where any user of the machine could read it.
 */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Run PostgreSQL's own tool; its complaint, or how to install it, in the refusal. */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<string>((resolve, reject) => {
    execFile(tool, args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(
        new BackupError(
          missing
            ? `${tool} was not found. Install PostgreSQL's client tools of the server's version or newer (for example: apt install postgresql-client-15), then run the command again.`
            : `${tool} failed: ${stderr.trim() || error.message}`,
        ),
      );
    });
  });
}

/** One connection for `work`, closed after it whatever happens (the tests' admin calls use it too). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The manifest's counts, and the photos the rows name, as the client's transaction sees them. */
async function contents(client: pg.Client) {
  const count = async (table: string) =>
    Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
  const hasMedia = (await client.query("SELECT to_regclass('media') AS t")).rows[0]?.t !== null;
  const rows: Manifest['rows'] = {
    admission_applications: await count('admission_applications'),
    public_messages: await count('public_messages'),
    media: hasMedia ? await count('media') : 0,
  };
  const photos = (
    await client.query('SELECT image_file FROM admission_applications WHERE image_file IS NOT NULL')
  ).rows.map((row: { image_file: string }) => join(PHOTOS, row.image_file));
  return { rows, photos };
}

/**
 * pg_dump from a snapshot this command holds open: the counts in the manifest and the photos
 * copied are those of the very state the archive holds, while the provider keeps serving.
 */
export async function backupPostgres(url: string, dataDir: string, parent: string) {
  const { dbname, env } = connection(url);
  const createdAt = new Date();
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0]?.id;
      const { rows, photos } = await contents(client);
      return await writeBackup(parent, createdAt, async (work) => {
        const dump = join(work, DUMP_FILE);
        await run(
          'pg_dump',
          [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            // The request counters (rate_limits): a minute's worth, not the school's data.
            '--no-unlogged-table-data',
            `--snapshot=${snapshot}`,
            `--file=${dump}`,
            `--dbname=${dbname}`,
          ],
          env,
        );
        const { files, missing } = await copyUploads(dataDir, work, photos);
        const manifest: Manifest = {
          format: 1,
          createdAt: createdAt.toISOString(),
          database: { file: DUMP_FILE, bytes: (await stat(dump)).size, dialect: 'postgres' },
          rows,
          files,
        };
        return { manifest, missing };
      });
    } finally {
      await client.query('COMMIT');
    }
  });
}

/**
 * Put a PostgreSQL backup into DATABASE_URL's database, which should be empty (a new database):
 * one that holds the school's data is replaced only with `force`, and never while another
 * program (a running provider) is connected to it. The photos go back into DATA_DIR, the ones
 * there before set aside as with SQLite.
 */
export async function restorePostgres(
  folder: string,
  url: string,
  dataDir: string,
  options: { force?: boolean },
) {
  const manifest = await readManifest(folder);
  if (manifest.database.dialect !== 'postgres') {
    throw new BackupError(
      `${folder} is a backup of a provider on SQLite: restore it with DATABASE_URL unset, into DATA_DIR.`,
    );
  }
  const { dbname, env } = connection(url);
  const dump = join(folder, manifest.database.file);
  await run('pg_restore', ['--list', dump], env).catch(() => {
    throw incomplete(folder, `${manifest.database.file} is not an archive pg_restore can read`);
  });
  const holdsData = await withClient(url, async (client) => {
    const others = await client.query(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    if (Number(others.rows[0]?.n) > 0) {
      throw new BackupError(
        `Another program is connected to this database right now: the website's provider, or an open psql. Stop it first (close the window where "npm start" runs, or stop the service), then run the restore again.`,
      );
    }
    return (await client.query("SELECT to_regclass('institutes') AS t")).rows[0]?.t !== null;
  });
  if (holdsData && !options.force) {
    throw new BackupError(
      `The database in DATABASE_URL already holds the school's data. A restore replaces it with the backup, so anything received after the backup was made would no longer be shown. Restore into a new, empty database instead; or, to replace this one, run "npm run backup" first if you may want its data back, then the same restore again with --force at the end.`,
    );
  }
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(holdsData ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      dump,
    ],
    env,
  );
  const restored = await withClient(url, async (client) => (await contents(client)).rows);
  for (const table of ['admission_applications', 'public_messages', 'media'] as const) {
    if ((restored[table] ?? 0) !== (manifest.rows[table] ?? 0)) {
      throw new BackupError(
        `The restored database has other ${table} rows than the backup says (${restored[table]}, not ${manifest.rows[table]}). Restore it again into a new, empty database.`,
      );
    }
  }
  let setAside: string | null = null;
  if (existsSync(join(dataDir, UPLOADS)) && manifest.files.length) {
    setAside = join(dataDir, `replaced-${stamp(new Date())}`);
    await mkdir(setAside, { recursive: true });
    await rename(join(dataDir, UPLOADS), join(setAside, UPLOADS));
  }
  await putFilesBack(folder, manifest, dataDir);
  return { manifest, setAside };
}
