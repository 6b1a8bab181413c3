import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Pool } from 'pg';
import { perTurn } from '../per-turn.ts';

/** Finished windows are deleted at most this often, by whichever request comes next. */
const PRUNE_EVERY_MS = 60_000;

interface Counter {
  key: string;
  count: number;
  expires_at: number | string;
}

interface Increment {
  key: string;
  now: number;
  timeWindow: number;
}

/**
 * @fastify/rate-limit's store on PostgreSQL (table `rate_limits`, migration 004), so that every
 * provider process counts one client's requests together. Like the plugin's in-memory store, a
 * window starts at a client's first request and lasts `timeWindow`.
 *
 * The requests counted in one turn of the event loop go to PostgreSQL together: one upsert adds
 * each client's number of requests and answers the new totals, atomically, whichever process
 * asks, and each request gets its own place in its client's count (so the limit is exact). On
 * result day that is one round trip per turn instead of one per GET, and while one upsert is out
 * the next gathers every request counted meanwhile (`perTurn`), so under load the batches grow.
 */
export function postgresRateLimitStore(pool: Pool): FastifyRateLimitStoreCtor {
  let prunedAt = Date.now();

  function prune(now: number) {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    // Nobody waits for it; a failure only leaves old rows for the next time.
    pool.query('delete from rate_limits where expires_at < $1', [now]).catch(() => {});
  }

  const counts = perTurn<Increment, { current: number; ttl: number }>(async (increments) => {
    const now = Date.now();
    // One row per client; in the same order in every process, so two upserts never deadlock.
    const byKey = new Map<string, { n: number; expires: number }>();
    for (const { key, timeWindow } of increments) {
      const entry = byKey.get(key) ?? { n: 0, expires: now + timeWindow };
      entry.n += 1;
      byKey.set(key, entry);
    }
    const keys = [...byKey.keys()].sort();
    // A named statement: each pooled connection parses and plans it once.
    const { rows } = await pool.query<Counter>({
      name: 'rate-limit-counts',
      text: `insert into rate_limits (key, expires_at, count)
        select * from unnest($1::text[], $2::bigint[], $3::int[])
        on conflict (key) do update set
          count = case when rate_limits.expires_at <= $4
            then excluded.count else rate_limits.count + excluded.count end,
          expires_at = case when rate_limits.expires_at <= $4
            then excluded.expires_at else rate_limits.expires_at end
        returning key, count, expires_at`,
      values: [keys, keys.map((k) => byKey.get(k)?.expires), keys.map((k) => byKey.get(k)?.n), now],
    });
    const totals = new Map(rows.map((r) => [r.key, r]));
    // The requests of a client take the places its increment added, in the order they came.
    const given = new Map<string, number>();
    return increments.map(({ key, now: asked }) => {
      const total = totals.get(key);
      if (!total) return new Error('The rate limit counter was not returned');
      const place = given.get(key) ?? 0;
      given.set(key, place + 1);
      const added = byKey.get(key)?.n ?? 1;
      return {
        current: total.count - added + 1 + place,
        ttl: Math.max(0, Number(total.expires_at) - asked),
      };
    });
  });

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
      counts.load({ key: this.prefix + key, now, timeWindow }).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
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
