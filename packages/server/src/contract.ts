import {
  type AnswerOf,
  type BodyOf,
  CONTRACT,
  isMediaSrcset,
  isMediaUrl,
  type ParamsOf,
  paramReader,
  type QueryOf,
  REFUSAL,
  type Table,
} from '@school/api/contract';
import { validate } from '@school/api/schemas';
import { type ConversionConfig, type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import type * as v from 'valibot';
import { etagOf } from './plugins/etag.ts';
import { httpError } from './routes/lib.ts';

/**
 * The provider's side of a contract table (the public one, and any other, such as the office's):
 * each route takes its method, path, parameters, body and answer from its call. The handler
 * receives `params`, `query` and `body` parsed by the call's schemas, and what it answers is
 * serialised from the answer's schema (fast-json-stringify), so a field the table does not
 * declare (a new column, say) never leaves the server.
 */

/**
 * Valibot to JSON Schema 2020-12 (OpenAPI 3.1). Media fields are plain strings: a `format` would
 * have fast-json-stringify refuse a nullable address with a space in it (`/media/Exam routine.pdf`)
 * and fail the whole answer. Form fields are documented as they are stored (the form schemas also
 * read Bangla digits and numbers sent as text).
 */
export const CONVERSION = {
  target: 'draft-2020-12',
  typeMode: 'output',
  errorMode: 'ignore',
  overrideAction: ({ valibotAction, jsonSchema }) => {
    const action = valibotAction as { type: string; metadata?: Record<string, unknown> };
    if (action.type !== 'metadata') return;
    // Words for the provider's refusals and a mark for its media: not part of the document.
    const {
      media: _,
      srcset: ___,
      [REFUSAL]: __,
      ...rest
    } = jsonSchema as JsonSchema & Record<string, unknown>;
    return rest;
  },
} satisfies ConversionConfig;

export function jsonSchemaOf(
  schema: v.GenericSchema,
  config: Omit<ConversionConfig, keyof typeof CONVERSION> = {},
): JsonSchema {
  const { $schema: _, ...json } = toJsonSchema(schema, { ...CONVERSION, ...config });
  return json;
}

/** Each answer schema's JSON Schema and serialiser, made once per process. */
const answerSchemas = new WeakMap<
  v.GenericSchema,
  { json: JsonSchema; serialize: (answer: unknown) => string }
>();

/**
 * The serialiser of an answer: fast-json-stringify, as Fastify would compile it for the route,
 * but once per schema and process instead of once per route and app (with its HEAD twin, twice).
 * Compiling every route's took a quarter of a second an app, paid again by each of the hundreds
 * of apps the tests build and by each worker of a provider.
 */
function answerSchemaOf(answer: v.GenericSchema) {
  let made = answerSchemas.get(answer);
  if (!made) {
    const json = jsonSchemaOf(answer);
    made = { json, serialize: fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) };
    answerSchemas.set(answer, made);
  }
  return made;
}

type Absolutize = (value: unknown, origin: string) => unknown;

const absoluteAddress: Absolutize = (value, origin) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? origin + value
    : value;

/** Each address of a `srcset` (`/media/a.jpg 480w, /media/b.jpg 960w`) made absolute. */
const absoluteSrcset: Absolutize = (value, origin) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((candidate) => {
          const [address = '', ...descriptor] = candidate.trim().split(/\s+/);
          return [absoluteAddress(address, origin), ...descriptor].join(' ');
        })
        .join(', ')
    : value;

/**
 * What makes the media fields of an answer absolute: root-relative addresses (`/media/…`, as the
 * database keeps them) get the provider's public origin, in a `srcset` too. Null when the
 * answer has no media.
 */
function mediaFields(schema: v.GenericSchema): Absolutize | null {
  if (isMediaSrcset(schema)) return absoluteSrcset;
  if (isMediaUrl(schema)) return absoluteAddress;
  const s = schema as v.GenericSchema & {
    wrapped?: v.GenericSchema;
    item?: v.GenericSchema;
    entries?: Record<string, v.GenericSchema>;
  };
  if (s.wrapped) return mediaFields(s.wrapped);
  if (s.type === 'array' && s.item) {
    const item = mediaFields(s.item);
    return (
      item &&
      ((value, origin) => (Array.isArray(value) ? value.map((x) => item(x, origin)) : value))
    );
  }
  if (s.type === 'object' && s.entries) {
    const fields = Object.entries(s.entries).flatMap(([key, entry]) => {
      const field = mediaFields(entry);
      return field ? [[key, field] as const] : [];
    });
    if (!fields.length) return null;
    return (value, origin) => {
      if (typeof value !== 'object' || value === null) return value;
      const out: Record<string, unknown> = { ...value };
      for (const [key, field] of fields) if (out[key] != null) out[key] = field(out[key], origin);
      return out;
    };
  }
  return null;
}

/** `/results/{roll}/{examId}` → `/results/:roll/:examId`. */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** A handler's request: its parameters, query and body as the call's schemas parsed them. */
export type ParsedRequest<C> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
}>;

/** What a route's handler gives: the answer (serialised by the call's schema), or the reply it sent. */
export type Handler<C> = (
  request: ParsedRequest<C>,
  reply: FastifyReply,
) => AnswerOf<C> | FastifyReply | Promise<AnswerOf<C> | FastifyReply>;

/** The refusal of a form that does not fit its schema; `errors` says which field and why. */
export const CHECK_FIELDS = 'Please correct the fields marked below and send the form again.';

/**
 * Answers of GET calls kept as they were sent, by address, for a short while (`cacheMs`; the
 * app's `answerCacheMs` unless the route says): on result day the same pages and lists are asked
 * for thousands of times a minute, and each is then read from the database and serialised once.
 * Bounded in bytes, the least recently used going first. Errors are never kept.
 */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

interface Kept {
  /** Bytes, not text: sent again as they are, without encoding them each time. */
  body: Buffer;
  etag: string;
  /** When it was read from the database: its age goes out with it. */
  at: number;
  until: number;
}

/** By the app's HTTP server: one per app, whichever plugin's scope a route is registered in. */
const answerCaches = new WeakMap<object, LRUCache<string, Kept>>();

function answerCache(app: FastifyInstance) {
  let cache = answerCaches.get(app.server);
  if (!cache) {
    cache = new LRUCache({
      maxSize: ANSWER_CACHE_BYTES,
      sizeCalculation: (e) => e.body.length + 1,
    });
    answerCaches.set(app.server, cache);
  }
  return cache;
}

/**
 * Forgets every answer this process keeps: an office change shows at once here. Other provider
 * processes keep theirs for their `answerCacheMs` at most, which the `Age` they send counts in.
 */
export function forgetAnswers(app: FastifyInstance) {
  answerCaches.get(app.server)?.clear();
}

export interface RouteOptions extends Omit<RouteShorthandOptions, 'schema'> {
  /** How long a GET's answer is kept (the app's `answerCacheMs` unless said). */
  cacheMs?: number;
}

/**
 * The `route()` of one table: registers its call `name` with its method and path, its
 * parameters and body parsed (a 400 in the table's words when they do not fit), its answer's
 * schema for the success status, and media made absolute. Both spellings of a path, with and
 * without the trailing slash, answer (`ignoreTrailingSlash`). A table whose answers depend on who
 * asks (`perUser`, the office's) never has an answer kept: the cache's key is the address alone.
 */
export function routesOf<T extends Table>(table: T, { perUser = false } = {}) {
  return function route<K extends keyof T & string>(
    app: FastifyInstance,
    name: K,
    handler: Handler<T[K]>,
    options: RouteOptions = {},
  ) {
    const { cacheMs, ...routeOptions } = options;
    const call = table[name] as T[K];
    const media = mediaFields(call.answer);
    const cache = call.method === 'GET' && !perUser ? answerCache(app) : null;
    const readPath = paramReader(call.pathParams ?? {}, { optional: false });
    const readQuery = paramReader(call.queryParams ?? {}, { optional: true });
    const { body } = call;
    const status = call.status ?? 200;

    /** The request's parameters and body as the call's values, or a refusal. */
    function parse(request: FastifyRequest) {
      for (const [part, read] of [
        ['params', readPath],
        ['query', readQuery],
      ] as const) {
        const parsed = read(request[part] as Record<string, unknown>);
        if (!parsed.ok) {
          const { message, code, errors } = parsed;
          throw httpError(400, message, { code, errors });
        }
        request[part] = parsed.value;
      }
      if (!body) return;
      const parsed = validate(body, request.body);
      if (!parsed.ok) throw httpError(400, CHECK_FIELDS, { errors: parsed.errors });
      request.body = parsed.value;
    }

    app.route({
      ...routeOptions,
      method: call.method,
      url: routePath(call.path),
      schema: { response: { [status]: answerSchemaOf(call.answer).json } },
      serializerCompiler: () => answerSchemaOf(call.answer).serialize,
      handler: async (request, reply) => {
        const ttl = cache ? (cacheMs ?? app.answerCacheMs) : 0;
        // Media addresses are absolute for the origin the visitor used: part of the key.
        const origin = media || ttl > 0 ? app.publicOrigin(request) : '';
        const key = `${origin} ${request.url}`;
        const kept = ttl > 0 ? cache?.get(key) : undefined;
        const now = app.now();
        if (kept && kept.until > now) {
          // RFC 9111 §5.1: a browser or CDN takes the age off max-age, so what the database said
          // is never shown for longer than max-age (a published change within a minute).
          const age = Math.max(0, Math.floor((now - kept.at) / 1000));
          return reply
            .type(JSON_TYPE)
            .header('ETag', kept.etag)
            .header('Age', String(age))
            .send(kept.body);
        }
        parse(request);
        const answer = await handler(request as ParsedRequest<T[K]>, reply);
        if (answer === reply) return reply;
        const sent = media ? media(answer, origin) : answer;
        reply.code(status);
        if (ttl <= 0) return sent;
        // Serialised by the route's answer schema, as any answer: only the contract's fields.
        const bytes = Buffer.from(reply.serialize(sent) as string);
        const etag = etagOf(bytes);
        cache?.set(key, { body: bytes, etag, at: now, until: now + ttl });
        return reply.type(JSON_TYPE).header('ETag', etag).send(bytes);
      },
    });
  };
}

/** The `route()` of the public contract (spec §7). */
export const route = routesOf(CONTRACT);

const JSON_TYPE = 'application/json; charset=utf-8';
