import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { KINDS } from '../uploads/kinds.ts';
import { asciiFileName, fileNameOf, isKeptType } from '../uploads/names.ts';
import { variantsOf } from '../uploads/variants.ts';

/** An upload's address never changes what it serves: a new file is a new address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Nothing in a file answered here may run or load anything, should a browser ever take it for a
 * page: `sandbox` gives it an origin of its own, away from the office's session on this one.
 * Chromium and Firefox still show a PDF so served (tested by hand, November 2026).
 */
const MEDIA_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

const ID = '(^[0-9a-f]{16}$)';
const WIDTH = '(^\\d{1,5}$)';

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: 'This file does not exist.' });
}

/**
 * The files the office uploaded (uploads/accept.ts), from whichever store keeps them, at
 * `/media/<id>/<name>.<ext>` and a picture's narrower copies at `/media/<id>/<width>/<name>.<ext>`.
 * The made-up demo media keep their own addresses (routes/media.ts): an id is 16 hex digits, a
 * length no demo folder has.
 */
export default async function uploadsRoutes(app: FastifyInstance) {
  async function serve(
    reply: FastifyReply,
    { id, name, width }: { id: string; name: string; width?: string },
  ) {
    const row = await app.db.kysely
      .selectFrom('media')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !isKeptType(row.content_type)) return notFound(reply);
    const fileName = fileNameOf(row.name, row.content_type);
    // One address per file: another name for it would be another cache entry, and a link that
    // names the school's file as something else.
    if (name !== fileName) return notFound(reply);
    const copy =
      width === undefined
        ? { variant: 'file', sha256: row.sha256 }
        : variantsOf(row)
            .filter((v) => String(v.width) === width)
            .map((v) => ({ variant: width, sha256: v.sha256 }))[0];
    if (!copy) return notFound(reply);
    const bytes = await app.mediaStore.read(id, copy.variant);
    if (!bytes) {
      reply.log.error(
        `The media row ${id} names a file its store does not have (${copy.variant}).`,
      );
      return notFound(reply);
    }
    const fallback = fileNameOf(KINDS[row.kind]?.fallbackName ?? 'file', row.content_type);
    return reply
      .type(row.content_type)
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', `"${copy.sha256}"`)
      .header('Content-Security-Policy', MEDIA_CSP)
      .header(
        'Content-Disposition',
        contentDisposition(fileName, {
          type: 'inline',
          fallback: asciiFileName(fileName, fallback),
        }),
      )
      .send(bytes);
  }

  app.get<{ Params: { id: string; name: string } }>(`/media/:id${ID}/:name`, (request, reply) =>
    serve(reply, request.params),
  );
  app.get<{ Params: { id: string; width: string; name: string } }>(
    `/media/:id${ID}/:width${WIDTH}/:name`,
    (request, reply) => serve(reply, request.params),
  );
}
