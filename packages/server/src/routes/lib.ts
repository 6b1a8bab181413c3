import { toAsciiDigits } from '@school/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a refusal says beside its message: which case it is, and what is wrong with which field. */
export interface RefusalDetails {
  code?: string;
  errors?: Record<string, string>;
}

/** An error whose message is shown to the visitor as it is (with `details`, if any). */
export function httpError(statusCode: number, message: string, details?: RefusalDetails): Error {
  return Object.assign(new Error(message), { statusCode, refusal: details });
}

type Query = Record<string, string | string[] | undefined>;

/** A positive whole number from the query string or path, or a 400 that says which one is wrong. */
export function positiveInt(
  source: Query,
  name: string,
  label: string,
  fallback?: number,
): number | undefined {
  const raw = source[name];
  const given = Array.isArray(raw) ? raw[0] : raw;
  if (given === undefined || given === '') return fallback;
  // Typed on a Bangla keyboard (১১০০০১) is the same number.
  const value = toAsciiDigits(given);
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw httpError(400, `${label} must be a whole number, for example 1.`);
  }
  return Number(value);
}

/** A number the path must have: an empty segment (`/results//1/1`) is a 400, not a query for nothing. */
export function requiredInt(source: Query, name: string, label: string): number {
  const value = positiveInt(source, name, label);
  if (value === undefined) throw httpError(400, `${label} must be a whole number, for example 1.`);
  return value;
}

export function text(source: Query, name: string): string | undefined {
  const raw = source[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

export const MAX_PAGE_SIZE = 100;

/** The paged answer of the contract: `{count, next, previous, results}` with absolute page links. */
export function paged<T>(
  app: FastifyInstance,
  request: FastifyRequest,
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

export function pageParams(query: Query, defaultSize: number) {
  const page = positiveInt(query, 'page', 'The page number', 1) ?? 1;
  const pageSize = Math.min(
    positiveInt(query, 'page_size', 'The page size', defaultSize) ?? defaultSize,
    MAX_PAGE_SIZE,
  );
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Asking past the last page is a 404, as the contract's original server does. */
export function assertPageExists(count: number, page: number, pageSize: number) {
  if (page > 1 && (page - 1) * pageSize >= count) {
    throw httpError(404, 'That page does not exist. Go back to the first page.');
  }
}
