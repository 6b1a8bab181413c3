import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type AppConfig, buildApp } from '../src/app.ts';
import { type Db, type DialectName, openPostgres, openSqlite } from '../src/db/connect.ts';
import { prepareDatabase } from '../src/db/prepare.ts';

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

/** A fresh, empty database of the given kind, with a data folder beside it. */
export async function freshDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-test-'));
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
  await withClient(admin, (c) => c.query(`CREATE DATABASE ${name}`));
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
 * pg's pool.end() resolves before its sockets have closed; forcing the drop then would send a
 * fatal message to a client that no longer listens for it (an uncaught error). Wait instead.
 */
async function dropWhenClosed(admin: string, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`));
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A provider with the demo data on a fresh database, as `npm start` would serve it; `today` is
 * the day it was first started (its results are published that day).
 */
export async function demoApp(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
  { today }: { today?: Date } = {},
) {
  const database = await freshDatabase(dialect);
  const db = await database.open();
  await prepareDatabase(db, { keys: { dataDir: database.dataDir }, today });
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
