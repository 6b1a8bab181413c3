import { sql, type Transaction } from 'kysely';
import type { MediaLimits } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

const HOUR = 3_600_000;

export interface AllowanceRefusal {
  message: string;
  /** Seconds until the oldest upload of the hour leaves it. */
  retryAfter: number;
}

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return n === 1 ? '1 minute' : `${n} minutes`;
};

/** "2.5 MB", "10 MB": sizes as a clerk reads them. */
export const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

/**
 * One account's uploads are checked and stored one at a time, so two at once cannot both slip
 * under the allowance: SQLite runs one transaction at a time anyway; PostgreSQL (possibly behind
 * several provider processes) locks the account's name until the commit.
 */
export async function lockAccount(db: Db, trx: Transaction<Database>, account: string) {
  if (db.dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${`media:${account}`}))`.execute(trx);
  }
}

/**
 * Whether `account` may keep one more upload of `bytes`, counted from the rows of the last hour:
 * every process sees the same count, and refused uploads use up nothing.
 */
export async function uploadAllowance(
  trx: Transaction<Database>,
  limits: MediaLimits,
  account: string,
  bytes: number,
  now: number,
): Promise<AllowanceRefusal | null> {
  const hour = await trx
    .selectFrom('media')
    .select((eb) => [
      eb.fn.countAll<number>().as('files'),
      eb.fn.coalesce(eb.fn.sum<number>('stored_bytes'), eb.lit(0)).as('bytes'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('uploaded_by', '=', account)
    .where('created_at', '>', new Date(now - HOUR).toISOString())
    .executeTakeFirstOrThrow();
  const files = Number(hour.files);
  const stored = Number(hour.bytes);
  const leaves = hour.oldest ? Date.parse(String(hour.oldest)) + HOUR : now + HOUR;
  const retryAfter = Math.max(1, Math.ceil((leaves - now) / 1000));
  const again = `You can upload again in ${minutes(retryAfter)}.`;
  if (files >= limits.filesPerHour) {
    return {
      message: `You have uploaded ${files} files in the last hour, as many as the site takes from one account in an hour. ${again}`,
      retryAfter,
    };
  }
  if (stored + bytes > limits.bytesPerHour) {
    return {
      message: `Your uploads of the last hour come to ${megabytes(stored)}, and this one would pass the ${megabytes(limits.bytesPerHour)} the site takes from one account in an hour. ${again}`,
      retryAfter,
    };
  }
  return null;
}
