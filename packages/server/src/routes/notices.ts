import type { FastifyInstance } from 'fastify';
import { route } from '../contract.ts';

export default async function noticesRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  // All notices, newest first; the widgets keep the current ones (expire_date today or later).
  route(app, 'getNotices', () =>
    db.selectFrom('notices').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute(),
  );
  route(app, 'getEvents', () =>
    db.selectFrom('events').selectAll().orderBy('start').orderBy('id').execute(),
  );
}
