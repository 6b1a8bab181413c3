import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, buildApp } from './app.ts';
import { type Db, openSqlite } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';

export interface DemoProvider {
  /** Its address, e.g. `http://127.0.0.1:41873`. */
  url: string;
  db: Db;
  close(): Promise<void>;
}

/**
 * The reference provider with the demo school, on a fresh SQLite database in a temporary folder,
 * listening on a free port of 127.0.0.1: what the widget, element and end-to-end tests talk to.
 * `prepare` may change the demo data before the first request.
 */
export async function startDemoProvider(
  options: { prepare?: (db: Db) => Promise<void>; config?: Partial<AppConfig> } = {},
): Promise<DemoProvider> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-demo-'));
  const db = openSqlite(dataDir);
  await prepareDatabase(db);
  await options.prepare?.(db);
  const app = await buildApp({ db, dataDir, ...options.config });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    db,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
