import { SITE_COLOR_KEYS } from '@school/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../contract.ts';
import { httpError } from './lib.ts';

export default async function instituteRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  route(app, 'getInstitutes', () =>
    db.selectFrom('institutes').selectAll().orderBy('id').execute(),
  );
  route(app, 'getContacts', () => db.selectFrom('contacts').selectAll().orderBy('id').execute());
  route(app, 'getWelcomeSpeeches', async () => {
    const rows = await db.selectFrom('welcome_speeches').selectAll().orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id,
      text: r.text,
      description: r.text,
      text_bn: r.text_bn,
      description_bn: r.text_bn,
    }));
  });

  route(app, 'getSiteColors', async () => {
    const row = await db
      .selectFrom('site_colors')
      .select([...SITE_COLOR_KEYS])
      .orderBy('id')
      .executeTakeFirst();
    if (!row) throw httpError(404, 'The site colours have not been set.');
    return row;
  });
}
