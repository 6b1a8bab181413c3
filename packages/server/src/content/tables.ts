import { bengaliTwin } from '@school/api';
import type { ContentEntity, ContentKey } from '@school/api/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Where each entity of the office's registry is kept. */
export const TABLES = {
  institute: 'institutes',
  contacts: 'contacts',
  'welcome-speech': 'welcome_speeches',
  'site-colors': 'site_colors',
  notices: 'notices',
  events: 'events',
  pictures: 'gallery',
  videos: 'videos',
  banners: 'banners',
  'head-messages': 'head_messages',
  history: 'school_history',
  features: 'features',
  testimonials: 'testimonials',
  alumni: 'iconic_students',
  credentials: 'credentials',
  'important-links': 'important_links',
  'link-groups': 'link_groups',
  committee: 'committees',
  'dress-codes': 'dress_codes',
  seats: 'seat_info',
  staff: 'staff',
  'class-configs': 'class_configs',
  sessions: 'academic_sessions',
  years: 'admission_years',
  exams: 'exams',
  downloads: 'downloads',
  fees: 'fees',
  'class-routines': 'class_routines',
  'exam-routines': 'exam_routines',
  'seat-plans': 'seat_plans',
  syllabi: 'syllabi',
  'admission-info': 'admission_info',
} as const satisfies Record<ContentKey, keyof Database>;

export type ContentTable = (typeof TABLES)[ContentKey];
/** The tables whose rows the office publishes (migration 011). */
export type PublishedTable = {
  [T in ContentTable]: Database[T] extends { publish_state: unknown } ? T : never;
}[ContentTable];

/** A row as the database keeps it: a column per field (lists as JSON text, yes/no as 0/1). */
export type StoredRow = Record<string, unknown> & { id: number };

/**
 * On the public site now: not hidden, and published, or scheduled with its time come. Every
 * public answer and feed asks this of the rows it shows, at the app's clock (`now`, ISO 8601).
 */
export function onSite(table: PublishedTable, now: string): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<SqlBool>`(${column('hidden')} = 0 and (${column('publish_state')} = 'published' or (${column('publish_state')} = 'scheduled' and ${column('publish_at')} <= ${now})))`;
}

/** Has been on the site (or is): published, or scheduled and its time has come. Never deleted then. */
export function hasBeenPublic(row: StoredRow, now: string): boolean {
  return (
    row.publish_state === 'published' ||
    (row.publish_state === 'scheduled' &&
      typeof row.publish_at === 'string' &&
      row.publish_at <= now)
  );
}

const parseList = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

/** History pictures are kept as addresses or as `{image}` (the demo's): the office edits addresses. */
const addressOf = (item: unknown) =>
  typeof item === 'object' && item !== null && 'image' in item ? String(item.image) : String(item);

/** A stored row as the office reads it (content-schemas.ts `contentRowSchema`). */
export function toOffice(entity: ContentEntity, row: StoredRow, now: string) {
  const out: Record<string, unknown> = { ...row };
  for (const field of entity.fields) {
    const value = row[field.name];
    if (field.kind === 'boolean') out[field.name] = Boolean(value);
    if (field.kind === 'uploads') out[field.name] = parseList(value).map(addressOf);
    if (field.kind === 'links' || field.kind === 'rows') out[field.name] = parseList(value);
  }
  if (entity.hides) out.hidden = Boolean(row.hidden);
  if (!entity.single) {
    const shown = hasBeenPublic(row, now) && !row.hidden;
    out.on_site = entity.publishes ? shown : true;
    out.can_delete = entity.publishes ? !hasBeenPublic(row, now) : false;
  }
  return out as StoredRow;
}

/** A new row's values: a field the form left out is its blank (false, an empty list, '' or null). */
export function withBlanks(entity: ContentEntity, values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (field.name in values) continue;
    out[field.name] =
      field.kind === 'boolean'
        ? false
        : field.kind === 'uploads' || field.kind === 'links' || field.kind === 'rows'
          ? []
          : (field.blank ?? null);
  }
  return { ...out, ...values };
}

/** A form's values as columns: yes/no as 0/1, lists as JSON text. */
export function toStored(entity: ContentEntity, values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  for (const [name, value] of Object.entries(values)) {
    const field = fields.get(name);
    if (field?.kind === 'boolean') out[name] = value ? 1 : 0;
    else if (field?.kind === 'uploads' || field?.kind === 'links' || field?.kind === 'rows')
      out[name] = JSON.stringify(value);
    else out[name] = value;
  }
  return out;
}

/** The columns a list's `q` looks in: its search fields and their Bengali twins. */
export function searchColumns(entity: ContentEntity): string[] {
  const bengali = new Set(entity.fields.filter((f) => f.bengali).map((f) => f.name));
  return entity.search.flatMap((name) => (bengali.has(name) ? [name, bengaliTwin(name)] : [name]));
}
