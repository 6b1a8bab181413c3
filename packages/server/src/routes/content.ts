import type { FastifyInstance } from 'fastify';
import { route } from '../contract.ts';
import { parseJson } from './lib.ts';

/** Stored as a JSON array of addresses or of {image}; answered as [{image}]. */
function historyImages(json: string): { image: string }[] {
  return parseJson<(string | { image: string })[]>(json).map((i) =>
    typeof i === 'string' ? { image: i } : { image: i.image },
  );
}

export default async function contentRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  route(app, 'getSchoolHistory', async () => {
    const rows = await db.selectFrom('school_history').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ ...r, images: historyImages(r.images) }));
  });
  route(app, 'getFeatures', () => db.selectFrom('features').selectAll().orderBy('id').execute());
  route(app, 'getCredentials', () =>
    db.selectFrom('credentials').selectAll().orderBy('id').execute(),
  );
  route(app, 'getImportantLinks', () =>
    db.selectFrom('important_links').selectAll().orderBy('id').execute(),
  );
  route(app, 'getLinkNames', async () => {
    const rows = await db
      .selectFrom('link_groups')
      .select(['id', 'name', 'name_bn', 'page_link'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, page_link: parseJson(r.page_link) }));
  });
}
