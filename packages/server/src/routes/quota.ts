import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Refusal {
  status: 429 | 507;
  message: string;
  /** Seconds until trying again can succeed. */
  retryAfter: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * One client's submissions are checked and stored one at a time, so two at once cannot both
 * slip under an allowance. SQLite runs one transaction at a time anyway; PostgreSQL (possibly
 * behind several provider processes) takes a lock for the client's address until the commit.
 */
export async function lockClient(app: FastifyInstance, trx: Transaction<Database>, ip: string) {
  if (app.db.dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${ip}))`.execute(trx);
  }
}

/**
 * Whether one more submission from `ip` may be stored, counted from the rows already stored:
 * only accepted submissions use up an allowance, and every process sees the same count.
 */
export async function allowance(
  app: FastifyInstance,
  trx: Transaction<Database>,
  table: 'public_messages' | 'admission_applications',
  ip: string,
  bytes = 0,
): Promise<Refusal | null> {
  const now = app.now();
  const lastMinute = await trx
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('first')])
    .where('client_ip', '=', ip)
    .where('created_at', '>', iso(now - MINUTE))
    .executeTakeFirstOrThrow();
  if (Number(lastMinute.n) >= app.postRateLimit) {
    const wait = seconds(Date.parse(String(lastMinute.first)) + MINUTE - now);
    return {
      status: 429,
      message: `Too many submissions from your connection. Please wait ${wait} seconds and try again.`,
      retryAfter: wait,
    };
  }
  if (table !== 'admission_applications') return null;

  const stored = (client: boolean) => {
    let q = trx
      .selectFrom('admission_applications')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stored_bytes'), eb.lit(0)).as('bytes'))
      .where('created_at', '>', iso(now - HOUR));
    if (client) q = q.where('client_ip', '=', ip);
    return q.executeTakeFirstOrThrow().then((row) => Number(row.bytes));
  };
  const limits = app.uploadLimits;
  if ((await stored(true)) + bytes > limits.clientBytesPerHour) {
    return {
      status: 429,
      message:
        'Your connection has sent as many applications as the school accepts in one hour. Please try again later.',
      retryAfter: seconds(HOUR),
    };
  }
  if ((await stored(false)) + bytes > limits.totalBytesPerHour) {
    app.log.warn('The hourly allowance for stored applications is used up (UPLOAD_MB_PER_HOUR).');
    return {
      status: 507,
      message:
        "The school's server cannot take more applications just now. Please try again in an hour.",
      retryAfter: seconds(HOUR),
    };
  }
  return null;
}
