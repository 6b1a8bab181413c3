import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres, openSqlite } from '../src/db/connect.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { dropWhenClosed, withClient } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The demo school, seeded once for the run: a data folder (the SQLite file and the result
     * key) and, with TEST_DATABASE_URL, a PostgreSQL database to copy with `TEMPLATE`.
     */
    demoTemplate: { dataDir: string; postgres: string | null };
  }
}

/**
 * Seeding the demo school costs seconds; most provider tests need it as `npm start` leaves it,
 * on both databases. Seeded here once, each test file copies it (demoApp in helpers.ts), which
 * is what a restarted provider finds: prepareDatabase still runs on the copy.
 */
export default async function setup(project: TestProject) {
  const { dataDir, release } = await seededFolder();

  const admin = process.env.TEST_DATABASE_URL;
  let postgres: string | null = null;
  if (admin) {
    postgres = `school_template_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await withClient(admin, (c) => c.query(`CREATE DATABASE ${postgres}`));
    const url = new URL(admin);
    url.pathname = `/${postgres}`;
    const db = await openPostgres(url.toString());
    // The same key as the SQLite template's: a copy's data folder carries it.
    await prepareDatabase(db, { keys: { dataDir } });
    await db.close();
  }
  project.provide('demoTemplate', { dataDir, postgres });
  return async () => {
    if (admin && postgres) await dropWhenClosed(admin, postgres);
    await release();
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
