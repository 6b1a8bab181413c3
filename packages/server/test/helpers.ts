import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type AppConfig, buildApp } from '../src/app.ts';
import { type Db, type DialectName, openPostgres, openSqlite } from '../src/db/connect.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { copyDatabase, dropWhenClosed, withClient } from './pg-admin.ts';

/** SQLite always; PostgreSQL too whenever TEST_DATABASE_URL names a server. */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  dialect: DialectName;
  dataDir: string;
  /** For PostgreSQL, the URL of the private database made for this test. */
  url: string | undefined;
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

/**
 * A fresh database of the given kind, with a data folder beside it: empty, or (`seeded`) a copy
 * of the demo school seeded once for the run (demo-template.global.ts), result key included.
 */
export async function freshDatabase(
  dialect: DialectName,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-test-'));
  const template = seeded ? inject('demoTemplate') : null;
  if (template) await cp(template.dataDir, dataDir, { recursive: true });
  if (dialect === 'sqlite') {
    return {
      dialect,
      dataDir,
      url: undefined,
      open: async () => openSqlite(dataDir),
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL as string;
  const name = `school_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  if (template?.postgres) await copyDatabase(admin, name, template.postgres);
  else await withClient(admin, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    dialect,
    dataDir,
    url: url.toString(),
    open: () => openPostgres(url.toString()),
    cleanup: async () => {
      await dropWhenClosed(admin, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A provider with the demo data on a database of its own, as `npm start` would serve it; `today`
 * is the day it was first started (its results are published that day). Without `today` the
 * data is the run's seeded copy, prepared already (a restart that finds nothing to sign is
 * result-signing.test.ts's); with it, seeded anew.
 */
export async function demoApp(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
  { today }: { today?: Date } = {},
) {
  const database = await freshDatabase(dialect, { seeded: today === undefined });
  const db = await database.open();
  // Preparing a prepared copy again re-read its 16,000 results to sign nothing (0.3 s a file).
  if (today) await prepareDatabase(db, { keys: { dataDir: database.dataDir }, today });
  const app = await buildApp({ db, dataDir: database.dataDir, ...overrides });
  return {
    app,
    db,
    database,
    async close() {
      await app.close();
      await db.close();
      await database.cleanup();
    },
  };
}
