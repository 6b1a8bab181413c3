import type { IncomingMessage, ServerResponse } from 'node:http';
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
function isAllowedFormOrigin(
  origin: string,
  allowed: string[] | null,
  ownHosts: readonly (string | null)[],
): boolean {
  if (allowed) return allowed.includes('*') || allowed.includes(origin);
  const host = hostnameOf(origin);
  if (host === null) return false;
  return LOCAL_HOSTS.has(host) || ownHosts.some((url) => url !== null && host === hostnameOf(url));
}

/** `/office` and everything under it: the office's own door (office/guard.ts), never CORS. */
export const isOfficeUrl = (url: string) =>
  url === '/office' || url.startsWith('/office/') || url.startsWith('/office?');

/** A POST, or the browser's CORS check before one. */
function isFormRequest(request: FastifyRequest): boolean {
  if (request.method === 'POST') return true;
  const asked = request.headers['access-control-request-method'];
  return request.method === 'OPTIONS' && String(asked).toUpperCase() === 'POST';
}

/** The provider's security headers (Helmet's defaults, adjusted), for every answer. */
const HELMET_OPTIONS = {
  // Partner sites on other origins show our images and documents.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
} satisfies HelmetOptions;

/**
 * Helmet's headers, as its middleware sets them, taken once: they depend on nothing in the
 * request, so every answer gets the same few lines without running the middleware again (a
 * tenth of a cached answer's cost when @fastify/helmet built it per request).
 */
const HELMET_HEADERS = Object.entries(headersSetBy(helmet(HELMET_OPTIONS)));

/**
 * Helmet headers that only a page a browser shows as a document acts on: the opener policy and
 * the agent cluster of a top-level page, the prefetching of a page's links, Internet Explorer's
 * XSS filter and its "open" button for downloaded pages.
 */
const DOCUMENT_ONLY = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-xss-protection',
  'x-download-options',
]);
const isDocumentOnly = ([name]: [string, string]) => DOCUMENT_ONLY.has(name.toLowerCase());

/**
 * The headers of every answer (the API's are JSON and files), also used for refusals Fastify
 * makes before routing, which run no hooks (errors.ts). Each header costs every answer its bytes
 * and node:http its checks (`npm run bench:results` shows a bare server's rate with an answer's
 * headers and without).
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  HELMET_HEADERS.filter((entry) => !isDocumentOnly(entry)),
);

/** Added by a plugin whose pages are documents (openapi.ts: the reference pages at /docs). */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  HELMET_HEADERS.filter(isDocumentOnly),
);

function headersSetBy(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** The security headers on a raw answer (errors.ts: refusals before routing). */
export function setSecurityHeaders(res: ServerResponse) {
  for (const name in SECURITY_HEADERS) res.setHeader(name, SECURITY_HEADERS[name] as string);
}

/** What a browser may do with the public reads: any page may read them, and nothing more. */
const READ_CORS = {
  origin: '*',
  methods: ['GET', 'HEAD'],
  allowedHeaders: ['Accept'],
  // A partner page downloading a document reads its real name from this header.
  exposedHeaders: ['Content-Disposition'],
  maxAge: 86400,
};

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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });

  const hinted = new Set<string>();
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (
      request.method === 'OPTIONS' &&
      (!origin || !request.headers['access-control-request-method'])
    ) {
      reply.code(400).send({
        message:
          'OPTIONS is the check a browser makes before calling from another site, with Origin and Access-Control-Request-Method headers.',
      });
      return;
    }
    if (
      !origin ||
      !isFormRequest(request) ||
      // The office checks its own changes' Origin, strictly: its own address only.
      isOfficeUrl(request.url) ||
      isAllowedFormOrigin(origin, options.corsOrigins, options.ownHosts)
    ) {
      return done();
    }
    // Said once per origin: the owner of that site learns what to set, the log stays readable.
    if (!hinted.has(origin) && hinted.size < 100) {
      hinted.add(origin);
      request.log.warn(
        `Refused a form sent from ${origin}. If that is the school's site or a partner's, add it to CORS_ORIGINS.`,
      );
    }
    reply.code(403).send({
      message: "This website is not allowed to send forms to the school's server.",
    });
  });

  // Everything the API shows is public: any page may read it (no cookies, no credentials).
  // Forms come only from the pages allowed above. The office admits no other origin at all: its
  // console is served from the provider itself.
  await app.register(cors, {
    delegator: (request, callback) => {
      if (isOfficeUrl(request.url)) return callback(null, { origin: false });
      if (!isFormRequest(request)) return callback(null, READ_CORS);
      callback(null, {
        origin: request.headers.origin ?? false,
        methods: ['POST'],
        allowedHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'],
        exposedHeaders: [],
        maxAge: 86400,
      });
    },
  });

  // Every POST attempt counts here, refused or not: a flood of bad requests is stopped early.
  // The allowance of *accepted* submissions is counted from the stored rows (routes/quota.ts).
  // Every other request (GETs above all) shares one generous allowance per client, so that one
  // scraper cannot keep the server from everyone else. The forms' routes opt in with
  // `config.rateLimit` and count apart, per form.
  //
  // The office counts apart, every method at the generous allowance: its clerks sit behind one
  // address (the school's connection), save, preview and upload all day, and their work must
  // neither reach the forms' few attempts a minute nor use up what a parent on the same
  // connection may send. Its sign-in has its own, stricter limits (office/sign-in-limits.ts).
  const getLimit = options.getLimit > 0 ? options.getLimit : Number.POSITIVE_INFINITY;
  const off = {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
  };
  await app.register(rateLimit, {
    global: true,
    max: (request) =>
      request.method === 'POST' && !isOfficeUrl(request.url) ? options.postAttemptLimit : getLimit,
    allowList: (request) =>
      (request.method !== 'POST' || isOfficeUrl(request.url)) &&
      getLimit === Number.POSITIVE_INFINITY,
    // Separate counters: the office's calls; a visitor's form attempts; a visitor's reads. With
    // one, a parent's page views used up the attempts of the form they then sent, and a busy
    // office's reads (lists, a result sheet) its next upload or publication.
    keyGenerator: (request) =>
      isOfficeUrl(request.url)
        ? `office ${request.ip}`
        : `${request.method === 'POST' ? 'post' : 'read'} ${request.ip}`,
    timeWindow: 60_000,
    ...(options.db.postgres ? { store: postgresRateLimitStore(options.db.postgres) } : {}),
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
