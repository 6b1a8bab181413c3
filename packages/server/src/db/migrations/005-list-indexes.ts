import type { Kysely } from 'kysely';

/**
 * The paged lists walk their rows in display order: the whole student list by roll, the staff
 * by role then sort order. Without these every page sorted the whole table first (a deep page
 * of students held SQLite, and so the event loop, for milliseconds per request).
 */
export const listIndexes = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('students_roll').on('students').column('roll_no').execute();
    await db.schema
      .createIndex('students_class_roll')
      .on('students')
      .columns(['class_id', 'roll_no'])
      .execute();
    await db.schema
      .createIndex('staff_list')
      .on('staff')
      .columns(['is_teacher', 'sort_order', 'id'])
      .execute();
    await db.schema.createIndex('staff_order').on('staff').columns(['sort_order', 'id']).execute();
  },
};
