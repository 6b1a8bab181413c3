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

/** The class's names beside its id, as `/class-configs` writes them (with their twins). */
async function withClassNames(db: Kysely<Database>, rows: StoredRow[]) {
  const ids = [...new Set(rows.map((r) => Number(r.class_id)))];
  const classes = ids.length
    ? await db
        .selectFrom('class_configs')
        .select([
          'id',
          'class_name',
          'class_name_bn',
          'section_name',
          'section_name_bn',
          'shift_name',
          'shift_name_bn',
          'group_name',
          'group_name_bn',
        ])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(classes.map((c) => [c.id, c]));
  return rows.map((r) => {
    const { id: _, ...names } = byId.get(Number(r.class_id)) ?? { id: 0, class_name: '' };
    return { ...r, ...names };
  });
}

/** The exam's name beside its id. */
async function withExamNames(db: Kysely<Database>, rows: StoredRow[]) {
  const ids = [...new Set(rows.map((r) => Number(r.exam_id)))];
  const exams = ids.length
    ? await db
        .selectFrom('exams')
        .select(['id', 'name', 'name_bn'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(exams.map((e) => [e.id, e]));
  return rows.map((r) => {
    const exam = byId.get(Number(r.exam_id));
    return { ...r, exam_name: exam?.name ?? '', exam_name_bn: exam?.name_bn ?? null };
  });
}

/** The lists a row keeps as JSON, read. */
const withLists = (rows: StoredRow[], lists: readonly string[]) =>
  rows.map((r) => ({
    ...r,
    ...Object.fromEntries(lists.map((name) => [name, parseJson(String(r[name] ?? '[]'))])),
  }));

/** A class's fact: its lists read, its class's names beside it (and its exam's, if it has one). */
const fact =
  (lists: readonly string[], exam = false): Present =>
  async (db, rows) => {
    const named = await withClassNames(db, withLists(rows, lists));
    return exam ? withExamNames(db, named) : named;
  };

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
  fees: fact(['heads']),
  'class-routines': fact(['periods', 'classes']),
  'exam-routines': fact(['papers'], true),
  'seat-plans': fact(['rooms'], true),
  syllabi: fact([]),
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
