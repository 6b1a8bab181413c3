import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OriginRequest } from '../plugins/public-origin.ts';

/** What a refusal says beside its message: which case it is, and what is wrong with which field. */
export interface RefusalDetails {
  code?: string;
  errors?: Record<string, string>;
}

/** An error whose message is shown to the visitor as it is (with `details`, if any). */
export function httpError(statusCode: number, message: string, details?: RefusalDetails): Error {
  return Object.assign(new Error(message), { statusCode, refusal: details });
}

export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

/** The paged answer of the contract: `{count, next, previous, results}` with absolute page links. */
export function paged<T>(
  app: FastifyInstance,
  request: OriginRequest & Pick<FastifyRequest, 'url'>,
  count: number,
  page: number,
  pageSize: number,
  results: T[],
) {
  const origin = app.publicOrigin(request);
  const link = (n: number) => {
    // Only the path and query come from the request; the origin is ours (see publicOrigin).
    const url = new URL(request.url, 'http://provider.invalid');
    url.searchParams.set('page', String(n));
    return `${origin}${url.pathname}${url.search}`;
  };
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}

/** Asking past the last page is a 404, as the contract's original server does. */
export function assertPageExists(count: number, page: number, pageSize: number) {
  if (page > 1 && (page - 1) * pageSize >= count) {
    throw httpError(404, 'That page does not exist. Go back to the first page.');
  }
}
