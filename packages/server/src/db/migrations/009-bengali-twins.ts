import type { Kysely } from 'kysely';

/**
 * The Bengali twins of the texts the school writes (issue 22; the convention is
 * @school/api's `bengali.ts`): a nullable `<column>_bn` beside each, null while the school has
 * not written one (the site then shows the column itself). One column per statement: SQLite adds
 * one at a time. Twins inside stored JSON (a result's subject names, a link group's titles) need
 * no column. Listed here as they were when written; a later twin is a later migration.
 */
const TWINS: Readonly<Record<string, readonly string[]>> = {
  institutes: ['institute_name', 'institute_address'],
  contacts: ['office_address'],
  welcome_speeches: ['text'],
  notices: ['title', 'notice_title', 'notice_description'],
  events: ['title'],
  class_configs: ['class_name', 'section_name', 'shift_name', 'group_name'],
  exams: ['name'],
  downloads: ['title'],
  students: ['name'],
  staff: ['name', 'designation', 'role'],
  committees: ['name', 'designation'],
  iconic_students: ['name', 'designation', 'batch_year', 'test'],
  testimonials: ['name', 'profession', 'text'],
  head_messages: ['name', 'text', 'heading'],
  videos: ['title'],
  dress_codes: ['description'],
  school_history: ['heading', 'text'],
  features: ['title', 'service_text'],
  credentials: ['headline'],
  important_links: ['headline'],
  link_groups: ['name'],
};

export const bengaliTwins = {
  async up(db: Kysely<unknown>) {
    for (const [table, columns] of Object.entries(TWINS)) {
      for (const column of columns) {
        await db.schema.alterTable(table).addColumn(`${column}_bn`, 'text').execute();
      }
    }
  },
};
