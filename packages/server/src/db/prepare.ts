import { seed } from '../seed/index.ts';
import type { Db } from './connect.ts';
import { exclusively, migrate } from './migrate.ts';

/** Bring the schema up to date and, on a database with no school in it yet, add the demo data. */
export function prepareDatabase(db: Db, options: { today?: Date } = {}) {
  return exclusively(db, () => prepare(db, options));
}

async function prepare(db: Db, options: { today?: Date }) {
  await migrate(db.kysely, db.dialect);
  const existing = await db.kysely
    .selectFrom('institutes')
    .select('id')
    .limit(1)
    .executeTakeFirst();
  if (existing) return { seeded: false };
  await db.kysely.transaction().execute((trx) => seed(trx, options));
  return { seeded: true };
}
