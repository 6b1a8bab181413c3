import type { FastifyInstance } from 'fastify';
import { assertPageExists, paged } from '../routes/lib.ts';
import { officeRoute } from './guard.ts';

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The day after a `YYYY-MM-DD`, as the first instant not in it. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** The audit log, for admins: newest first, in pages, filtered by any of its fields. */
export default async function auditRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  officeRoute(app, 'getAudit', async (request) => {
    const { page, page_size, user, action, entity, entity_id, from, to } = request.query;
    let query = db.selectFrom('audit_log');
    if (user)
      query = query.where((eb) => eb(eb.fn('lower', ['user_name']), '=', user.toLowerCase()));
    if (action) query = query.where('action', '=', action);
    if (entity) query = query.where('entity', '=', entity);
    if (entity_id) query = query.where('entity_id', '=', entity_id);
    if (from) query = query.where('at', '>=', `${from}T00:00:00.000Z`);
    if (to) query = query.where('at', '<', dayAfter(to));
    const { count } = await query
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    assertPageExists(Number(count), page, page_size);
    const rows = await query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page_size)
      .offset((page - 1) * page_size)
      .execute();
    const results = rows.map((row) => ({
      ...row,
      before: parsed(row.before),
      after: parsed(row.after),
    }));
    return paged(app, request, Number(count), page, page_size, results);
  });
}
