import type { FastifyInstance } from 'fastify';
import { route } from '../contract.ts';
import { withSrcsets } from '../uploads/variants.ts';

export default async function galleryRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  route(app, 'getBanners', async () =>
    withSrcsets(
      db,
      await db.selectFrom('banners').selectAll().orderBy('id').execute(),
      'banner_image',
    ),
  );
  const pictures = async () => {
    const rows = await db.selectFrom('gallery').selectAll().orderBy('id').execute();
    const shown = rows.map((r) => ({ ...r, featured: Boolean(r.featured) }));
    return withSrcsets(db, shown, 'galary_image');
  };
  // The original home page also reads /gallery.json; both answer the same pictures.
  route(app, 'getGallery', pictures);
  route(app, 'getGalleryFile', pictures);
  route(app, 'getVideoGallery', async () => {
    const rows = await db.selectFrom('videos').selectAll().orderBy('id').execute();
    return rows.map((r) => ({ ...r, heading: r.title, heading_bn: r.title_bn }));
  });
  route(app, 'getDressCodes', () =>
    db.selectFrom('dress_codes').selectAll().orderBy('id').execute(),
  );
}
