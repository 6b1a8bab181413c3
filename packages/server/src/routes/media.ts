import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { titleFromFile } from '../media/draw.ts';
import { credential, dress, icon, logo } from '../media/emblems.ts';
import { makePdf } from '../media/pdf.ts';
import { avatar, portrait } from '../media/people.ts';
import { banner, landscape } from '../media/scenes.ts';
import { SCHOOL } from '../seed/institute.ts';

/** Pictures by folder; every one is drawn from its path, so no file is read from disk. */
const PICTURES: Record<string, (file: string, folder: string) => string> = {
  avatars: avatar,
  people: portrait,
  banners: banner,
  gallery: (file, folder) => landscape(folder, file),
  history: (file, folder) => landscape(folder, file),
  events: (file, folder) => landscape(folder, file),
  icons: icon,
  dress,
  credentials: credential,
};

type Owner = [table: keyof Database, column: string, kind?: 'json-list'];

/**
 * The rows that may name a file of each folder. A file is served only while a row names it: an
 * address made up by a stranger (a "document" with a title of their choosing under the school's
 * name) is a 404, not a picture or PDF drawn to order.
 */
const OWNERS: Record<string, Owner[]> = {
  '': [['institutes', 'institute_logo']],
  avatars: [
    ['students', 'avatar'],
    ['staff', 'avatar'],
  ],
  people: [
    ['committees', 'img'],
    ['iconic_students', 'image'],
    ['testimonials', 'testimonial_image'],
    ['head_messages', 'img'],
  ],
  banners: [['banners', 'banner_image']],
  gallery: [
    ['gallery', 'galary_image'],
    ['contacts', 'image'],
  ],
  history: [['school_history', 'images', 'json-list']],
  events: [['events', 'image']],
  icons: [
    ['features', 'icon'],
    ['important_links', 'image'],
  ],
  dress: [['dress_codes', 'dress_image']],
  credentials: [
    ['credentials', 'image'],
    ['credentials', 'o_image'],
  ],
  documents: [
    ['notices', 'file_attached'],
    ['downloads', 'files'],
    ['syllabi', 'file'],
  ],
};

async function isNamed(db: Kysely<Database>, folder: string, path: string): Promise<boolean> {
  for (const [table, column, kind] of OWNERS[folder] ?? []) {
    // A JSON list of addresses holds the path in quotes; `path` has no quote or wildcard in it.
    const match =
      kind === 'json-list'
        ? sql`${sql.ref(column)} like ${`%"${path}"%`}`
        : sql`${sql.ref(column)} = ${path}`;
    const { rows } = await sql`select 1 from ${sql.table(table)} where ${match} limit 1`.execute(
      db,
    );
    if (rows.length > 0) return true;
  }
  return false;
}

/** Lower-case words joined by hyphens: no dots, slashes or escapes can reach a generator. */
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(svg|pdf)$/;
const DAY = 'public, max-age=86400';

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'This file does not exist.' });
}

function document(file: string): Buffer {
  const title = titleFromFile(file);
  return makePdf(title, [
    `${title} - a document of ${SCHOOL.name}, EIIN ${SCHOOL.eiin}.`,
    'This is a sample file of the demonstration website. A school using the site publishes its own notices, routines and class documents here, and visitors open or download them from the notice board and the academic documents page.',
    `For questions please contact the college office at ${SCHOOL.phone} or ${SCHOOL.email}.`,
  ]);
}

export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const path = request.params['*'];
    const parts = path.length <= 200 ? path.split('/') : [];
    const [folder, name] = parts.length === 1 ? ['', parts[0]] : parts;
    const match = parts.length <= 2 && name !== undefined ? FILE.exec(name) : null;
    if (!match || folder === undefined) return notFound(reply);
    const [, file = '', extension] = match;
    if (!(await isNamed(app.db.kysely, folder, `/media/${path}`))) return notFound(reply);

    if (extension === 'pdf') {
      if (folder !== 'documents') return notFound(reply);
      return reply
        .type('application/pdf')
        .header('Cache-Control', DAY)
        .header('Content-Disposition', `inline; filename="${file}.pdf"`)
        .send(document(file));
    }
    const draw = folder === '' ? (file === 'logo' ? logo : undefined) : PICTURES[folder];
    if (!draw) return notFound(reply);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', DAY)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(draw(file, folder));
  });
}
