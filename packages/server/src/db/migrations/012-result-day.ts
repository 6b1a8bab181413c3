import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connect.ts';

/**
 * Result day (issue 23). `class_papers`: the papers each class sits, which the office edits and a
 * marks sheet's columns come from. `result_imports`: an uploaded sheet as it was read (its cells,
 * JSON) and the rows the officer marked absent, pending until published or discarded; nothing of
 * it is public. `result_absences`: who was absent from an exam (no result is published for them).
 * `results.published`: 0 while a year and exam's results are unpublished (kept, not served); rows
 * already there, and rows written by hand, are published.
 */
export function resultDay(dialect: DialectName): Migration {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('class_papers'))
        .addColumn('class_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_bn', 'text')
        .addColumn('total_marks', 'integer', (c) => c.notNull())
        .addColumn('subject_marge', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('optional', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('changed_at', 'text')
        .addColumn('changed_by', 'text')
        .execute();
      await db.schema
        .createIndex('class_papers_class')
        .on('class_papers')
        .columns(['class_id', 'position'])
        .execute();
      await withId(db.schema.createTable('result_imports'))
        .addColumn('admission_year_id', 'integer', (c) => c.notNull())
        .addColumn('exam_id', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('sheet', 'text', (c) => c.notNull())
        .addColumn('absent', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .addColumn('problem_count', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text')
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .addColumn('uploaded_by', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addColumn('published_by', 'text')
        .execute();
      await db.schema
        .createIndex('result_imports_set')
        .on('result_imports')
        .columns(['admission_year_id', 'exam_id'])
        .execute();
      await db.schema
        .createTable('result_absences')
        .addColumn('roll_no', 'integer', (c) => c.notNull())
        .addColumn('admission_year_id', 'integer', (c) => c.notNull())
        .addColumn('exam_id', 'integer', (c) => c.notNull())
        .addColumn('student_id', 'integer', (c) => c.notNull())
        .addColumn('import_id', 'integer', (c) => c.notNull())
        .addColumn('marked_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_absences_pk', ['roll_no', 'admission_year_id', 'exam_id'])
        .execute();
      await db.schema
        .alterTable('results')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  };
}
