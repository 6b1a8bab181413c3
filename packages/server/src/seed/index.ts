import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedAcademics } from './academics.ts';
import { seedContent } from './content.ts';
import { startOfDay } from './dates.ts';
import { seedDownloads } from './downloads.ts';
import { seedInstitute } from './institute.ts';
import { seedNotices } from './notices.ts';
import { seedPeople } from './people.ts';
import { seedStaff } from './staff.ts';
import { seedStudents } from './students.ts';

export { SCHOOL } from './institute.ts';

/** Every table the seed fills; the two submission tables start empty. */
export type SeededTable = Exclude<keyof Database, 'public_messages' | 'admission_applications'>;

/** Rows inserted per table. */
export type SeedSummary = Record<SeededTable, number>;

/**
 * Fills an empty database with the demo school. The data is the same on every run; only the
 * dates move with `today` (notices, events, downloads, and the years: the current academic
 * year is today's year). The caller checks emptiness and may wrap this in a transaction.
 */
export async function seed(
  db: Kysely<Database>,
  options: { today?: Date } = {},
): Promise<SeedSummary> {
  const today = startOfDay(options.today ?? new Date());
  const institute = await seedInstitute(db);
  const academics = await seedAcademics(db, today.getFullYear());
  const staff = await seedStaff(db);
  return {
    ...institute,
    ...academics.counts,
    ...(await seedDownloads(db, academics, today)),
    ...(await seedStudents(db, academics)),
    ...staff.counts,
    ...(await seedPeople(db, staff)),
    ...(await seedNotices(db, today)),
    ...(await seedContent(db)),
  } satisfies Record<SeededTable, number>;
}
