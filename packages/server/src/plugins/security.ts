import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** With no list configured, the site's own origin and any localhost origin may call the API. */
export function isAllowedOrigin(origin: string, allowed: string[] | null): boolean {
  if (allowed) return allowed.includes('*') || allowed.includes(origin);
  try {
    return LOCAL_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

export async function securityPlugin(
  app: FastifyInstance,
  options: { corsOrigins: string[] | null; postRateLimit: number },
) {
  await app.register(helmet, {
    // Partner sites on other origins show our images and documents.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || isAllowedOrigin(origin, options.corsOrigins)),
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept'],
    maxAge: 86400,
  });
  await app.register(rateLimit, {
    global: false,
    max: options.postRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: `Too many submissions from your connection. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
