import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RefusalDetails } from '../routes/lib.ts';
import { setSecurityHeaders } from './security.ts';

const TOO_LARGE = 'What you sent is too large.';
const BAD_URL = 'This address could not be read. Please check it and try again.';

/** Messages for Fastify's own refusals, in words a parent can read. */
const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The form must be sent as JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The form arrived empty. Please fill it in and send it again.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The form data could not be read. Please send it again.',
  FST_ERR_BAD_URL: BAD_URL,
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long.',
};

const SERVER_FAULT = "Something went wrong on the school's server. Please try again later.";
const NOTHING_HERE = 'There is nothing at this address.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 on this route says (the body limit differs per route). */
    tooLarge?: string;
    /** The route only answers 405 for an address that other methods answer. */
    methodNotAllowed?: true;
  }
}

/**
 * The one shape of every refusal: `{ message }`, with the `code` and field `errors` a route gave
 * (routes/lib.ts `httpError`), never the path or a stack trace.
 */
function refuse(reply: FastifyReply, status: number, message: string, details?: RefusalDetails) {
  const body = { message, ...(details?.code ? { code: details.code } : {}) };
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(details?.errors ? { ...body, errors: details.errors } : body);
}

export function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return refuse(reply, status, SERVER_FAULT);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return refuse(reply, 413, request.routeOptions.config.tooLarge ?? TOO_LARGE);
    }
    const byCode = error.code ? BY_CODE[error.code] : undefined;
    const message =
      byCode ??
      (error instanceof SyntaxError ? BY_CODE.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
    const { refusal } = error as FastifyError & { refusal?: RefusalDetails };
    return refuse(reply, status, message ?? SERVER_FAULT, refusal);
  });

  app.setNotFoundHandler((_request, reply) => refuse(reply, 404, NOTHING_HERE));
}

/**
 * For refusals Fastify makes before routing (an address that cannot be decoded, say): the same
 * shape and headers, and a plain 400 rather than the framework's text echoing the path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.debug({ err: error }, 'refused before routing');
  setSecurityHeaders(reply.raw);
  return refuse(reply, 400, (error.code && BY_CODE[error.code]) || BAD_URL);
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/**
 * A known address asked with a method it does not answer gets 405 with `Allow` (not 404). Call
 * `collect` before the routes are registered and `answer` after: it registers the other methods.
 */
export function methodNotAllowed(app: FastifyInstance) {
  const allowed = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url === '*') return; // the CORS check's OPTIONS route
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const set = allowed.get(route.url) ?? new Set<string>();
    for (const method of methods) set.add(method);
    // Fastify answers HEAD wherever it answers GET.
    if (set.has('GET')) set.add('HEAD');
    allowed.set(route.url, set);
  });
  return {
    answer() {
      // Copied first: registering below fires onRoute again.
      for (const [url, set] of [...allowed].map(([u, s]) => [u, new Set(s)] as const)) {
        const others = METHODS.filter((method) => !set.has(method));
        if (others.length === 0) continue;
        const allow = [...set].join(', ');
        app.route({
          method: [...others],
          url,
          config: { methodNotAllowed: true },
          handler: (_request, reply) =>
            refuse(
              reply.header('Allow', allow),
              405,
              `This address answers ${allow} requests only.`,
            ),
        });
      }
    },
  };
}
