import type { FastifyInstance } from 'fastify';
import { listRoute } from './lib.ts';

export default async function noticesRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  // All notices, newest first; the widgets keep the current ones (expire_date today or later).
  listRoute(app, ['/notices'], () =>
    db.selectFrom('notices').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute(),
  );
  listRoute(app, ['/events'], () =>
    db.selectFrom('events').selectAll().orderBy('start').orderBy('id').execute(),
  );
}
