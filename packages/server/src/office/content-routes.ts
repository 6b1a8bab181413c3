import {
  CONTENT_CALLS,
  type ContentCall,
  type ContentEntity,
  type ContentKey,
  entityOf,
  type OfficeCallName,
} from '@school/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import { present } from '../content/present.ts';
import {
  hasBeenPublic,
  type StoredRow,
  searchColumns,
  TABLES,
  toOffice,
  toStored,
  withBlanks,
} from '../content/tables.ts';
import { CHECK_FIELDS, forgetAnswers, type Handler } from '../contract.ts';
import type { Database } from '../db/schema.ts';
import { assertPageExists, httpError, paged } from '../routes/lib.ts';
import { audited } from './audit.ts';
import { actorOf, officeRoute } from './guard.ts';
import { isoAt } from './secrets.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Values = Record<string, unknown>;
// Kysely types each table's columns; these handlers serve every table by the registry's names.
type AnyDb = Kysely<Record<string, StoredRow>>;
const loose = (db: Db) => db as unknown as AnyDb;

interface Parsed {
  params: { id?: number };
  query: { page?: number; page_size?: number; q?: string };
  body: Values;
}

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const refused = (errors: Record<string, string>) => httpError(400, CHECK_FIELDS, { errors });

/**
 * The office's content calls (content.ts), every entity by one set of handlers: the list (search,
 * pages), a row, a new row, a change, hiding, deleting what was never public, and a preview of
 * the public answer. Each change is one transaction with its audit entry (before and after), and
 * this process's kept public answers are forgotten, so the site shows it at once from here.
 */
export default async function contentRoutes(app: FastifyInstance) {
  const now = () => isoAt(app.now());

  async function findRow(db: Db, entity: ContentEntity, id: number | undefined) {
    const table = TABLES[entity.key as ContentKey];
    let query = loose(db).selectFrom(table).selectAll();
    query = id === undefined ? query.orderBy('id').limit(1) : query.where('id', '=', id);
    const row = (await query.executeTakeFirst()) as StoredRow | undefined;
    if (!row) {
      throw httpError(
        404,
        entity.single
          ? `The ${entity.label.one.en.toLowerCase()} has not been set yet. Fill in the form and save it.`
          : `There is no such ${entity.label.one.en.toLowerCase()}: it may have been deleted. Reload the list.`,
      );
    }
    return row;
  }

  /** Every `ref` field names a row that exists (a class, a year…). */
  async function checkRefs(db: Db, entity: ContentEntity, values: Values) {
    const errors: Record<string, string> = {};
    for (const field of entity.fields) {
      const id = values[field.name];
      if (field.kind !== 'ref' || typeof id !== 'number') continue;
      const other = entityOf(field.entity) as ContentEntity;
      const found = await loose(db)
        .selectFrom(TABLES[other.key as ContentKey])
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) {
        errors[field.name] =
          `There is no ${other.label.one.en.toLowerCase()} with this id: choose one from the list.`;
      }
    }
    if (Object.keys(errors).length) throw refused(errors);
  }

  /**
   * The publishing columns after a change: a draft has no time; published keeps the moment it
   * first went on the site; scheduled needs a time to come. A row that has been on the site stays
   * published: it is hidden instead.
   */
  function publishing(entity: ContentEntity, before: StoredRow | null, body: Values) {
    if (!entity.publishes) return {};
    const at = now();
    const wasPublic = before !== null && hasBeenPublic(before, at);
    const status = (body.publish_state ?? before?.publish_state ?? 'draft') as string;
    const one = entity.label.one.en.toLowerCase();
    if (wasPublic && status !== 'published') {
      throw refused({
        publish_state: `This ${one} has been on the site: hide it instead of making it a draft or scheduling it again.`,
      });
    }
    if (status === 'draft') return { publish_state: status, publish_at: null };
    if (status === 'published') {
      return { publish_state: status, publish_at: wasPublic ? (before?.publish_at ?? at) : at };
    }
    const when = (body.publish_at === undefined ? before?.publish_at : body.publish_at) as
      | string
      | null;
    if (!when) throw refused({ publish_at: 'Say when to publish it: a day and a time.' });
    if (when <= at) {
      throw refused({
        publish_at: 'This time has passed: choose a time to come, or publish it now.',
      });
    }
    return { publish_state: status, publish_at: when };
  }

  /** Changes in one transaction with their audit entry; this process's public answers forgotten. */
  async function change<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    const done = await app.db.kysely.transaction().execute(work);
    forgetAnswers(app);
    return done;
  }

  const answer = (entity: ContentEntity, row: StoredRow) => toOffice(entity, row, now());

  function handlerFor(call: ContentCall): Handler<never> {
    const entity = entityOf(call.entity) as ContentEntity;
    const key = entity.key as ContentKey;
    const table = TABLES[key];
    const db = app.db.kysely;
    const what = { entity: table };

    const handlers: Record<ContentCall['verb'], (request: FastifyRequest & Parsed) => unknown> = {
      async list(request) {
        const { page = 1, page_size: size = 20, q } = request.query;
        let base = loose(db).selectFrom(table);
        if (q) {
          const pattern = likePattern(q);
          base = base.where((eb) =>
            eb.or(
              searchColumns(entity).map(
                (column) =>
                  sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
              ),
            ),
          );
        }
        const { count } = await base
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        assertPageExists(Number(count), page, size);
        const rows = (await base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute()) as StoredRow[];
        return paged(
          app,
          request,
          Number(count),
          page,
          size,
          rows.map((row) => answer(entity, row)),
        );
      },

      async get(request) {
        return answer(entity, await findRow(db, entity, request.params.id));
      },

      create: (request) =>
        change(async (tx) => {
          await checkRefs(tx, entity, request.body);
          const actor = actorOf(request);
          const values = {
            ...toStored(entity, withBlanks(entity, request.body)),
            ...publishing(entity, null, request.body),
            changed_at: actor.at,
            changed_by: actor.name,
          };
          const { id } = (await loose(tx)
            .insertInto(table)
            .values(values as unknown as StoredRow)
            .returning('id')
            .executeTakeFirstOrThrow()) as { id: number };
          const after = answer(entity, await findRow(tx, entity, Number(id)));
          await audited(tx, actor, { action: 'create', ...what, entityId: id, after });
          return after;
        }),

      update: (request) =>
        change(async (tx) => {
          const row = await findRow(tx, entity, request.params.id);
          const before = answer(entity, row);
          await checkRefs(tx, entity, request.body);
          const actor = actorOf(request);
          const { publish_state: _, publish_at: __, ...fields } = request.body;
          await loose(tx)
            .updateTable(table)
            .set({
              ...toStored(entity, fields),
              ...publishing(entity, row, request.body),
              changed_at: actor.at,
              changed_by: actor.name,
            } as Partial<StoredRow>)
            .where('id', '=', row.id)
            .execute();
          const after = answer(entity, await findRow(tx, entity, row.id));
          await audited(tx, actor, { action: 'update', ...what, entityId: row.id, before, after });
          return after;
        }),

      hide: (request) => setHidden(request, true),
      unhide: (request) => setHidden(request, false),

      delete: (request) =>
        change(async (tx) => {
          const row = await findRow(tx, entity, request.params.id);
          if (!entity.publishes || hasBeenPublic(row, now())) {
            throw httpError(
              409,
              `This ${entity.label.one.en.toLowerCase()} has been on the site, so it is not deleted: hide it instead.`,
              { code: 'hide-instead' },
            );
          }
          const before = answer(entity, row);
          await loose(tx).deleteFrom(table).where('id', '=', row.id).execute();
          await audited(tx, actorOf(request), {
            action: 'delete',
            ...what,
            entityId: row.id,
            before,
          });
          return before;
        }),

      async preview(request) {
        await checkRefs(db, entity, request.body);
        const row = { id: 0, ...toStored(entity, withBlanks(entity, request.body)) } as StoredRow;
        const [shown] = await present(db, key, [row]);
        return shown;
      },
    };

    function setHidden(request: FastifyRequest & Parsed, hidden: boolean) {
      return change(async (tx) => {
        const row = await findRow(tx, entity, request.params.id);
        const before = answer(entity, row);
        const actor = actorOf(request);
        await loose(tx)
          .updateTable(table)
          .set({ hidden: hidden ? 1 : 0, changed_at: actor.at, changed_by: actor.name } as never)
          .where('id', '=', row.id)
          .execute();
        const after = answer(entity, await findRow(tx, entity, row.id));
        await audited(tx, actor, {
          action: hidden ? 'hide' : 'unhide',
          ...what,
          entityId: row.id,
          before,
          after,
        });
        return after;
      });
    }

    /** A single row (the school, its colours) is made the first time it is saved. */
    const updateSingle = (request: FastifyRequest & Parsed) =>
      change(async (tx) => {
        const row = (await loose(tx)
          .selectFrom(table)
          .selectAll()
          .orderBy('id')
          .limit(1)
          .executeTakeFirst()) as StoredRow | undefined;
        const actor = actorOf(request);
        const values = {
          ...toStored(entity, request.body),
          changed_at: actor.at,
          changed_by: actor.name,
        };
        if (!row) {
          const missing = entity.fields.filter((f) => f.required && !(f.name in request.body));
          if (missing.length) {
            throw refused(
              Object.fromEntries(
                missing.map((f) => [f.name, `Enter the ${f.label.en.toLowerCase()}.`]),
              ),
            );
          }
          await loose(tx)
            .insertInto(table)
            .values(values as unknown as StoredRow)
            .execute();
        } else {
          await loose(tx)
            .updateTable(table)
            .set(values as never)
            .where('id', '=', row.id)
            .execute();
        }
        const after = answer(entity, await findRow(tx, entity, undefined));
        await audited(tx, actor, {
          action: row ? 'update' : 'create',
          ...what,
          entityId: after.id,
          before: row ? answer(entity, row) : null,
          after,
        });
        return after;
      });

    const run = entity.single && call.verb === 'update' ? updateSingle : handlers[call.verb];
    return ((request: FastifyRequest) => run(request as FastifyRequest & Parsed)) as Handler<never>;
  }

  for (const [name, call] of Object.entries(CONTENT_CALLS) as [OfficeCallName, ContentCall][]) {
    officeRoute(app, name, handlerFor(call));
  }
}
