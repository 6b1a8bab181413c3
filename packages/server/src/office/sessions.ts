import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoAt, randomSecret, sha256 } from './secrets.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type SessionRow = Selectable<Database['office_sessions']>;

/** Signed out after this long without a call… */
const IDLE_MS = 30 * 60_000;
/** …and this long after signing in, whatever happens (OWASP Session Management Cheat Sheet). */
const ABSOLUTE_MS = 12 * 60 * 60_000;
/** `last_seen_at` is written at most this often: not one write per call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The cookie's name. Path=/office keeps it off the public API (whose answers stay cookie-free
 * and cacheable), so the `__Host-` prefix (which wants Path=/) is out; behind https it carries
 * `__Secure-`, which a browser accepts only with Secure from an https page.
 */
export const cookieName = (secure: boolean) =>
  secure ? '__Secure-office_session' : 'office_session';

export const cookieOptions = (secure: boolean) =>
  ({ path: '/office', httpOnly: true, sameSite: 'strict', secure }) as const;

/**
 * A new session with a new random id (never one the browser brought: no session fixation) and
 * its own CSRF token. Ended sessions are removed in passing.
 */
export async function startSession(db: Db, userId: number, now: number) {
  await db
    .deleteFrom('office_sessions')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', isoAt(now - ABSOLUTE_MS)),
        eb('last_seen_at', '<', isoAt(now - IDLE_MS)),
      ]),
    )
    .execute();
  const id = randomSecret();
  const row = {
    id_hash: sha256(id),
    user_id: userId,
    csrf: randomSecret(),
    created_at: isoAt(now),
    last_seen_at: isoAt(now),
  };
  await db.insertInto('office_sessions').values(row).execute();
  return { id, row };
}

export type SessionFound =
  | { ok: true; row: SessionRow }
  | { ok: false; why: 'unknown' | 'idle' | 'expired' };

/**
 * The session a cookie names, if it is still alive; its `last_seen_at` moves on, unless the call
 * is one the console makes by itself (`touch: false`), which is no sign of anyone at work.
 */
export async function findSession(
  db: Db,
  id: string,
  now: number,
  { touch = true }: { touch?: boolean } = {},
): Promise<SessionFound> {
  const idHash = sha256(id);
  const row = await db
    .selectFrom('office_sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return { ok: false, why: 'unknown' };
  const ended =
    Date.parse(row.created_at) + ABSOLUTE_MS <= now
      ? 'expired'
      : Date.parse(row.last_seen_at) + IDLE_MS <= now
        ? 'idle'
        : null;
  if (ended) {
    await endSession(db, id);
    return { ok: false, why: ended };
  }
  if (touch && now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
    await db
      .updateTable('office_sessions')
      .set({ last_seen_at: isoAt(now) })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { ok: true, row };
}

export const endSession = (db: Db, id: string) =>
  db.deleteFrom('office_sessions').where('id_hash', '=', sha256(id)).execute();

export const sessionEnds = (row: SessionRow) => isoAt(Date.parse(row.created_at) + ABSOLUTE_MS);
