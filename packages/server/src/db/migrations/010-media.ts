import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connect.ts';

/**
 * Files the office uploads (uploads/). `media` describes each one, on both dialects: its readable
 * name, what it is, its checksum (the ETag) and the smaller copies of a picture. The bytes live
 * where every provider process can read them: on PostgreSQL in `media_files`, written in the
 * same transaction as the row, so a row never names a file another process cannot find; with
 * SQLite (one process) on disk under DATA_DIR, where the database file stays small and a backup
 * copies the files beside it. Rows are never changed once written: a file's address is cached
 * for a year by browsers and CDNs.
 */
export function media(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('media')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('variants', 'text', (c) => c.notNull())
        .addColumn('stored_bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('uploaded_by', 'text', (c) => c.notNull())
        .execute();
      // The hourly allowance counts one account's uploads of the last hour.
      await db.schema
        .createIndex('media_uploaded_by')
        .on('media')
        .columns(['uploaded_by', 'created_at'])
        .execute();
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('media_files')
        .addColumn('media_id', 'text', (c) =>
          c.notNull().references('media.id').onDelete('cascade'),
        )
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('bytes', sql`bytea`, (c) => c.notNull())
        .addPrimaryKeyConstraint('media_files_pk', ['media_id', 'variant'])
        .execute();
    },
  };
}
