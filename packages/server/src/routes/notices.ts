import type { FastifyInstance } from 'fastify';
import { onSite } from '../content/tables.ts';
import { route } from '../contract.ts';
import { isoAt } from '../office/secrets.ts';

export default async function noticesRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const now = () => isoAt(app.now());

  // The notices on the site, newest first; the widgets keep the current ones (expire_date today or later).
  route(app, 'getNotices', () =>
    db
      .selectFrom('notices')
      .selectAll()
      .where(onSite('notices', now()))
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  );
  route(app, 'getEvents', () =>
    db
      .selectFrom('events')
      .selectAll()
      .where(onSite('events', now()))
      .orderBy('start')
      .orderBy('id')
      .execute(),
  );
}
