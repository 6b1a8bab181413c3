import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Finished windows are deleted at most this often, by whichever request comes next. */
const PRUNE_EVERY_MS = 60_000;

interface Counter {
  count: number;
  expires_at: number;
}

/**
 * @fastify/rate-limit's store on PostgreSQL (table `rate_limits`, migration 004), so that every
 * provider process counts one client's requests together. Like the plugin's in-memory store, a
 * window starts at a client's first request and lasts `timeWindow`; one upsert counts a request
 * and answers the count, atomically, whichever process asks.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let prunedAt = Date.now();

  function prune(now: number) {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    // Nobody waits for it; a failure only leaves old rows for the next time.
    sql`delete from rate_limits where expires_at < ${now}`.execute(db).catch(() => {});
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      sql<Counter>`
        insert into rate_limits (key, expires_at, count)
        values (${this.prefix + key}, ${now + timeWindow}, 1)
        on conflict (key) do update set
          count = case when rate_limits.expires_at <= ${now} then 1 else rate_limits.count + 1 end,
          expires_at = case when rate_limits.expires_at <= ${now}
            then excluded.expires_at else rate_limits.expires_at end
        returning count, expires_at`
        .execute(db)
        .then(({ rows: [row] }) => {
          if (!row) throw new Error('The rate limit counter was not returned');
          callback(null, { current: row.count, ttl: Math.max(0, Number(row.expires_at) - now) });
        })
        .catch((error: Error) => callback(error));
      prune(now);
    }

    /** A route with a limit of its own (the forms) counts apart from the rest. */
    child(routeOptions: unknown) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new PostgresRateLimitStore(routeOptions, `${route?.method} ${route?.url} `);
    }
  }
  return PostgresRateLimitStore;
}
