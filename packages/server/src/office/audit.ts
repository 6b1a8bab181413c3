import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Who acts, from where, and when: made once per request (`actorOf`, guard.ts). */
export interface Actor {
  /** The account; null for a failed sign-in with a name no account has. */
  id: number | null;
  /** The account's name (or the name typed at sign-in). */
  name: string;
  /** The client's address, as the rate limits see it (TRUST_PROXY). */
  client: string;
  /** The request's moment, ISO 8601 (the app's clock, so tests can move it). */
  at: string;
}

export interface Change {
  /** `create`, `update`, `delete`, `sign-in`, `sign-in-failed`, `password`, `token-create`… */
  action: string;
  /** What kind of thing: `office_user`, `office_token`, or a content table's name. */
  entity: string;
  entityId?: string | number | null;
  /** The thing before and after, as the office's answers show it (never a secret or a hash). */
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Writes one entry of the audit log. Call it with the transaction that makes the change, so that
 * a change is never without its entry nor an entry without its change:
 *
 *     await db.transaction().execute(async (tx) => {
 *       const after = await tx.updateTable('notices')…;
 *       await audited(tx, actor, { action: 'update', entity: 'notices', entityId: id, before, after });
 *     });
 */
export async function audited(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  change: Change,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: actor.at,
      user_id: actor.id,
      user_name: actor.name,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId == null ? null : String(change.entityId),
      before: json(change.before),
      after: json(change.after),
      client: actor.client,
    })
    .execute();
}
