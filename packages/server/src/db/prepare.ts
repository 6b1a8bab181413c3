import { type KeySource, loadSigner, type RecordedKey, recordKey } from '../results/keys.ts';
import { type SignedResult, signResults } from '../results/publish.ts';
import { dhakaDay } from '../results/signing.ts';
import { seed } from '../seed/index.ts';
import type { Db } from './connect.ts';
import { exclusively, migrate } from './migrate.ts';

export interface PrepareOptions {
  /** Where the result-signing key lives (results/keys.ts). */
  keys: KeySource;
  today?: Date;
}

export interface Prepared {
  seeded: boolean;
  /** Results published since the last start: unsigned ones, and those corrected in the database. */
  signed: SignedResult[];
  key: RecordedKey & { kid: string };
}

/**
 * Bring the schema up to date, record the result key's public half, and on a database with no
 * school in it yet add the demo data; on one that has a school, sign what is not yet signed as it
 * stands (results/publish.ts). One process at a time (`exclusively`): of several started together,
 * one signs and the others find nothing left to sign.
 */
export function prepareDatabase(db: Db, options: PrepareOptions): Promise<Prepared> {
  return exclusively(db, () => prepare(db, options));
}

async function prepare(db: Db, { keys, today }: PrepareOptions): Promise<Prepared> {
  await migrate(db.kysely, db.dialect);
  const signer = await loadSigner(keys);
  const key = { kid: signer.kid, ...(await recordKey(db.kysely, signer, dhakaDay(today))) };
  const existing = await db.kysely
    .selectFrom('institutes')
    .select('id')
    .limit(1)
    .executeTakeFirst();
  if (existing) return { seeded: false, signed: await signResults(db, signer, { today }), key };
  await db.kysely.transaction().execute((trx) => seed(trx, { today, signer }));
  return { seeded: true, signed: [], key };
}
