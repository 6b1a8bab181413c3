import { CALLS, type Call, type CallName } from './contract/calls.ts';
// Types only: the schemas never reach a bundle through the client.
import type { Answer, ContractCall } from './contract/table.ts';
import type { ArgumentsOf } from './contract/table-types.ts';
import { API_ERROR_MESSAGES, ApiError, httpError, isOffline, toApiError } from './errors.ts';

export const DEFAULT_TIMEOUT_MS = 5000;
/** How long a shared GET's answer is reused (see `shareGets`). */
export const SHARED_GET_MAX_AGE_MS = 30_000;

export interface ApiClientOptions {
  /** Address of the provider, with or without a trailing slash. */
  baseURL: string;
  /** Milliseconds before a call gives up with a 'timeout' ApiError. */
  timeout?: number;
  fetch?: typeof fetch;
  /**
   * Share identical GETs (same address): callers asking while one is in flight wait for its
   * answer, and the answer is reused for `maxAge` ms (default `SHARED_GET_MAX_AGE_MS`). A
   * caller's abort leaves the request to the others; it is cancelled once every caller has gone.
   * Failures are never kept. Callers get the same answer object: treat it as read-only.
   * Off by default; the custom elements of a page share one such client per provider.
   */
  shareGets?: boolean | { maxAge?: number };
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * For a form: the same key on every attempt to send one submission (a double click, a retry
   * after a timeout), so the provider stores it once (the `Idempotency-Key` header).
   */
  idempotencyKey?: string;
  /** Milliseconds for this call instead of the client's (a form with a photo on a slow uplink). */
  timeout?: number;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

type Query = Record<string, string | number | undefined>;

/** The call's query parameters, in the table's order, from what the caller gave or the defaults. */
function pickQuery(call: Call, given: Query = {}): Query {
  return Object.fromEntries(call.query?.map((k) => [k, given[k] ?? call.defaults?.[k]]) ?? []);
}

/**
 * The client's method for each call of the contract: its arguments (path parameters in order,
 * then the query, or the body) and its answer come from the table's schemas, then the options.
 */
export type ContractMethods = {
  [K in CallName]: (
    ...args: [...ArgumentsOf<ContractCall<K>>, opts?: RequestOptions]
  ) => Promise<Answer<K>>;
};

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Marks a body that is not JSON: an HTML error page must still read as a server problem (by its
 * status), and only a 2xx answer that is not JSON is a parse failure.
 */
const NOT_JSON = Symbol('not JSON');

/** The JSON body of an error answer, if it has one (a provider's readable message). */
async function readBody(response: Response): Promise<unknown> {
  const parsed = readJson(await response.text());
  return parsed === NOT_JSON ? undefined : parsed;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/**
 * One clock for the whole call, headers and body: a body that trickles in must time out too,
 * and a caller's own signal (a store aborting an older lookup) must not switch the clock off.
 */
function startDeadline(ms: number, caller: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    stopClock: () => clearTimeout(timer),
    dispose() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
      // Releases the connection of an error answer whose body nobody read.
      controller.abort();
    },
  };
}

/** One GET that several callers share: in flight until `expires` is set by its answer. */
interface SharedGet {
  promise: Promise<unknown>;
  controller: AbortController;
  callers: number;
  expires: number;
}

const abortedError = (url: string, cause: unknown) =>
  new ApiError({ kind: 'aborted', message: API_ERROR_MESSAGES.aborted, url, cause });

/**
 * The visitor sees a sentence that blames no one (errors.ts); the owner of the page learns what
 * to check, once per provider and page: a browser reports a CORS refusal only to the console.
 */
const hinted = new Set<string>();

function hintUnreachable(base: string) {
  const origin = globalThis.location?.origin;
  if (!origin || hinted.has(base) || isOffline()) return;
  hinted.add(base);
  console.warn(`${base} could not be reached. If it is up, add ${origin} to its CORS_ORIGINS.`);
}

function withQuery(url: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

export function createApiClient(options: ApiClientOptions) {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const base = options.baseURL.replace(/\/+$/, '');
  // Plain fetch, no silent retries: on a slow network the visitor sees the error in time.
  const send = (url: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(url, init);

  const resolve = (path: string) =>
    ABSOLUTE_URL.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;
  const share = options.shareGets;
  const maxAge = (typeof share === 'object' ? share.maxAge : undefined) ?? SHARED_GET_MAX_AGE_MS;
  const shared = new Map<string, SharedGet>();

  async function guarded<T>(
    url: string,
    opts: RequestOptions | undefined,
    run: (deadline: ReturnType<typeof startDeadline>) => Promise<T>,
  ): Promise<T> {
    const deadline = startDeadline(opts?.timeout ?? timeout, opts?.signal);
    try {
      return await run(deadline);
    } catch (error) {
      if (opts?.signal?.aborted) {
        throw new ApiError({
          kind: 'aborted',
          message: API_ERROR_MESSAGES.aborted,
          url,
          cause: error,
        });
      }
      if (deadline.timedOut()) {
        throw new ApiError({
          kind: 'timeout',
          message: API_ERROR_MESSAGES.timeout,
          url,
          cause: error,
        });
      }
      const failure = toApiError(error, url);
      if (failure.kind === 'network') hintUnreachable(base);
      throw failure;
    } finally {
      deadline.dispose();
    }
  }

  /** `load` once for every caller of `url` (see `shareGets`). */
  function sharedGet<T>(
    url: string,
    load: (signal: AbortSignal) => Promise<T>,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortedError(url, signal.reason));
    const now = Date.now();
    for (const [key, old] of shared) if (old.expires <= now) shared.delete(key);
    let entry = shared.get(url);
    if (!entry) {
      const created: SharedGet = {
        controller: new AbortController(),
        callers: 0,
        expires: Number.POSITIVE_INFINITY,
        promise: Promise.resolve(),
      };
      created.promise = load(created.controller.signal);
      created.promise.then(
        () => {
          created.expires = Date.now() + maxAge;
        },
        () => {
          if (shared.get(url) === created) shared.delete(url);
        },
      );
      shared.set(url, created);
      entry = created;
    }
    const joined = entry;
    if (joined.expires !== Number.POSITIVE_INFINITY) return joined.promise as Promise<T>;
    joined.callers += 1;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        reject(abortedError(url, signal?.reason));
        joined.callers -= 1;
        if (joined.callers > 0 || joined.expires !== Number.POSITIVE_INFINITY) return;
        if (shared.get(url) === joined) shared.delete(url);
        joined.controller.abort(signal?.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      joined.promise.then(
        (value) => {
          signal?.removeEventListener('abort', leave);
          resolve(value as T);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }

  function request<T>(
    method: 'GET' | 'POST',
    path: string,
    init: { query?: Query; body?: object; list?: boolean },
    opts: RequestOptions | undefined,
  ): Promise<T> {
    const url = withQuery(resolve(path), init.query);
    if (method === 'GET' && share) {
      return sharedGet(url, (signal) => fetchJson<T>(url, method, init, { signal }), opts?.signal);
    }
    return fetchJson<T>(url, method, init, opts);
  }

  /**
   * One request to `url` with its own deadline: the JSON answer, or an ApiError. With `list`
   * (a GET), an answer that is not a list when one is due, or not one object when that is, is
   * unreadable, as text that is not JSON is: a provider's mistake, not an empty answer.
   */
  function fetchJson<T>(
    url: string,
    method: 'GET' | 'POST',
    { body, list }: { body?: object; list?: boolean },
    opts: RequestOptions | undefined,
  ): Promise<T> {
    return guarded(url, opts, async ({ signal }) => {
      const response = await send(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(opts?.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal,
      });
      const text = await response.text();
      const data = text ? readJson(text) : undefined;
      if (!response.ok) {
        throw httpError(response.status, data === NOT_JSON ? undefined : data, url);
      }
      if (
        data === undefined ||
        data === NOT_JSON ||
        (list !== undefined && (Array.isArray(data) !== list || typeof data !== 'object' || !data))
      ) {
        throw new ApiError({
          kind: 'parse',
          message: API_ERROR_MESSAGES.parse,
          status: response.status,
          url,
        });
      }
      return data as T;
    });
  }

  const get = <T>(path: string, query: Query | undefined, list: boolean, opts?: RequestOptions) =>
    request<T>('GET', path, { query, list }, opts);
  const post = <T>(path: string, body: object, opts?: RequestOptions) =>
    request<T>('POST', path, { body }, opts);

  /** A method per call of the table: path parameters, then the query or body, then options. */
  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, call] of Object.entries(CALLS) as [CallName, Call][]) {
    methods[name] = (...args) => {
      let i = 0;
      const path = call.path.replace(/\{\w+\}/g, () => seg(args[i++] as string | number));
      if (call.method === 'POST')
        return post(path, args[i] as object, args[i + 1] as RequestOptions);
      const query = call.query && pickQuery(call, args[i++] as Query | undefined);
      return get(path, query, !call.one, args[i] as RequestOptions | undefined);
    };
  }

  return {
    ...(methods as ContractMethods),
    /**
     * The address of a path on this provider, for a link rather than a call: a feed it serves
     * (`href('/events.ics')`) that a visitor opens or subscribes to.
     */
    href: (path: string): string => `${base}/${path.replace(/^\/+/, '')}`,
    /** Fetches a file (absolute address, or relative to the provider) with its real name and type. */
    downloadFile: (fileUrl: string, opts?: RequestOptions): Promise<DownloadedFile> => {
      const url = resolve(fileUrl);
      return guarded(url, opts, async (deadline) => {
        const response = await send(url, { signal: deadline.signal });
        if (!response.ok) throw httpError(response.status, await readBody(response), url);
        // The timeout is for the server to start answering; a large file on a slow line may
        // take longer than that to arrive, and the caller can still abort it.
        deadline.stopClock();
        // Only downloads need the naming rules: a page that never downloads never loads them.
        const [blob, { downloadName }] = await Promise.all([
          response.blob(),
          import('./filename.ts'),
        ]);
        return { blob, filename: downloadName(response, url, blob.type) };
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
