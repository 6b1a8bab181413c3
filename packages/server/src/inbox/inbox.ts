import type {
  InboxKind,
  InboxStatus,
  OfficeInboxEntry,
  OfficeInboxItem,
} from '@school/api/contract';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, audited } from '../office/audit.ts';
import { ADMISSION_COLUMNS, admissionRows, classLabel, text } from './columns.ts';

/**
 * The office's inbox (issue 23): admissions and contact messages as one list, newest first, each
 * with where it stands (`new`, `read`, `handled`) and who read and handled it. Every change is
 * written to the audit log in the same transaction: an item opened (`read`), marked handled
 * (`handled`) or taken back (`unhandled`).
 */

type Tx = Kysely<Database> | Transaction<Database>;

const TABLE = { admission: 'admission_applications', message: 'public_messages' } as const;
type InboxTable = (typeof TABLE)[InboxKind];

/** Which table a reference is in: `A-…` admissions, `M-…` messages. */
const kindOf = (reference: string): InboxKind =>
  reference.startsWith('A-') ? 'admission' : 'message';

/** A message's subject, or its first words when it has none. */
const ABOUT_LENGTH = 80;

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Filter {
  q?: string | undefined;
  status?: InboxStatus | undefined;
  kind?: InboxKind | undefined;
}

const STATE = ['status', 'read_at', 'read_by', 'handled_at', 'handled_by'] as const;

/** Both tables as the same columns: the list's item, and a class for an admission's `about`. */
function branches(db: Kysely<Database>, { q, status, kind }: Filter) {
  const pattern = q ? likePattern(q) : null;
  const like = (column: string) =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  let messages = db
    .selectFrom('public_messages')
    .select([
      sql<InboxKind>`'message'`.as('kind'),
      'public_id as reference',
      'created_at as received_at',
      'name',
      'phone_no as phone',
      sql<string>`coalesce(nullif(subject, ''), substr(msg, 1, ${sql.lit(ABOUT_LENGTH)}))`.as(
        'about',
      ),
      sql<number | null>`cast(null as integer)`.as('class_id'),
      ...STATE,
    ]);
  let admissions = db
    .selectFrom('admission_applications')
    .select([
      sql<InboxKind>`'admission'`.as('kind'),
      'public_id as reference',
      'created_at as received_at',
      'student_name as name',
      'phone_number as phone',
      sql<string>`''`.as('about'),
      'class_id',
      ...STATE,
    ]);
  if (pattern) {
    messages = messages.where((eb) => eb.or([like('name'), like('phone_no'), like('public_id')]));
    admissions = admissions.where((eb) =>
      eb.or([
        like('student_name'),
        like('parent_name'),
        like('phone_number'),
        like('parent_phone'),
        like('public_id'),
      ]),
    );
  }
  if (status) {
    messages = messages.where('status', '=', status);
    admissions = admissions.where('status', '=', status);
  }
  // One type for the three: the admissions' columns are named and typed as the messages' are.
  const asMessages = admissions as unknown as typeof messages;
  if (kind === 'message') return messages;
  if (kind === 'admission') return asMessages;
  return messages.unionAll(asMessages);
}

type Branch = ReturnType<typeof branches>;
type Listed = Branch extends SelectQueryBuilder<never, never, infer O> ? O : never;

/** Each admission's class by name, in place of its id. */
async function withClasses(db: Kysely<Database>, rows: Listed[]): Promise<OfficeInboxItem[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.class_id === null ? [] : [r.class_id])))];
  const classes = new Map(
    ids.length
      ? (
          await db
            .selectFrom('class_configs')
            .select(['id', 'class_name', 'group_name', 'shift_name', 'section_name'])
            .where('id', 'in', ids)
            .execute()
        ).map((c) => [c.id, classLabel(c)])
      : [],
  );
  return rows.map(({ class_id, ...row }) => ({
    ...row,
    reference: row.reference ?? '',
    about: class_id === null ? row.about : (classes.get(class_id) ?? ''),
  }));
}

/** A page of the inbox, newest first, and how many items match. */
export async function listInbox(
  db: Db,
  filter: Filter & { page: number; page_size: number },
): Promise<{ count: number; items: OfficeInboxItem[] }> {
  const all = branches(db.kysely, filter).as('inbox');
  const { count } = await db.kysely
    .selectFrom(all)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = (await db.kysely
    .selectFrom(all)
    .selectAll()
    .orderBy('received_at', 'desc')
    .orderBy('reference', 'desc')
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size)
    .execute()) as Listed[];
  return { count: Number(count), items: await withClasses(db.kysely, rows) };
}

/** How many items nobody has opened, of each kind. */
export async function countNew(db: Db) {
  const [admissions, messages] = await Promise.all(
    (['admission_applications', 'public_messages'] as const).map(async (table) => {
      const row = await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'new')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );
  return {
    new: (admissions ?? 0) + (messages ?? 0),
    admissions: admissions ?? 0,
    messages: messages ?? 0,
  };
}

/** One item as the list shows it, or undefined. */
async function findItem(db: Tx, reference: string): Promise<OfficeInboxItem | undefined> {
  const [row] = (await branches(db as Kysely<Database>, { kind: kindOf(reference) })
    .where('public_id', '=', reference)
    .execute()) as Listed[];
  return row ? (await withClasses(db as Kysely<Database>, [row]))[0] : undefined;
}

const tableOf = (reference: string): InboxTable => TABLE[kindOf(reference)];

/** The state columns of an item, for the audit log's before and after. */
const stateOf = (item: OfficeInboxItem) => ({
  status: item.status,
  read_at: item.read_at,
  read_by: item.read_by,
  handled_at: item.handled_at,
  handled_by: item.handled_by,
});

/**
 * Opens an item: it becomes `read` by this account if nobody had opened it, and the opening is
 * written to the audit log either way (who looked at a child's application, and when). Undefined
 * when there is no such item.
 */
export async function openItem(
  db: Db,
  actor: Actor,
  reference: string,
  photoAddress: (reference: string) => string,
): Promise<OfficeInboxEntry | undefined> {
  const item = await db.kysely.transaction().execute(async (tx) => {
    const before = await findItem(tx, reference);
    if (!before) return undefined;
    if (before.status === 'new') {
      await tx
        .updateTable(tableOf(reference))
        .set({ status: 'read', read_at: actor.at, read_by: actor.name })
        .where('public_id', '=', reference)
        .where('status', '=', 'new')
        .execute();
    }
    const after = (await findItem(tx, reference)) as OfficeInboxItem;
    await audited(tx, actor, {
      action: 'read',
      entity: tableOf(reference),
      entityId: reference,
      ...(before.status === after.status ? {} : { before: stateOf(before), after: stateOf(after) }),
    });
    return after;
  });
  if (!item) return undefined;
  if (item.kind === 'message') {
    const row = await db.kysely
      .selectFrom('public_messages')
      .select(['email_id', 'subject', 'msg'])
      .where('public_id', '=', reference)
      .executeTakeFirstOrThrow();
    return {
      ...item,
      message: { email: row.email_id, subject: row.subject, text: row.msg },
      application: null,
    };
  }
  const [a] = await admissionRows(db, {}, [reference]);
  if (!a) return undefined;
  return {
    ...item,
    message: null,
    application: {
      class: a.klass,
      admission_year: a.year,
      session: a.session,
      fields: ADMISSION_COLUMNS.map((c) => ({
        key: c.key,
        label: c.en,
        label_bn: c.bn,
        value: text(c.value(a.application)),
      })),
      photo: a.photo ? photoAddress(reference) : null,
    },
  };
}

/** The stored photo's file name of an admission, if it has one. */
export async function photoOf(db: Db, reference: string): Promise<string | null> {
  if (kindOf(reference) !== 'admission') return null;
  const row = await db.kysely
    .selectFrom('admission_applications')
    .select('image_file')
    .where('public_id', '=', reference)
    .executeTakeFirst();
  return row?.image_file ?? null;
}

export type MarkOutcome = { ok: true; items: OfficeInboxItem[] } | { ok: false; missing: string[] };

/**
 * Marks items `handled` by this account (and read, if nobody had opened them), or back to `read`
 * (a mistake taken back), in one transaction with an audit entry for each that changed. Nothing
 * changes when a reference names no item.
 */
export async function markItems(
  db: Db,
  actor: Actor,
  references: readonly string[],
  status: 'handled' | 'read',
): Promise<MarkOutcome> {
  const unique = [...new Set(references)];
  return db.kysely.transaction().execute(async (tx) => {
    const found = await Promise.all(unique.map((reference) => findItem(tx, reference)));
    const missing = unique.filter((_, i) => !found[i]);
    if (missing.length) return { ok: false, missing };
    const items: OfficeInboxItem[] = [];
    for (const before of found as OfficeInboxItem[]) {
      if (before.status === status) {
        items.push(before);
        continue;
      }
      const change =
        status === 'handled'
          ? {
              status,
              handled_at: actor.at,
              handled_by: actor.name,
              read_at: before.read_at ?? actor.at,
              read_by: before.read_by ?? actor.name,
            }
          : { status, handled_at: null, handled_by: null };
      await tx
        .updateTable(tableOf(before.reference))
        .set(change)
        .where('public_id', '=', before.reference)
        .execute();
      const after = (await findItem(tx, before.reference)) as OfficeInboxItem;
      await audited(tx, actor, {
        action: status === 'handled' ? 'handled' : 'unhandled',
        entity: tableOf(before.reference),
        entityId: before.reference,
        before: stateOf(before),
        after: stateOf(after),
      });
      items.push(after);
    }
    return { ok: true, items };
  });
}
