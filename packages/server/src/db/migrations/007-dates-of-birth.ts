import type { Kysely } from 'kysely';

/**
 * A school may ask for the date of birth with the roll number (RESULTS_REQUIRE_DOB). `YYYY-MM-DD`;
 * null for a student whose date the school has not entered (no lookup then matches).
 */
export const datesOfBirth = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('students').addColumn('dob', 'text').execute();
  },
};
