import type { OfficeRole, OfficeUser } from '@school/api/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { httpError } from '../routes/lib.ts';
import { type Actor, audited } from './audit.ts';
import { nameKey } from './names.ts';
import { hashPassword, oneTimePassword, type ScryptCost } from './passwords.ts';

export type UserRow = Selectable<Database['office_users']>;
type Db = Kysely<Database> | Transaction<Database>;

/** An account as the office shows it (and the audit log keeps it): never its secrets. */
export function publicUser(row: UserRow): OfficeUser {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    must_change_password: row.must_change_password === 1,
    disabled: row.disabled === 1,
    totp: row.totp_secret !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const findUserByName = (db: Db, name: string) =>
  db
    .selectFrom('office_users')
    .selectAll()
    .where('name_key', '=', nameKey(name))
    .executeTakeFirst();

export const findUser = (db: Db, id: number) =>
  db.selectFrom('office_users').selectAll().where('id', '=', id).executeTakeFirst();

const NO_SUCH_ACCOUNT = 'There is no such account. Reload the list of accounts.';

/** Every session of an account ends (a reset, a disabled account, a new password elsewhere). */
export const endSessions = (db: Db, userId: number) =>
  db.deleteFrom('office_sessions').where('user_id', '=', userId).execute();

/**
 * A new account with a one-time password (returned, shown once) that must be changed at the
 * first sign-in; audited as a `create`. From the console and `npm run office -- add-user`.
 */
export async function createUser(
  db: Kysely<Database>,
  actor: Actor,
  { name, role, cost }: { name: string; role: OfficeRole; cost: ScryptCost },
): Promise<{ user: OfficeUser; password: string }> {
  const password = await oneTimePassword(name);
  const hash = await hashPassword(password, cost);
  const user = await db.transaction().execute(async (tx) => {
    if (await findUserByName(tx, name)) {
      throw httpError(409, `There is already an account called “${name}”. Choose another name.`, {
        errors: { name: 'An account with this name exists.' },
      });
    }
    const row = await tx
      .insertInto('office_users')
      .values({
        name: name.normalize('NFKC').trim().replace(/\s+/g, ' '),
        name_key: nameKey(name),
        role,
        password_hash: hash,
        must_change_password: 1,
        disabled: 0,
        totp_secret: null,
        totp_pending: null,
        totp_last_step: null,
        created_at: actor.at,
        updated_at: actor.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const shown = publicUser(row);
    await audited(tx, actor, {
      action: 'create',
      entity: 'office_user',
      entityId: row.id,
      after: shown,
    });
    return shown;
  });
  return { user, password };
}

/**
 * A new one-time password for someone locked out (forgotten password, lost phone): two-step
 * sign-in is removed too, to be set up again, and every session of theirs ends.
 */
export async function resetPassword(
  db: Kysely<Database>,
  actor: Actor,
  { id, cost }: { id: number; cost: ScryptCost },
): Promise<{ user: OfficeUser; password: string }> {
  const existing = await findUser(db, id);
  if (!existing) throw httpError(404, NO_SUCH_ACCOUNT);
  const password = await oneTimePassword(existing.name);
  const hash = await hashPassword(password, cost);
  const user = await db.transaction().execute(async (tx) => {
    const before = await findUser(tx, id);
    if (!before) throw httpError(404, NO_SUCH_ACCOUNT);
    const row = await tx
      .updateTable('office_users')
      .set({
        password_hash: hash,
        must_change_password: 1,
        totp_secret: null,
        totp_pending: null,
        totp_last_step: null,
        updated_at: actor.at,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await endSessions(tx, id);
    const shown = publicUser(row);
    await audited(tx, actor, {
      action: 'password-reset',
      entity: 'office_user',
      entityId: id,
      before: publicUser(before),
      after: shown,
    });
    return shown;
  });
  return { user, password };
}

/** Admins who can sign in. */
const activeAdmins = (db: Db) =>
  db
    .selectFrom('office_users')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .execute();

/**
 * A new role, or disabled/enabled (a disabled account's sessions end; its tokens stop working
 * since every call checks the account). The last admin who can sign in stays one: otherwise
 * nobody could manage the accounts without the command line.
 */
export async function updateUser(
  db: Kysely<Database>,
  actor: Actor,
  { id, role, disabled }: { id: number; role?: OfficeRole; disabled?: boolean },
): Promise<OfficeUser> {
  return db.transaction().execute(async (tx) => {
    const before = await findUser(tx, id);
    if (!before) throw httpError(404, NO_SUCH_ACCOUNT);
    const losesAdmin =
      before.role === 'admin' &&
      before.disabled === 0 &&
      ((role !== undefined && role !== 'admin') || disabled === true);
    if (losesAdmin && (await activeAdmins(tx)).every((a) => a.id === id)) {
      throw httpError(
        409,
        'This is the last admin account that can sign in. Make another account an admin first.',
      );
    }
    const row = await tx
      .updateTable('office_users')
      .set({
        ...(role !== undefined ? { role } : {}),
        ...(disabled !== undefined ? { disabled: disabled ? 1 : 0 } : {}),
        updated_at: actor.at,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (disabled) await endSessions(tx, id);
    const shown = publicUser(row);
    await audited(tx, actor, {
      action: 'update',
      entity: 'office_user',
      entityId: id,
      before: publicUser(before),
      after: shown,
    });
    return shown;
  });
}
