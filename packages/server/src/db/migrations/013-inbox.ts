import { type Kysely, sql } from 'kysely';

/**
 * The office's inbox (issue 23): each admission and contact message gets a status (`new`, `read`,
 * `handled`), who read and handled it and when, and when the office was emailed about it
 * (`notified_at`). An admission keeps its parent's name and mobile beside the student's, the
 * numbers a parent who calls gives. One row, `inbox_notifier`, is the state of the office's
 * email digest that every provider process shares: when the last one went, how many attempts
 * have failed since and when to try again, and which process holds it while it sends.
 *
 * What arrived before this migration is marked notified: an upgrade emails no history.
 */
const TABLES = ['public_messages', 'admission_applications'] as const;

export const inbox = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      for (const column of ['read_at', 'read_by', 'handled_at', 'handled_by', 'notified_at']) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
      await sql`update ${sql.table(table)} set notified_at = created_at`.execute(db);
      // The inbox lists newest first, and the digest looks for what was not notified yet.
      await db.schema
        .createIndex(`${table}_created_idx`)
        .on(table)
        .columns(['created_at'])
        .execute();
      await db.schema.createIndex(`${table}_status_idx`).on(table).columns(['status']).execute();
    }
    await db.schema.alterTable('admission_applications').addColumn('parent_name', 'text').execute();
    await db.schema
      .alterTable('admission_applications')
      .addColumn('parent_phone', 'text')
      .execute();
    const rows = await sql<{ id: number; payload: string }>`
      select id, payload from admission_applications`.execute(db);
    for (const row of rows.rows) {
      const parent = (
        JSON.parse(row.payload) as { parent_user?: { name?: string; phone_number?: string } }
      ).parent_user;
      await sql`update admission_applications
        set parent_name = ${parent?.name ?? null}, parent_phone = ${parent?.phone_number ?? null}
        where id = ${row.id}`.execute(db);
    }

    await db.schema
      .createTable('inbox_notifier')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('last_sent_at', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'text')
      .execute();
    await sql`insert into inbox_notifier (id, attempts) values (1, 0)`.execute(db);

    // How many working days the school usually takes to answer a message (the contact form says it).
    await db.schema.alterTable('contacts').addColumn('reply_days', 'integer').execute();
  },
};
