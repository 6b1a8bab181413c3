import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { Db, DialectName } from './connect.ts';
import { init } from './migrations/001-init.ts';
import { submissionSafety } from './migrations/002-submission-safety.ts';
import { idempotency } from './migrations/003-idempotency.ts';
import { rateLimits } from './migrations/004-rate-limits.ts';
import { listIndexes } from './migrations/005-list-indexes.ts';
import { resultSigning } from './migrations/006-result-signing.ts';
import { datesOfBirth } from './migrations/007-dates-of-birth.ts';
import { officeAccounts } from './migrations/008-office-accounts.ts';
import { bengaliTwins } from './migrations/009-bengali-twins.ts';
import { media } from './migrations/010-media.ts';
import { publishing } from './migrations/011-publishing.ts';
import { resultDay } from './migrations/012-result-day.ts';
import { inbox } from './migrations/013-inbox.ts';
import { schoolFacts } from './migrations/014-school-facts.ts';
import type { Database } from './schema.ts';

/** Numbered migrations, in order. Add a file under migrations/ and a line here. */
function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001-init': init(dialect),
    '002-submission-safety': submissionSafety,
    '003-idempotency': idempotency,
    '004-rate-limits': rateLimits(dialect),
    '005-list-indexes': listIndexes,
    '006-result-signing': resultSigning(dialect),
    '007-dates-of-birth': datesOfBirth,
    '008-office-accounts': officeAccounts(dialect),
    '009-bengali-twins': bengaliTwins,
    '010-media': media(dialect),
    '011-publishing': publishing,
    '012-result-day': resultDay(dialect),
    '013-inbox': inbox,
    '014-school-facts': schoolFacts(dialect),
  };
}

export async function migrate(db: Kysely<Database>, dialect: DialectName) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    // Migrations written side by side (one per feature) do not depend on each other: a database
    // that already has a later-numbered one still takes an earlier one added afterwards.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Runs `work` (bringing the schema up to date, adding the demo data) in one process at a time.
 * Provider instances started together on one PostgreSQL, as separate processes behind a proxy,
 * wait here for the first; it does the work, the others find it done. (Kysely's own migration
 * lock covers the migrations, not the demo data that follows them.) SQLite: one process anyway.
 */
export async function exclusively<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('school-prepare-database'))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('school-prepare-database'))`.execute(connection);
    }
  });
}
