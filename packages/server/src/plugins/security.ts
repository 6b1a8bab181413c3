import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Db } from '../db/connect.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/**
 * Which pages may send the forms (POST) from a browser. With CORS_ORIGINS, exactly those (`*`:
 * any). Without it, pages on localhost and on the school's own host names (PUBLIC_URL, which
 * `npm start` sets to API_BASE, and SITE_URL), so a site served beside its provider works
 * without settings.
 */
export function isAllowedFormOrigin(
  origin: string,
  allowed: string[] | null,
  ownHosts: readonly (string | null)[],
): boolean {
  if (allowed) return allowed.includes('*') || allowed.includes(origin);
  const host = hostnameOf(origin);
  if (host === null) return false;
  return LOCAL_HOSTS.has(host) || ownHosts.some((url) => url !== null && host === hostnameOf(url));
}

/** A POST, or the browser's CORS check before one. */
function isFormRequest(request: FastifyRequest): boolean {
  if (request.method === 'POST') return true;
  const asked = request.headers['access-control-request-method'];
  return request.method === 'OPTIONS' && String(asked).toUpperCase() === 'POST';
}

/** The provider's security headers (Helmet's defaults, adjusted), for every answer. */
export const HELMET_OPTIONS = {
  // Partner sites on other origins show our images and documents.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
} satisfies HelmetOptions;

/**
 * Helmet's headers, its middleware made once. (@fastify/helmet builds the middleware again for
 * every request, parsing the policy each time: a tenth of a cached answer's cost.) Also used for
 * refusals Fastify makes before routing, which run no hooks (errors.ts).
 */
export const securityHeaders = helmet(HELMET_OPTIONS);

export async function securityPlugin(
  app: FastifyInstance,
  options: {
    corsOrigins: string[] | null;
    ownHosts: readonly (string | null)[];
    postAttemptLimit: number;
    /** GETs per client per minute, every address together; 0: no limit. */
    getLimit: number;
    /** On PostgreSQL the counters are kept there, shared by every provider process. */
    db: Db;
  },
) {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  const hinted = new Set<string>();
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (
      request.method === 'OPTIONS' &&
      (!origin || !request.headers['access-control-request-method'])
    ) {
      return reply.code(400).send({
        message:
          'OPTIONS is the check a browser makes before calling from another site, with Origin and Access-Control-Request-Method headers.',
      });
    }
    if (!origin || !isFormRequest(request)) return;
    if (isAllowedFormOrigin(origin, options.corsOrigins, options.ownHosts)) return;
    // Said once per origin: the owner of that site learns what to set, the log stays readable.
    if (!hinted.has(origin) && hinted.size < 100) {
      hinted.add(origin);
      request.log.warn(
        `Refused a form sent from ${origin}. If that is the school's site or a partner's, add it to CORS_ORIGINS.`,
      );
    }
    return reply.code(403).send({
      message: "This website is not allowed to send forms to the school's server.",
    });
  });

  // Everything the API shows is public: any page may read it (no cookies, no credentials).
  // Forms come only from the pages allowed above.
  await app.register(cors, {
    delegator: (request, callback) => {
      const form = isFormRequest(request);
      callback(null, {
        origin: form ? (request.headers.origin ?? false) : '*',
        methods: form ? ['POST'] : ['GET', 'HEAD'],
        allowedHeaders: form ? ['Content-Type', 'Accept', 'Idempotency-Key'] : ['Accept'],
        // A partner page downloading a document reads its real name from this header.
        exposedHeaders: form ? [] : ['Content-Disposition'],
        maxAge: 86400,
      });
    },
  });

  // Every POST attempt counts here, refused or not: a flood of bad requests is stopped early.
  // The allowance of *accepted* submissions is counted from the stored rows (routes/quota.ts).
  // Every other request (GETs above all) shares one generous allowance per client, so that one
  // scraper cannot keep the server from everyone else. The forms' routes opt in with
  // `config.rateLimit` and count apart, per form.
  const getLimit = options.getLimit > 0 ? options.getLimit : Number.POSITIVE_INFINITY;
  const off = {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
  };
  await app.register(rateLimit, {
    global: true,
    max: (request) => (request.method === 'POST' ? options.postAttemptLimit : getLimit),
    allowList: (request) => request.method !== 'POST' && getLimit === Number.POSITIVE_INFINITY,
    timeWindow: 60_000,
    ...(options.db.dialect === 'postgres'
      ? { store: postgresRateLimitStore(options.db.kysely) }
      : {}),
    // Answers under the limit carry no counters: a CDN would keep one visitor's count for all.
    addHeadersOnExceeding: off,
    errorResponseBuilder: (request, context) => {
      const wait = Math.ceil(context.ttl / 1000);
      const what = request.method === 'POST' ? 'attempts' : 'requests';
      return {
        statusCode: 429,
        message: `Too many ${what} from your connection. Please wait ${wait} seconds and try again.`,
      };
    },
  });
}
