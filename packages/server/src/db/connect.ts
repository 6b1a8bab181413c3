import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite handle (tests read query plans through it). */
  sqlite: DatabaseSync | null;
  /** The PostgreSQL pool, for the hot path that uses a named prepared statement. */
  postgres: import('pg').Pool | null;
  close(): Promise<void>;
}

/** Prepared statements kept per connection; the seed's one-off bulk inserts must not pile up. */
const STATEMENT_CACHE_SIZE = 100;

/** Kysely's SqliteDialect speaks better-sqlite3; node:sqlite needs this small bridge. */
function bridge(database: DatabaseSync): SqliteDatabase {
  // With whether each statement returns rows: asking SQLite again on every query costs.
  const statements = new Map<string, { stmt: StatementSync; reader: boolean }>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
      } else {
        const stmt = database.prepare(sql);
        kept = { stmt, reader: stmt.columns().length > 0 };
        const oldest = statements.keys().next();
        if (statements.size >= STATEMENT_CACHE_SIZE && !oldest.done)
          statements.delete(oldest.value);
      }
      statements.set(sql, kept);
      const { stmt: prepared, reader } = kept;
      return {
        reader,
        all: (params) => prepared.all(...(params as never[])),
        run: (params) => prepared.run(...(params as never[])),
        iterate: (params) => prepared.iterate(...(params as never[])),
      };
    },
  };
}

export function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new DatabaseSync(join(dataDir, 'school.sqlite'));
  sqlite.exec('PRAGMA journal_mode = WAL');
  // FULL: a committed submission survives a power cut, not only a process crash.
  sqlite.exec('PRAGMA synchronous = FULL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: bridge(sqlite) }) });
  return { kysely, dialect: 'sqlite', sqlite, postgres: null, close: () => kysely.destroy() };
}

/** Connections each provider process keeps to PostgreSQL. */
export const POOL_SIZE = 10;

export async function openPostgres(url: string): Promise<Db> {
  const pg = await import('pg');
  const types = pg.default.types;
  // count(*) and bigint come back as strings by default; our counts fit in a JS number.
  types.setTypeParser(types.builtins.INT8, (v: string) => Number.parseInt(v, 10));
  types.setTypeParser(types.builtins.NUMERIC, (v: string) => Number.parseFloat(v));
  const pool = new pg.default.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection cut by the server (a restart, an admin) must not crash the provider;
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    dialect: 'postgres',
    sqlite: null,
    postgres: pool,
    close: () => kysely.destroy(),
  };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }) {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  return Promise.resolve(openSqlite(options.dataDir));
}
