import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import type { Db } from './db/connect.ts';
import { errorHandling } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import academicsRoutes from './routes/academics.ts';
import contentRoutes from './routes/content.ts';
import galleryRoutes from './routes/gallery.ts';
import instituteRoutes from './routes/institute.ts';
import mediaRoutes from './routes/media.ts';
import noticesRoutes from './routes/notices.ts';
import peopleRoutes from './routes/people.ts';
import resultsRoutes from './routes/results.ts';
import submissionsRoutes from './routes/submissions.ts';

export interface AppConfig {
  db: Db;
  /** Where uploads (admission photos) are written. */
  dataDir: string;
  corsOrigins?: string[] | null;
  publicUrl?: string | null;
  postRateLimit?: number;
  logger?: boolean | { level: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dataDir: string;
    /** The public origin of this API as seen by the visitor, for absolute links. */
    publicOrigin(request: FastifyRequest): string;
  }
}

/** A photo is at most 1 MB; as a base64 data URL inside the form that is about 1.4 MB. */
const BODY_LIMIT = 2 * 1024 * 1024;

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const logger = config.logger ?? false;
  const app = Fastify({
    logger,
    // One line per request floods a school's log; debug and trace bring them back.
    logController: new LogController({
      disableRequestLogging: !(typeof logger === 'object' && /^(debug|trace)$/.test(logger.level)),
    }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: true,
  });
  const publicUrl = config.publicUrl ?? null;
  app.decorate('db', config.db);
  app.decorate('dataDir', config.dataDir);
  app.decorate('publicOrigin', (request: FastifyRequest) =>
    publicUrl ? publicUrl : `${request.protocol}://${request.host}`,
  );

  errorHandling(app);
  await securityPlugin(app, {
    corsOrigins: config.corsOrigins ?? null,
    postRateLimit: config.postRateLimit ?? 10,
  });

  // Media addresses are stored root-relative; visitors (and partner sites) need them absolute.
  app.addHook('preSerialization', async (request, _reply, payload) =>
    absolutize(payload, app.publicOrigin(request)),
  );

  for (const routes of [
    instituteRoutes,
    noticesRoutes,
    academicsRoutes,
    resultsRoutes,
    peopleRoutes,
    galleryRoutes,
    contentRoutes,
    submissionsRoutes,
    mediaRoutes,
  ]) {
    await app.register(routes);
  }
  return app;
}

function absolutize(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith('/media/') ? origin + value : value;
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = absolutize(v, origin);
    return out;
  }
  return value;
}
