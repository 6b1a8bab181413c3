import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connect.ts';

/**
 * Signed results (results/signing.ts). Every public key that ever signed a result stays in
 * `result_keys`, in the database rather than beside each process, so that every provider process
 * and host publishes the same set and a card signed before a key rotation keeps verifying. The
 * private halves never come here: a copy of the database must not be able to sign.
 *
 * `results.token` is the result's signature as published: made once when the result is published
 * or corrected, and served as stored. The index answers "has this exam of this year any result?"
 * (the 404 that says "not published yet") without reading the whole table.
 */
export function resultSigning(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('result_keys')
        // The order keys were recorded in: the newest key still signing is the current one.
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres'
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('kid', 'text', (c) => c.notNull().unique())
        .addColumn('x', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('retired', 'text')
        .execute();
      await db.schema.alterTable('results').addColumn('token', 'text').execute();
      await db.schema
        .createIndex('results_publication')
        .on('results')
        .columns(['admission_year_id', 'exam_id'])
        .execute();
    },
  };
}
