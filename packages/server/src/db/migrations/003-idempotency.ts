import type { Kysely } from 'kysely';

/**
 * A form sent twice (a double click, a retry after a timeout) carries the same Idempotency-Key:
 * the key is kept with the submission, once.
 */
export const idempotency = {
  async up(db: Kysely<unknown>) {
    for (const table of ['public_messages', 'admission_applications']) {
      await db.schema.alterTable(table).addColumn('idempotency_key', 'text').execute();
      await db.schema
        .createIndex(`${table}_idempotency_key`)
        .on(table)
        .column('idempotency_key')
        .unique()
        .execute();
    }
  },
};
