import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isKeptType, mediaPath } from './names.ts';

/** A picture's narrower copy, as the `media` row lists it. */
export interface StoredVariant {
  width: number;
  height: number;
  size: number;
  /** base64url: the copy's ETag. */
  sha256: string;
}

type SrcsetRow = Pick<Database['media'], 'id' | 'name' | 'content_type' | 'width' | 'variants'>;

export const variantsOf = (row: Pick<Database['media'], 'variants'>) =>
  JSON.parse(row.variants) as StoredVariant[];

/**
 * A picture's copies as HTML's `srcset` (`/media/…/480/x.jpg 480w, …, /media/…/x.jpg 1600w`),
 * root-relative as the database keeps addresses; null for a file of one copy.
 */
export function srcsetOf(row: SrcsetRow): string | null {
  const variants = variantsOf(row);
  if (!variants.length || row.width === null || !isKeptType(row.content_type)) return null;
  const type = row.content_type;
  return [
    ...variants.map((v) => `${mediaPath(row.id, row.name, type, v.width)} ${v.width}w`),
    `${mediaPath(row.id, row.name, type)} ${row.width}w`,
  ].join(', ');
}

/** The id of an upload's address as an entry keeps it (`/media/<id>/<name>.<ext>`), else null. */
const uploadIdOf = (address: unknown) =>
  typeof address === 'string'
    ? (/^\/media\/([0-9a-f]{16})\/[^/]+$/.exec(address)?.[1] ?? null)
    : null;

/**
 * Rows whose picture (`field`) is an upload, with its `srcset` beside it as `<field>_srcset`
 * (the contract's optional twin): one query for a whole list. A picture from anywhere else (the
 * demo's drawings, an address on another host) goes without, and widgets show it by `src`.
 */
export async function withSrcsets<R extends object, F extends keyof R & string>(
  db: Kysely<Database>,
  rows: R[],
  field: F,
): Promise<(R & Partial<Record<`${F}_srcset`, string>>)[]> {
  const ids = [...new Set(rows.map((r) => uploadIdOf(r[field])).filter((id) => id !== null))];
  if (!ids.length) return rows;
  const found = await db
    .selectFrom('media')
    .select(['id', 'name', 'content_type', 'width', 'variants'])
    .where('id', 'in', ids)
    .execute();
  const srcsets = new Map(found.map((row) => [row.id, srcsetOf(row)]));
  return rows.map((row) => {
    const srcset = srcsets.get(uploadIdOf(row[field]) ?? '');
    return srcset ? { ...row, [`${field}_srcset`]: srcset } : row;
  });
}
