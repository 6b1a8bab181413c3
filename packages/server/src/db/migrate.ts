import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import type { DialectName } from './connect.ts';
import { init } from './migrations/001-init.ts';
import { submissionSafety } from './migrations/002-submission-safety.ts';
import { idempotency } from './migrations/003-idempotency.ts';
import type { Database } from './schema.ts';

/** Numbered migrations, in order. Add a file under migrations/ and a line here. */
function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001-init': init(dialect),
    '002-submission-safety': submissionSafety,
    '003-idempotency': idempotency,
  };
}

export async function migrate(db: Kysely<Database>, dialect: DialectName) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
