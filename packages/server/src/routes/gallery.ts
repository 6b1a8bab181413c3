import type { FastifyInstance } from 'fastify';
import { present } from '../content/present.ts';
import { onSite } from '../content/tables.ts';
import { route } from '../contract.ts';
import { isoAt } from '../office/secrets.ts';

export default async function galleryRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const now = () => isoAt(app.now());

  route(app, 'getBanners', async () => {
    const rows = await db
      .selectFrom('banners')
      .selectAll()
      .where(onSite('banners', now()))
      .orderBy('id')
      .execute();
    // The contract's `status` (ACTIVE/INACTIVE) is the banner's own; publishing is apart.
    return present(db, 'banners', rows) as Promise<typeof rows>;
  });
  const pictures = async () => {
    const rows = await db
      .selectFrom('gallery')
      .selectAll()
      .where(onSite('gallery', now()))
      .orderBy('id')
      .execute();
    return present(db, 'pictures', rows) as Promise<
      ((typeof rows)[number] & { featured: boolean })[]
    >;
  };
  // The original home page also reads /gallery.json; both answer the same pictures.
  route(app, 'getGallery', pictures);
  route(app, 'getGalleryFile', pictures);
  route(app, 'getVideoGallery', async () => {
    const rows = await db
      .selectFrom('videos')
      .selectAll()
      .where(onSite('videos', now()))
      .orderBy('id')
      .execute();
    return present(db, 'videos', rows) as Promise<((typeof rows)[number] & { heading: string })[]>;
  });
  route(app, 'getDressCodes', () =>
    db
      .selectFrom('dress_codes')
      .selectAll()
      .where(onSite('dress_codes', now()))
      .orderBy('id')
      .execute(),
  );
}
