import type { Answer } from '@school/api/contract';
import type { FastifyInstance } from 'fastify';
import { present } from '../content/present.ts';
import { onSite } from '../content/tables.ts';
import { route } from '../contract.ts';
import { isoAt } from '../office/secrets.ts';

export default async function contentRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const now = () => isoAt(app.now());

  route(app, 'getSchoolHistory', async () => {
    const rows = await db
      .selectFrom('school_history')
      .selectAll()
      .where(onSite('school_history', now()))
      .orderBy('id')
      .execute();
    return present(db, 'history', rows) as Promise<Answer<'getSchoolHistory'>>;
  });
  route(app, 'getFeatures', () =>
    db.selectFrom('features').selectAll().where(onSite('features', now())).orderBy('id').execute(),
  );
  route(app, 'getCredentials', () =>
    db
      .selectFrom('credentials')
      .selectAll()
      .where(onSite('credentials', now()))
      .orderBy('id')
      .execute(),
  );
  route(app, 'getImportantLinks', () =>
    db
      .selectFrom('important_links')
      .selectAll()
      .where(onSite('important_links', now()))
      .orderBy('id')
      .execute(),
  );
  route(app, 'getLinkNames', async () => {
    const rows = await db
      .selectFrom('link_groups')
      .selectAll()
      .where(onSite('link_groups', now()))
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return present(db, 'link-groups', rows) as Promise<Answer<'getLinkNames'>>;
  });
}
