import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { tokenEiin } from '../results/publish.ts';
import { dhakaDay, type ResultSigner } from '../results/signing.ts';
import { seedAcademics } from './academics.ts';
import { seedContent } from './content.ts';
import { startOfDay } from './dates.ts';
import { seedDownloads } from './downloads.ts';
import { seedFacts } from './facts.ts';
import { SCHOOL, seedInstitute } from './institute.ts';
import { seedNotices } from './notices.ts';
import { seedPeople } from './people.ts';
import { seedStaff } from './staff.ts';
import { seedStudents } from './students.ts';

/**
 * Every table the seed fills; the two submission tables start empty, the result keys are the
 * provider's own (the start records its key before the seed signs with it), the office's first
 * account is made by `npm run office -- add-user`, never with a password known to all, and the
 * demo's pictures and documents are drawn (media/), not uploaded; the inbox's digest state is
 * its one row, made by its migration.
 */
export type SeededTable = Exclude<
  keyof Database,
  | 'public_messages'
  | 'admission_applications'
  | 'result_keys'
  | 'office_users'
  | 'office_sessions'
  | 'office_tokens'
  | 'audit_log'
  | 'media'
  | 'media_files'
  | 'inbox_notifier'
  | 'result_imports'
  | 'result_absences'
>;

/** Rows inserted per table. */
export type SeedSummary = Record<SeededTable, number>;

/**
 * Fills an empty database with the demo school. The data is the same on every run; only the
 * dates move with `today` (notices, events, downloads, and the years: the current academic
 * year is today's year), and the results' tokens with the `signer`, which publishes them today.
 * The caller checks emptiness and may wrap this in a transaction.
 */
export async function seed(
  db: Kysely<Database>,
  options: { today?: Date; signer: ResultSigner },
): Promise<SeedSummary> {
  const now = options.today ?? new Date();
  const today = startOfDay(now);
  const institute = await seedInstitute(db);
  const academics = await seedAcademics(db, today.getFullYear());
  const staff = await seedStaff(db);
  return {
    ...institute,
    ...academics.counts,
    ...(await seedDownloads(db, academics, today)),
    ...(await seedStudents(db, academics, {
      year: today.getFullYear(),
      publication: { signer: options.signer, eiin: tokenEiin(SCHOOL.eiin), issued: dhakaDay(now) },
    })),
    ...staff.counts,
    ...(await seedPeople(db, staff)),
    ...(await seedNotices(db, today)),
    ...(await seedContent(db)),
    ...(await seedFacts(db, academics, staff.teachers, today)),
  } satisfies Record<SeededTable, number>;
}
