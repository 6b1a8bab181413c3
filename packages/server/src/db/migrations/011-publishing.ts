import type { Kysely } from 'kysely';

/**
 * What publishing needs (issue 22): the office's content tables gain a `publish_state` (`draft`,
 * `published`, or `scheduled` to appear at `publish_at`), a `hidden` flag for a row that has been
 * public (hidden, never deleted), and who changed it last and when. Rows already there, the demo
 * school's included, are published. The tables of one row (the school, its contacts, welcome
 * speech and colours) change at once and get only the last change. Listed as they were when
 * written; a later table is a later migration. One column per statement: SQLite adds one at a time.
 */
const PUBLISHED_TABLES = [
  'notices',
  'events',
  'gallery',
  'videos',
  'banners',
  'head_messages',
  'school_history',
  'features',
  'testimonials',
  'iconic_students',
  'credentials',
  'important_links',
  'link_groups',
  'committees',
  'dress_codes',
  'seat_info',
  'staff',
  'class_configs',
  'academic_sessions',
  'admission_years',
  'exams',
  'downloads',
];
const SINGLE_TABLES = ['institutes', 'contacts', 'welcome_speeches', 'site_colors'];

export const publishing = {
  async up(db: Kysely<unknown>) {
    for (const table of PUBLISHED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('publish_state', 'text', (c) => c.notNull().defaultTo('published'))
        .execute();
      await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
      await db.schema
        .alterTable(table)
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    for (const table of [...PUBLISHED_TABLES, ...SINGLE_TABLES]) {
      await db.schema.alterTable(table).addColumn('changed_at', 'text').execute();
      await db.schema.alterTable(table).addColumn('changed_by', 'text').execute();
    }
  },
};
