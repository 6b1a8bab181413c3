import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

/** One stored copy of an upload: `file` (what its address serves) or a narrower copy's width. */
export interface MediaFile {
  variant: string;
  bytes: Buffer;
}

/**
 * Where the bytes of the office's uploads live; the `media` table describes them. Every provider
 * process must read what any of them saved. Two stores are built in: the database itself on
 * PostgreSQL (`media_files`), and a folder under DATA_DIR with SQLite (one process). An
 * S3-compatible store (not built in) would put each object in `save`, delete them in `discard`,
 * and read them back in `read`; `mediaStoreFor` would choose it when one is configured.
 */
export interface MediaStore {
  /**
   * Keep one upload's files. `trx` is the transaction that has written its row: a store inside
   * the database writes with it, and a store outside has the bytes safe before the row commits.
   */
  save(id: string, files: readonly MediaFile[], trx: Transaction<Database>): Promise<void>;
  /** Forget what `save` kept for a row that was not written after all. */
  discard(id: string): Promise<void>;
  /** One copy's bytes, or null when there is none. */
  read(id: string, variant: string): Promise<Buffer | null>;
}

/** The folder under DATA_DIR (beside the admission photos) that `npm run backup` copies. */
export const MEDIA_FOLDER = join('uploads', 'media');

/** Only names `acceptUpload` makes reach a path: 16 hex digits, and `file` or a width. */
const SAFE_ID = /^[0-9a-f]{16}$/;
const SAFE_VARIANT = /^(?:file|\d{1,5})$/;

function pathOf(root: string, id: string, variant?: string): string {
  if (!SAFE_ID.test(id) || (variant !== undefined && !SAFE_VARIANT.test(variant))) {
    throw new Error(`Not a stored media file: ${id}/${variant}`);
  }
  return variant === undefined ? join(root, id) : join(root, id, variant);
}

/** A folder of `<id>/<variant>` files: SQLite's store, as one process serves it. */
function diskStore(dataDir: string): MediaStore {
  const root = join(dataDir, MEDIA_FOLDER);
  return {
    async save(id, files) {
      await mkdir(pathOf(root, id), { recursive: true });
      for (const file of files) {
        // flush: on disk before the row that names it is committed, as admission photos are.
        await writeFile(pathOf(root, id, file.variant), file.bytes, { flush: true });
      }
    },
    discard: (id) => rm(pathOf(root, id), { recursive: true, force: true }),
    read: (id, variant) =>
      readFile(pathOf(root, id, variant)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      }),
  };
}

/** The `media_files` table, in the transaction that writes the row: PostgreSQL's store. */
function databaseStore(db: Db): MediaStore {
  return {
    async save(id, files, trx) {
      await trx
        .insertInto('media_files')
        .values(files.map((f) => ({ media_id: id, variant: f.variant, bytes: f.bytes })))
        .execute();
    },
    // The transaction's rollback took the files with it.
    discard: async () => {},
    async read(id, variant) {
      const row = await db.kysely
        .selectFrom('media_files')
        .select('bytes')
        .where('media_id', '=', id)
        .where('variant', '=', variant)
        .executeTakeFirst();
      return row?.bytes ?? null;
    },
  };
}

/** Where this provider keeps uploads: in PostgreSQL when it runs on one, else under DATA_DIR. */
export function mediaStoreFor(db: Db, dataDir: string): MediaStore {
  return db.dialect === 'postgres' ? databaseStore(db) : diskStore(dataDir);
}
