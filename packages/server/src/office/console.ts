import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../routes/lib.ts';

/** Where `npm run build` puts the console (packages/office). */
const CONSOLE_DIR = fileURLToPath(new URL('../../../office/dist/', import.meta.url));

const NOT_BUILT =
  'The office console has not been built. Run npm run build (npm start does it), then reload.';

/**
 * The console's page and files, under the office's headers like every answer under /office: its
 * CSP admits the scripts, styles and fonts served here and nothing else. The page itself needs no
 * session (it is where one signs in); every call it makes does.
 */
export default async function consoleRoutes(
  app: FastifyInstance,
  options: { dir?: string | undefined },
) {
  const root = options.dir ?? CONSOLE_DIR;
  // Served through sendFile only: the two routes below are all the console answers.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    // The office's `no-store` stays: a console file is one build's, and small.
    cacheControl: false,
    etag: false,
    lastModified: false,
  });
  app.get('/office', { schema: { hide: true } }, (_request, reply) => {
    if (!existsSync(`${root}index.html`)) throw httpError(404, NOT_BUILT);
    return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
  });
  app.get<{ Params: { '*': string } }>(
    '/office/assets/*',
    { schema: { hide: true } },
    (request, reply) => reply.sendFile(request.params['*'], `${root}assets`),
  );
}
