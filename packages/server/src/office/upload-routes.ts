import type { FastifyInstance } from 'fastify';
import { httpError } from '../routes/lib.ts';
import { acceptUpload } from '../uploads/accept.ts';
import { megabytes } from '../uploads/allowance.ts';
import { actorOf, officeRoute } from './guard.ts';

/**
 * `POST /office/api/uploads?kind=…&name=…`: a file for a content field, its bytes the body as
 * they are. A raw body rather than multipart (@fastify/multipart): one file a request is all a
 * field needs, the browser sends a `File` as it is (`fetch(url, { body: file })`), nothing is
 * buffered to disk or parsed beyond the bytes, and the readable name travels in the query. Its
 * own body limit is the larger of the MEDIA_* caps: a larger file is refused before it is read
 * whole; acceptUpload then applies each kind's own cap, in words.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  const { pdfBytes, imageBytes } = app.mediaLimits;
  const bodyLimit = Math.max(pdfBytes, imageBytes);
  // Whatever the type a browser gives the file (application/pdf, image/jpeg…), its bytes:
  // what it is comes from its content (uploads/sniff.ts), never from a header.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  officeRoute(
    app,
    'uploadFile',
    async (request, reply) => {
      const { kind, name = '' } = request.query;
      if (!kind)
        throw httpError(
          400,
          'Say what the file is for (kind): picture, banner, staff-photo, notice-attachment or document.',
        );
      const actor = actorOf(request);
      const body = request.body as unknown;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      const outcome = await acceptUpload(app, {
        kind,
        filename: name,
        bytes,
        uploadedBy: actor.name,
      });
      if (!outcome.ok) {
        if (outcome.retryAfter) reply.header('Retry-After', String(outcome.retryAfter));
        return reply.code(outcome.status).send({ message: outcome.message });
      }
      const { upload } = outcome;
      return {
        id: upload.id,
        kind: upload.kind,
        name: upload.name,
        file_name: upload.fileName,
        content_type: upload.contentType,
        url: upload.url,
        size: upload.size,
        width: upload.width,
        height: upload.height,
        srcset: upload.srcset,
      };
    },
    {
      bodyLimit,
      config: {
        tooLarge: `This file is larger than the ${megabytes(bodyLimit)} the site takes. Save a smaller copy and upload that.`,
      },
    },
  );
}
