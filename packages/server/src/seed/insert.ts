import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** SQLite allows 32766 bound parameters per statement and PostgreSQL 65535; stay under both. */
const MAX_PARAMETERS = 30000;

export type Row<T extends keyof Database> = Insertable<Database[T]>;

/** Multi-row inserts in as few statements as the parameter limit allows. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Row<T>[],
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
  return rows.length;
}
