import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connect.ts';

/**
 * The office's door (issue 22): its accounts, their sessions and personal access tokens, and the
 * audit log every change writes to. Sessions are rows, not memory, so that every provider process
 * knows them. Secrets are kept only as hashes: a session's or a token's SHA-256 (they are random
 * and long, so a fast hash is enough), a password's scrypt. Times are ISO 8601 text in UTC, as
 * elsewhere in the schema: their text order is their time order.
 */
export function officeAccounts(dialect: DialectName): Migration {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('office_users'))
        .addColumn('name', 'text', (c) => c.notNull())
        // The name folded (lower case, NFKC): "Rahim" and "rahim" are one account, in both dialects.
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('totp_secret', 'text')
        // A secret being set up: active only once a code from it is confirmed.
        .addColumn('totp_pending', 'text')
        // The time step of the last code accepted: the same code is not accepted twice.
        .addColumn('totp_last_step', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('office_sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('office_users.id').onDelete('cascade'),
        )
        .addColumn('csrf', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('office_sessions_user')
        .on('office_sessions')
        .column('user_id')
        .execute();

      await withId(db.schema.createTable('office_tokens'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('office_users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('office_tokens_user')
        .on('office_tokens')
        .column('user_id')
        .execute();

      // No foreign key to office_users: the log outlives what it names, and a failed sign-in
      // names an account that may not exist.
      await withId(db.schema.createTable('audit_log'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('client', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      // The sign-in limits count the failures of the last minutes by action and time.
      await db.schema
        .createIndex('audit_log_action_at')
        .on('audit_log')
        .columns(['action', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_log_entity')
        .on('audit_log')
        .columns(['entity', 'entity_id'])
        .execute();
    },
  };
}
