import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connect.ts';

/**
 * Request counters shared by every provider process on one PostgreSQL (plugins/rate-limit-store.ts):
 * one row per client and limit, until its window ends. UNLOGGED: a counter need not survive a
 * crash, and skipping the write-ahead log keeps a GET cheap. SQLite is served by one process,
 * which keeps its counters in memory, so it gets no table.
 */
export function rateLimits(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('rate_limits')
        .modifyFront(sql`unlogged`)
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limits_expires_at')
        .on('rate_limits')
        .column('expires_at')
        .execute();
    },
  };
}
