import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connect.ts';

type Table = CreateTableBuilder<string, 'id'>;
type Column = [name: string, type: 'text' | 'integer', required?: 'null'];

/**
 * The school's facts the office publishes (issue 24): fees, class and exam routines, seat plans,
 * syllabi and the admission information, each a table the office edits through its registry,
 * published and hidden as the others (migration 011's columns). The lists inside a row (a fee's
 * heads, a routine's periods and classes, an exam's papers, a plan's rooms) are JSON text, their
 * Bengali twins inside them. Pictures gain a caption and events a place and a description, each
 * with its Bengali twin: optional, so rows already there have none.
 */
const TABLES: Record<string, Column[]> = {
  fees: [
    ['class_id', 'integer'],
    ['session', 'text'],
    ['heads', 'text'],
    ['note', 'text', 'null'],
    ['note_bn', 'text', 'null'],
  ],
  class_routines: [
    ['class_id', 'integer'],
    ['session', 'text'],
    ['periods', 'text'],
    ['classes', 'text'],
  ],
  exam_routines: [
    ['exam_id', 'integer'],
    ['class_id', 'integer'],
    ['session', 'text'],
    ['papers', 'text'],
  ],
  seat_plans: [
    ['exam_id', 'integer'],
    ['class_id', 'integer'],
    ['session', 'text'],
    ['rooms', 'text'],
  ],
  syllabi: [
    ['class_id', 'integer'],
    ['session', 'text'],
    ['text', 'text'],
    ['text_bn', 'text', 'null'],
    ['file', 'text', 'null'],
  ],
  admission_info: [
    ['title', 'text'],
    ['title_bn', 'text', 'null'],
    ['apply_from', 'text'],
    ['apply_until', 'text'],
    ['test_date', 'text', 'null'],
    ['result_date', 'text', 'null'],
    ['application_fee', 'integer', 'null'],
    ['fees', 'text'],
    ['fees_bn', 'text', 'null'],
    ['documents', 'text'],
    ['documents_bn', 'text', 'null'],
    ['after', 'text'],
    ['after_bn', 'text', 'null'],
  ],
};

/** New optional fields of existing tables, each with its twin. */
const ADDED: Readonly<Record<string, readonly string[]>> = {
  gallery: ['caption', 'caption_bn'],
  events: ['place', 'place_bn', 'description', 'description_bn'],
};

export function schoolFacts(dialect: DialectName): Migration {
  const withId = (t: Table) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, columns] of Object.entries(TABLES)) {
        let table = withId(db.schema.createTable(name) as Table);
        for (const [column, type, nullable] of columns) {
          table = table.addColumn(column, type, (c) => (nullable ? c : c.notNull()));
        }
        await table
          .addColumn('publish_state', 'text', (c) => c.notNull().defaultTo('published'))
          .addColumn('publish_at', 'text')
          .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('changed_at', 'text')
          .addColumn('changed_by', 'text')
          .execute();
      }
      // One column per statement: SQLite adds one at a time.
      for (const [table, columns] of Object.entries(ADDED)) {
        for (const column of columns) {
          await db.schema.alterTable(table).addColumn(column, 'text').execute();
        }
      }
    },
  };
}
