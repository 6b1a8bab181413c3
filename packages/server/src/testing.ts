import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, buildApp } from './app.ts';
import { type Db, openSqlite } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { loadSigner } from './results/keys.ts';
import { signResults } from './results/publish.ts';

export interface DemoProvider {
  /** Its address, e.g. `http://127.0.0.1:41873`. */
  url: string;
  db: Db;
  /** Publish what changed in the database as the school does (`npm run results -- sign`). */
  publish(): ReturnType<typeof signResults>;
  close(): Promise<void>;
}

/**
 * The reference provider with the demo school, on a fresh SQLite database in a temporary folder,
 * listening on a free port of 127.0.0.1: what the widget, element and end-to-end tests talk to.
 * `prepare` may change the demo data before the first request; the results it changes are signed
 * again, so their tokens say what the answers say. `seeded` is a data folder the demo was
 * prepared in before (its SQLite file and result key), copied instead of seeding again.
 */
export async function startDemoProvider(
  options: {
    prepare?: (db: Db) => Promise<void>;
    config?: Partial<AppConfig>;
    seeded?: string;
  } = {},
): Promise<DemoProvider> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-demo-'));
  if (options.seeded) await cp(options.seeded, dataDir, { recursive: true });
  const db = openSqlite(dataDir);
  // A copy of a folder prepared before (seedFolder) has its schema, its key and every token
  // already: preparing it again re-read 16,000 results to find nothing to sign (0.3 s a start).
  if (!options.seeded) await prepareDatabase(db, { keys: { dataDir } });
  const publish = async () => signResults(db, await loadSigner({ dataDir }));
  if (options.prepare) {
    await options.prepare(db);
    // Published as the school publishes a correction: what `prepare` changed is signed afresh.
    await publish();
  }
  const app = await buildApp({ db, dataDir, ...options.config });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    db,
    publish,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's one data folder with the demo school seeded in SQLite, and its result key, and the
 * step that gives it back. Every project's global setup (provider, end-to-end, element tests)
 * asks for it; they run in one process, so the school is seeded once for the whole run, and
 * the folder goes when the last of them is done. Every user copies it before writing.
 */
export async function seededFolder(): Promise<{ dataDir: string; release: () => Promise<void> }> {
  // On globalThis, not in this module: each project loads its global setup's modules anew.
  const runWide = globalThis as { [SHARED]?: Shared };
  runWide[SHARED] ??= { folder: seedFolder(), users: 0 };
  const current = runWide[SHARED];
  current.users++;
  const dataDir = await current.folder;
  let released = false;
  return {
    dataDir,
    async release() {
      if (released) return;
      released = true;
      if (--current.users > 0) return;
      if (runWide[SHARED] === current) delete runWide[SHARED];
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const SHARED = Symbol.for('school.demo-seed');
interface Shared {
  folder: Promise<string>;
  users: number;
}

async function seedFolder(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-template-'));
  const sqlite = openSqlite(dataDir);
  await prepareDatabase(sqlite, { keys: { dataDir } });
  // Closing checkpoints the WAL into the one file a copy takes.
  await sqlite.close();
  return dataDir;
}
