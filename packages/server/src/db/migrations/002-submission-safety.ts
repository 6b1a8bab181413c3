import { type Kysely, sql } from 'kysely';

/**
 * Submissions get a public reference that reveals nothing (not the row's sequential id), and
 * what each stored on disk, so that the per-client and per-hour allowances are counted from the
 * rows themselves (shared by every provider process, kept across restarts). Avatars are looked
 * up by address: only media a row names is served.
 */
export const submissionSafety = {
  async up(db: Kysely<unknown>) {
    for (const table of ['public_messages', 'admission_applications']) {
      await db.schema.alterTable(table).addColumn('public_id', 'text').execute();
      await db.schema
        .createIndex(`${table}_public_id`)
        .on(table)
        .column('public_id')
        .unique()
        .execute();
      await db.schema
        .createIndex(`${table}_client_time`)
        .on(table)
        .columns(['client_ip', 'created_at'])
        .execute();
    }
    await db.schema
      .alterTable('admission_applications')
      .addColumn('stored_bytes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('admission_applications_time')
      .on('admission_applications')
      .column('created_at')
      .execute();
    await db.schema.createIndex('students_avatar').on('students').column('avatar').execute();
    await db.schema.createIndex('staff_avatar').on('staff').column('avatar').execute();
    // Rows stored before this migration keep a reference of their own, made from their id.
    for (const table of ['public_messages', 'admission_applications']) {
      await sql`update ${sql.table(table)} set public_id = ${'old-'} || id where public_id is null`.execute(
        db,
      );
    }
  },
};
