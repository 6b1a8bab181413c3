import { CONTENT_CALLS, type ContentCalls } from './content.ts';
import { RESULT_CALLS } from './results.ts';

/**
 * The office's calls (issue 22): what the console at `/office` and a school's own scripts call,
 * signed in. As `calls.ts` is for the public table, this is the half a client needs at run time:
 * method, path, query names, and who may make the call. The schemas are in `table.ts` beside it,
 * under the same names, and reach only the provider, the OpenAPI document and tests.
 */

/** The office's roles: accounts and the school's identity; content; results and grades. */
export const OFFICE_ROLES = ['admin', 'editor', 'results'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

/**
 * Who may make a call: an account of that role (an admin may make every call), `any` signed-in
 * account, or `public`: anyone, which only signing in is.
 */
export type OfficeAccess = OfficeRole | 'any' | 'public';

/**
 * A step an account must finish before it may do anything else: change the one-time password it
 * was given, then (admins, when the school requires it) set up two-step sign-in.
 */
export type OfficeStep = 'password-change' | 'totp-enrolment';

export interface OfficeCall {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under `/office/api/`; `{name}` is a path parameter. */
  readonly path: string;
  /** Query parameters, in the order the client sends them. */
  readonly query?: readonly string[];
  readonly role: OfficeAccess;
  /** Takes a JSON body (its schema is in `table.ts`). */
  readonly body?: true;
  /**
   * Answers even while the account has this step (or a later one) to finish: the calls that
   * finish it, and the session's own. Every other call answers 403 until then.
   */
  readonly during?: OfficeStep;
  /** Takes a file's bytes as they are (the upload), not JSON. */
  readonly raw?: true;
  /**
   * Answers a file of this media type (a CSV, a photo, a spreadsheet), not JSON: the client gives
   * it as an OfficeFile, its bytes and the name the provider gives it.
   */
  readonly file?: string;
  /**
   * Made by the console by itself (the count of new items, asked every minute): it does not
   * count as use, so a console left open still signs out after 30 minutes idle.
   */
  readonly background?: true;
}

const GET = 'GET';
const POST = 'POST';
const PATCH = 'PATCH';
const DELETE = 'DELETE';

/** The office's own calls, keyed by the client's method name. */
const OWN_CALLS = {
  signIn: { method: POST, path: '/office/api/session', role: 'public', body: true },
  getSession: {
    method: GET,
    path: '/office/api/session',
    role: 'any',
    during: 'password-change',
  },
  signOut: {
    method: DELETE,
    path: '/office/api/session',
    role: 'any',
    during: 'password-change',
  },
  changePassword: {
    method: POST,
    path: '/office/api/password',
    role: 'any',
    body: true,
    during: 'password-change',
  },
  beginTotp: { method: POST, path: '/office/api/totp', role: 'any', during: 'totp-enrolment' },
  confirmTotp: {
    method: POST,
    path: '/office/api/totp/confirm',
    role: 'any',
    body: true,
    during: 'totp-enrolment',
  },
  getUsers: { method: GET, path: '/office/api/users', role: 'admin' },
  createUser: { method: POST, path: '/office/api/users', role: 'admin', body: true },
  updateUser: { method: PATCH, path: '/office/api/users/{id}', role: 'admin', body: true },
  resetPassword: { method: POST, path: '/office/api/users/{id}/password', role: 'admin' },
  getTokens: { method: GET, path: '/office/api/tokens', role: 'any' },
  createToken: { method: POST, path: '/office/api/tokens', role: 'any', body: true },
  revokeToken: { method: DELETE, path: '/office/api/tokens/{id}', role: 'any' },
  getAudit: {
    method: GET,
    path: '/office/api/audit',
    role: 'admin',
    query: ['page', 'page_size', 'user', 'action', 'entity', 'entity_id', 'from', 'to'],
  },
  listInbox: {
    method: GET,
    path: '/office/api/inbox',
    role: 'any',
    query: ['q', 'status', 'kind', 'page', 'page_size'],
  },
  getInboxCount: { method: GET, path: '/office/api/inbox/count', role: 'any', background: true },
  exportInbox: {
    method: GET,
    path: '/office/api/inbox/export',
    role: 'any',
    query: ['kind', 'from', 'to'],
    file: 'text/csv',
  },
  markInbox: { method: POST, path: '/office/api/inbox/status', role: 'any', body: true },
  getInboxItem: { method: GET, path: '/office/api/inbox/{reference}', role: 'any' },
  getInboxPhoto: {
    method: GET,
    path: '/office/api/inbox/{reference}/photo',
    role: 'any',
    file: 'image/jpeg',
  },
  uploadFile: {
    method: POST,
    path: '/office/api/uploads',
    role: 'editor',
    query: ['kind', 'name'],
    raw: true,
  },
} as const satisfies Record<string, OfficeCall>;

/** The office's own calls by name (sessions, accounts, tokens, audit, uploads). */
export type OwnCallName = keyof typeof OWN_CALLS;

/**
 * Every call of the office, keyed by the client's method name: its own, result day's
 * (results.ts), and those generated for each entity it publishes (content.ts: `listNotices`,
 * `createNotice`…).
 */
export const OFFICE_CALLS = {
  ...OWN_CALLS,
  ...RESULT_CALLS,
  ...CONTENT_CALLS,
} as typeof OWN_CALLS & typeof RESULT_CALLS & ContentCalls;

export type OfficeCalls = typeof OFFICE_CALLS;
export type OfficeCallName = keyof OfficeCalls;

/** The query parameter names of an office call (never for a call without a query). */
export type OfficeQueryName<K extends OfficeCallName> = OfficeCalls[K] extends {
  query: readonly (infer Q extends string)[];
}
  ? Q
  : never;

/** The header that carries a session's CSRF token on every call that changes something. */
export const CSRF_HEADER = 'X-CSRF-Token';
