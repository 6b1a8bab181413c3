export type ApiErrorKind = 'timeout' | 'network' | 'http' | 'parse' | 'aborted';

/**
 * The key of a refusal's `errors` for a problem with the whole form rather than one field. Here,
 * not in the schemas: a form's view needs it without loading valibot.
 */
export const FORM_ERROR_KEY = 'form';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  url: string;
  status?: number | null;
  errors?: Record<string, string> | null;
  code?: string | null;
  cause?: unknown;
}

/** Every failure of the client. `message` is always a sentence a visitor can read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly url: string;
  /** Field path → what is wrong, when the server answered `{ errors: { … } }`. */
  readonly errors: Record<string, string> | null;
  /**
   * Which case a refusal is, when the provider says (`{ code }`): a page words the known ones
   * in its own language, e.g. a result's `not-published` or `dob-required`.
   */
  readonly code: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.url = init.url;
    this.errors = init.errors ?? null;
    this.code = init.code ?? null;
  }
}

export const API_ERROR_MESSAGES = {
  timeout:
    "The school's server took too long to answer. Please check your connection and try again.",
  // In a browser a refused connection, a server that is down and a CORS refusal all look alike:
  // only `navigator.onLine === false` says that the visitor's own connection is the problem.
  network:
    "Could not reach the school's server. It may be down or may not accept requests from this page. Please try again later.",
  offline: 'You seem to be offline. Please check your internet connection and try again.',
  parse: "The school's server sent an answer this site could not read.",
  aborted: 'The request was cancelled.',
  badRequest: 'Some of the information sent was not accepted. Please check it and try again.',
  forbidden: "The school's server did not allow this request.",
  notFound: 'The requested information was not found.',
  tooLarge: 'What you sent is too large.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
  server: "The school's server had a problem. Please try again later.",
  otherStatus: "The school's server could not complete the request. Please try again later.",
} as const;

// Longer texts are stack traces or HTML dumps, not sentences for a parent.
const MAX_SERVER_MESSAGE = 300;

export function isApiError(x: unknown): x is ApiError {
  return x instanceof ApiError;
}

/** Turns anything thrown while calling `url` (a fetch rejection, say) into an ApiError. */
export function toApiError(error: unknown, url: string): ApiError {
  if (isApiError(error)) return error;
  const kind = kindOf(error);
  const message = kind === 'network' && isOffline() ? 'offline' : kind;
  return new ApiError({ kind, message: API_ERROR_MESSAGES[message], url, cause: error });
}

/** The browser knows it has no network (Node's `navigator` has no `onLine`: never offline). */
export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

/** The ApiError for an answer with an error status; `body` is the parsed JSON body, if any. */
export function httpError(status: number, body: unknown, url: string, cause?: unknown): ApiError {
  const message = serverMessage(body) ?? statusMessage(status);
  return new ApiError({
    kind: 'http',
    message,
    status,
    url,
    errors: fieldErrors(body),
    code: isRecord(body) && typeof body.code === 'string' ? body.code : null,
    cause,
  });
}

function statusMessage(status: number): string {
  if (status === 404) return API_ERROR_MESSAGES.notFound;
  if (status === 408) return API_ERROR_MESSAGES.timeout;
  if (status === 413) return API_ERROR_MESSAGES.tooLarge;
  if (status === 429) return API_ERROR_MESSAGES.tooMany;
  if (status === 401 || status === 403) return API_ERROR_MESSAGES.forbidden;
  if (status === 400 || status === 422) return API_ERROR_MESSAGES.badRequest;
  if (status >= 500) return API_ERROR_MESSAGES.server;
  return API_ERROR_MESSAGES.otherStatus;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function serverMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  for (const key of ['message', 'detail'] as const) {
    const value = body[key];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text && text.length <= MAX_SERVER_MESSAGE) return text;
  }
  return null;
}

function fieldErrors(body: unknown): Record<string, string> | null {
  if (!isRecord(body) || !isRecord(body.errors)) return null;
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body.errors)) {
    // Django REST sends a list of messages per field; the first is enough for a form.
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim()) errors[field] = text.trim();
  }
  return Object.keys(errors).length ? errors : null;
}

function kindOf(error: unknown): Exclude<ApiErrorKind, 'http'> {
  // A fetch rejection may wrap its reason as `cause`; the reason of an abort may itself be wrapped.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth++) {
    const name = current.name;
    if (name === 'TimeoutError') return 'timeout';
    if (name === 'AbortError') return 'aborted';
    if (name === 'SyntaxError') return 'parse';
    current = current.cause;
  }
  return 'network';
}
