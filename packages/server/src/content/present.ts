import type { ContentKey } from '@school/api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { parseJson } from '../routes/lib.ts';
import { withSrcsets } from '../uploads/variants.ts';
import type { StoredRow } from './tables.ts';

type Present = (db: Kysely<Database>, rows: StoredRow[]) => Promise<unknown[]>;

/** Stored as a JSON array of addresses or of {image}; answered as [{image}]. */
function historyImages(json: string): { image: string }[] {
  return parseJson<(string | { image: string })[]>(json).map((i) =>
    typeof i === 'string' ? { image: i } : { image: i.image },
  );
}

/** The contract spells designation twice (`degination`); the provider keeps it once. */
const bothSpellings = (rows: StoredRow[]) =>
  rows.map((r) => ({ ...r, degination: r.designation, degination_bn: r.designation_bn }));

/**
 * How the public answers show a stored row where that is more than its columns (the answer's
 * schema then keeps only the contract's fields): a field answered under two names, lists kept as
 * JSON, a picture's `srcset`, a seat's class name. The public routes and the office's preview
 * both use these, so a preview is what the site will be sent.
 */
const PRESENT: Partial<Record<ContentKey, Present>> = {
  'welcome-speech': async (_, rows) =>
    rows.map((r) => ({ ...r, description: r.text, description_bn: r.text_bn })),
  pictures: (db, rows) =>
    withSrcsets(
      db,
      rows.map((r) => ({ ...r, galary_image: r.galary_image, featured: Boolean(r.featured) })),
      'galary_image',
    ),
  videos: async (_, rows) => rows.map((r) => ({ ...r, heading: r.title, heading_bn: r.title_bn })),
  banners: (db, rows) => withSrcsets(db, rows, 'banner_image'),
  history: async (_, rows) =>
    rows.map((r) => ({ ...r, images: historyImages(String(r.images ?? '[]')) })),
  'link-groups': async (_, rows) =>
    rows.map((r) => ({ ...r, page_link: parseJson(String(r.page_link ?? '[]')) })),
  committee: async (_, rows) => bothSpellings(rows),
  alumni: async (_, rows) => bothSpellings(rows),
  staff: (db, rows) => withSrcsets(db, rows, 'avatar'),
  seats: async (db, rows) => {
    const ids = [...new Set(rows.map((r) => Number(r.class_id)))];
    const classes = ids.length
      ? await db
          .selectFrom('class_configs')
          .select(['id', 'class_name', 'class_name_bn'])
          .where('id', 'in', ids)
          .execute()
      : [];
    const byId = new Map(classes.map((c) => [c.id, c]));
    return rows.map((r) => {
      const found = byId.get(Number(r.class_id));
      return {
        ...r,
        class_name: found?.class_name ?? '',
        class_name_bn: found?.class_name_bn ?? null,
      };
    });
  },
};

/** Rows of `key` as its public answer shows them. */
export function present(db: Kysely<Database>, key: ContentKey, rows: StoredRow[]) {
  const shown = PRESENT[key];
  return shown ? shown(db, rows) : Promise.resolve(rows);
}
