import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoAt } from './secrets.ts';

/** Failed sign-ins are counted over this window… */
const SIGN_IN_WINDOW_MS = 15 * 60_000;
/**
 * …up to this many per account name (whether an account has it or not: the answer must not say)
 * and per client. 5 stops guessing one account's password; 20 stops one client trying a few
 * common passwords on many names, and leaves a busy office behind one address room for typos.
 */
const SIGN_IN_LIMITS = { account: 5, client: 20 } as const;

/** What is counted: a wrong password at sign-in, a wrong code, a wrong current password. */
const FAILURES = ['sign-in-failed', 'password-failed'];

/**
 * How long (ms) before this name may be tried again from this client; 0: now. Counted from the
 * audit log's failures, which every provider process writes to: no counter of its own to share.
 */
export async function signInWait(
  db: Kysely<Database>,
  { key, client, now }: { key: string; client: string; now: number },
): Promise<number> {
  const since = isoAt(now - SIGN_IN_WINDOW_MS);
  // The limit-th newest failure: when it leaves the window, one more attempt is allowed.
  const nth = (column: 'entity_id' | 'client', value: string, limit: number) =>
    db
      .selectFrom('audit_log')
      .select('at')
      .where('action', 'in', FAILURES)
      .where('at', '>', since)
      .where(column, '=', value)
      .orderBy('at', 'desc')
      .limit(1)
      .offset(limit - 1)
      .executeTakeFirst();
  const [account, fromClient] = await Promise.all([
    nth('entity_id', key, SIGN_IN_LIMITS.account),
    nth('client', client, SIGN_IN_LIMITS.client),
  ]);
  const waits = [account, fromClient].map((row) =>
    row ? Date.parse(row.at) + SIGN_IN_WINDOW_MS - now : 0,
  );
  return Math.max(0, ...waits);
}
