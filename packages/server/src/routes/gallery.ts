import type { FastifyInstance } from 'fastify';
import { listRoute } from './lib.ts';

export default async function galleryRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  listRoute(app, ['/banners'], () => db.selectFrom('banners').selectAll().orderBy('id').execute());
  // The original home page also reads /gallery.json; both answer the same pictures.
  listRoute(app, ['/gallery/', '/gallery.json'], async () => {
    const rows = await db.selectFrom('gallery').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ ...r, featured: Boolean(r.featured) }));
  });
  listRoute(app, ['/video-gallery/'], async () => {
    const rows = await db.selectFrom('videos').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ ...r, heading: r.title }));
  });
  listRoute(app, ['/dress-code/'], () =>
    db.selectFrom('dress_codes').selectAll().orderBy('id').execute(),
  );
}
