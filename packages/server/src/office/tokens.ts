import type { OfficeToken } from '@school/api/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { randomSecret, sha256 } from './secrets.ts';

type Db = Kysely<Database> | Transaction<Database>;
type TokenRow = Selectable<Database['office_tokens']>;

/** Says what it is when found in a script or a log (and secret scanners can look for it). */
const PREFIX = 'office_';
/** `last_used_at` is written at most this often: not one write per call. */
const TOUCH_EVERY_MS = 60_000;

export const publicToken = (row: TokenRow): OfficeToken => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  revoked_at: row.revoked_at,
});

/** A new token: its row, and its secret, which only this answer ever shows. */
export async function insertToken(db: Db, userId: number, name: string, at: string) {
  const secret = PREFIX + randomSecret();
  const row = await db
    .insertInto('office_tokens')
    .values({
      user_id: userId,
      name,
      token_hash: sha256(secret),
      created_at: at,
      last_used_at: null,
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, secret };
}

/** The live token a secret names (not revoked); its `last_used_at` moves on. */
export async function findToken(db: Db, secret: string, now: number) {
  if (!secret.startsWith(PREFIX)) return undefined;
  const row = await db
    .selectFrom('office_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(secret))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (row && (!row.last_used_at || now - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS)) {
    await db
      .updateTable('office_tokens')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return row;
}
