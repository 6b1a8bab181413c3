import { DEFAULT_TIMEOUT_MS, type RequestOptions } from './client.ts';
import {
  OFFICE_CALLS,
  type OfficeCall,
  type OfficeCallName,
  type OfficeCalls,
} from './contract/office/calls.ts';
// Types only: the office's schemas never reach the console's bundle through its client.
import type { OfficeAnswer, OfficeContractCall } from './contract/office/table.ts';
import type { ArgumentsOf } from './contract/table-types.ts';
import { API_ERROR_MESSAGES, ApiError, httpError, toApiError } from './errors.ts';

export interface OfficeClientOptions {
  /** The provider's address; none for the console, which the provider serves itself. */
  baseURL?: string;
  /**
   * A personal access token, for a school's own script: sent as `Authorization: Bearer`, which
   * needs no CSRF token (it is no credential a browser adds by itself).
   */
  token?: string;
  /** Milliseconds before a call gives up with a 'timeout' ApiError. */
  timeout?: number;
  fetch?: typeof fetch;
}

/** A file's bytes, as the upload sends them. */
export type FileBody = Blob | ArrayBuffer | Uint8Array;

/** A file a call answers (a spreadsheet), with the name the provider gives it. */
export interface OfficeFile {
  name: string;
  blob: Blob;
}

/** The name in a `Content-Disposition` header: its UTF-8 form (RFC 6266) first. */
function fileNameOf(disposition: string | null): string {
  if (!disposition) return 'download';
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken escape: the plain name below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || 'download';
}

/**
 * A method per call of the office's table: path parameters, then the body or the query, then
 * options; an upload takes its query, then the file.
 */
export type OfficeMethods = {
  [K in OfficeCallName]: OfficeCalls[K] extends { file: string }
    ? (
        ...args: [...ArgumentsOf<OfficeContractCall<K>>, opts?: RequestOptions]
      ) => Promise<OfficeFile>
    : OfficeCalls[K] extends { raw: true }
      ? (
          ...args: [...ArgumentsOf<OfficeContractCall<K>>, file: FileBody, opts?: RequestOptions]
        ) => Promise<OfficeAnswer<K>>
      : (
          ...args: [...ArgumentsOf<OfficeContractCall<K>>, opts?: RequestOptions]
        ) => Promise<OfficeAnswer<K>>;
};

type Query = Record<string, string | number | undefined>;

const seg = (value: string | number) => encodeURIComponent(String(value));

function withQuery(url: string, call: OfficeCall, given: Query | undefined): string {
  const params = new URLSearchParams();
  for (const key of call.query ?? []) {
    const value = given?.[key];
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The answers that carry a session: its CSRF token is kept for the calls that change things. */
const csrfOf = (data: unknown): string | null | undefined =>
  typeof data === 'object' && data !== null && 'csrf_token' in data
    ? (data.csrf_token as string | null)
    : undefined;

/**
 * The office's client: the console's (signed in by cookie, `credentials: 'same-origin'`), or a
 * script's (with `token`). It keeps the CSRF token the session calls answer and sends it as
 * `X-CSRF-Token` on every call that is not a GET; every failure is an ApiError whose message a
 * clerk can read (the provider's own words when it gave some).
 */
export function createOfficeClient(options: OfficeClientOptions = {}) {
  const base = (options.baseURL ?? '').replace(/\/+$/, '');
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  let csrf: string | null = null;

  async function call(
    name: OfficeCallName,
    path: string,
    body: object | FileBody | undefined,
    opts: RequestOptions | undefined,
  ): Promise<unknown> {
    const raw = (OFFICE_CALLS[name] as OfficeCall).raw === true;
    const file = (OFFICE_CALLS[name] as OfficeCall).file;
    const { method } = OFFICE_CALLS[name];
    const url = `${base}${path}`;
    const signals = [AbortSignal.timeout(opts?.timeout ?? timeout)];
    if (opts?.signal) signals.push(opts.signal);
    try {
      // One signal for headers and body alike: an answer that trickles in times out too.
      const signal = AbortSignal.any(signals);
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        method,
        credentials: 'same-origin',
        headers: {
          accept: file ? `${file}, application/json` : 'application/json',
          ...(body && !raw ? { 'content-type': 'application/json' } : {}),
          ...(raw ? { 'content-type': 'application/octet-stream' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(method !== 'GET' && csrf && !options.token ? { 'x-csrf-token': csrf } : {}),
          ...(opts?.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
        },
        body: raw ? (body as BodyInit) : body ? JSON.stringify(body) : undefined,
        signal,
      });
      // A file (a CSV, a photo, a spreadsheet) comes as it is; its refusals are JSON as any other.
      if (file && response.ok) {
        const name = fileNameOf(response.headers.get('content-disposition'));
        return { name, blob: await response.blob() } satisfies OfficeFile;
      }
      const text = await response.text();
      let data: unknown;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        data = undefined;
      }
      if (!response.ok) {
        if (response.status === 401) csrf = null;
        throw httpError(response.status, data, url);
      }
      if (data === undefined) {
        throw new ApiError({
          kind: 'parse',
          message: API_ERROR_MESSAGES.parse,
          status: response.status,
          url,
        });
      }
      if (name === 'signOut') csrf = null;
      const kept = csrfOf(data);
      if (kept !== undefined) csrf = kept;
      return data;
    } catch (error) {
      if (opts?.signal?.aborted) {
        throw new ApiError({
          kind: 'aborted',
          message: API_ERROR_MESSAGES.aborted,
          url,
          cause: error,
        });
      }
      throw toApiError(error, url);
    }
  }

  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, spec] of Object.entries(OFFICE_CALLS) as [OfficeCallName, OfficeCall][]) {
    methods[name] = (...args) => {
      let i = 0;
      const filled = spec.path.replace(/\{\w+\}/g, () => seg(args[i++] as string | number));
      if (spec.body) return call(name, filled, args[i] as object, args[i + 1] as RequestOptions);
      const path = spec.query ? withQuery(filled, spec, args[i++] as Query | undefined) : filled;
      if (spec.raw) return call(name, path, args[i] as FileBody, args[i + 1] as RequestOptions);
      return call(name, path, undefined, args[i] as RequestOptions | undefined);
    };
  }
  return methods as OfficeMethods;
}

export type OfficeClient = ReturnType<typeof createOfficeClient>;
