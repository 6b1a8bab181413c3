import { CONTRACT } from '@school/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePath } from '../contract.ts';
import { etagOf } from './etag.ts';

/**
 * A found result. A minute, as every other answer: a correction the office publishes (issue 23)
 * reaches a browser or CDN that has the result within a minute. A repeat lookup after that is a
 * revalidation the strong ETag answers with a 304 of a few hundred bytes, from the provider's
 * kept answer: result day's repeat lookups still cost the provider almost nothing.
 */
export const RESULT_CACHE_CONTROL = 'public, max-age=60';

/**
 * Every other answer the site shows (notices, staff, the institute, its colours…): a notice
 * posted reaches every visitor within a minute, and a visitor moving between pages asks again at
 * most once a minute, then for a 304 of a few hundred bytes while nothing changed.
 */
export const LIST_CACHE_CONTROL = 'public, max-age=60';

/**
 * Errors and forms. A "no result" must not outlive the result's publication, a refusal or a 500
 * must not be served again from a cache, and a submission's answer is the sender's alone.
 */
export const NO_STORE = 'no-store';

const RESULT_ROUTE = routePath(CONTRACT.getResults.path);

/** RFC 9110 §13.1.2: `*`, or one of a list of tags, compared weakly (a `W/` prefix is ignored). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

function policy(request: FastifyRequest): string {
  return request.routeOptions.url === RESULT_ROUTE ? RESULT_CACHE_CONTROL : LIST_CACHE_CONTROL;
}

/**
 * One policy for every answer, by method, status and route: a success of a GET carries
 * Cache-Control (its route's own, as the media files' and the feeds', or the policy above) and a
 * strong ETag of its bytes, and a request naming that tag in If-None-Match gets a 304 without a
 * body; anything else is `no-store`.
 *
 * Not @fastify/etag: it tags and answers 304 for every method and status (an error or a POST
 * included) and compares one tag only; what it would add here is the hash call below.
 */
export function cachingPlugin(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, answerFor(request, reply, payload));
  });
}

function answerFor(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!read || reply.statusCode >= 400) {
    reply.header('Cache-Control', NO_STORE);
    return payload;
  }
  // Redirects, and the documentation's static files answering 304 by themselves.
  if (reply.statusCode !== 200) return payload;
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', policy(request));
  // Streams (the documentation's static files) carry their own validators and answer 304.
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!reply.hasHeader('ETag')) reply.header('ETag', etagOf(payload));
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch || !matches(ifNoneMatch, String(reply.getHeader('ETag')))) return payload;
  reply.code(304).removeHeader('Content-Type');
  // Fastify's HEAD answer drops the body itself (and needs it to say the 200's length).
  return request.method === 'HEAD' ? payload : null;
}
