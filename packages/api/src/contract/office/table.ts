import * as v from 'valibot';
import { toAsciiDigits } from '../../digits.ts';
import { isCalendarDate, wholeNumber } from '../../schemas/common.ts';
import type { PathParams } from '../calls.ts';
import { RefusalSchema, ValidationErrorBodySchema } from '../entities.ts';
import { joinHalves } from '../join.ts';
import { PAGE_PARAMS } from '../table.ts';
import type { TableCall } from '../table-types.ts';
import {
  OFFICE_CALLS,
  type OfficeAccess,
  type OfficeCallName,
  type OfficeCalls,
  type OfficeQueryName,
  type OfficeStep,
  type OwnCallName,
} from './calls.ts';
import { UPLOAD_KINDS } from './content.ts';
import { CONTENT_SCHEMAS } from './content-schemas.ts';
import * as e from './entities.ts';
import { INBOX_KINDS, INBOX_STATUSES } from './inbox.ts';
import * as inbox from './inbox-schemas.ts';
import { RESULT_SCHEMAS } from './result-schemas.ts';

/**
 * The office's table (issue 22), the same mechanism as the public one: `calls.ts` gives each
 * call's method, path, query names and role, this file what travels (path and query parameters,
 * body, answer) and the words of the reference page. The provider registers every entry with
 * `routesOf(OFFICE)` behind a guard made from its role; `/office/openapi.json` and the office's
 * client come from it too.
 *
 * A new entity (notices, staff…) is four entries here (list, create, update, delete, each with its
 * role) beside their `calls.ts` halves, and four handlers that change the row and call `audited()`
 * in the same transaction (docs/office.md, "Adding an entity").
 */

export const OFFICE_TAGS = {
  Session: 'Signing in and out, the password, two-step sign-in.',
  Accounts: 'The office’s accounts (admins).',
  Tokens: 'Personal access tokens, for a school’s own scripts.',
  Audit: 'Who changed what, when (admins).',
  Content:
    'What the site shows: one list, row, create, change, hide and preview per entity, generated from the registry (content.ts).',
  Uploads: 'Files for the content’s pictures and documents, checked by what they are.',
  Inbox:
    'What parents send: admissions and contact messages, their status, search, export (every signed-in account).',
  Results:
    'Result day: the papers of each class, the grade scale, the marks sheet, its upload, preview, publication and correction, and the result sheet of a class.',
} as const;
type OfficeTag = keyof typeof OFFICE_TAGS;

interface Described {
  readonly summary: string;
  readonly tag: OfficeTag;
  readonly answer: v.GenericSchema;
  /** 201 for a call that makes something. */
  readonly status?: 200 | 201;
}

/** One call's schemas, as its `calls.ts` half requires them. */
export type Declared<K extends OfficeCallName> = Described &
  ([PathParams<OfficeCalls[K]['path']>] extends [never]
    ? { readonly pathParams?: never }
    : {
        readonly pathParams: Readonly<Record<PathParams<OfficeCalls[K]['path']>, v.GenericSchema>>;
      }) &
  ([OfficeQueryName<K>] extends [never]
    ? { readonly queryParams?: never }
    : { readonly queryParams: Readonly<Record<OfficeQueryName<K>, v.GenericSchema>> }) &
  (OfficeCalls[K] extends { body: true }
    ? { readonly body: v.GenericSchema }
    : { readonly body?: never });

const described = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.pipe(schema, v.description(text));
const rowId = (what: string) =>
  described(
    wholeNumber(`${what} must be a whole number, for example 1.`),
    `The ${what.toLowerCase()}’s \`id\`.`,
  );

const DAY_MESSAGE = 'Enter the day as year-month-day, for example 2026-11-20.';
const day = (text: string) =>
  described(
    v.pipe(
      v.string(DAY_MESSAGE),
      v.trim(),
      v.transform(toAsciiDigits),
      v.isoDate(DAY_MESSAGE),
      v.check(isCalendarDate, DAY_MESSAGE),
    ),
    text,
  );

const OWN_SCHEMAS = {
  signIn: {
    tag: 'Session',
    summary:
      'Sign in with the account name and password (and the authenticator’s `code` once two-step sign-in is set up). Sets the session cookie; 429 after too many failures.',
    body: e.OfficeSignInSchema,
    answer: e.OfficeSessionSchema,
  },
  getSession: {
    tag: 'Session',
    summary: 'Who is signed in, the CSRF token for changes, and any step to finish first.',
    answer: e.OfficeSessionSchema,
  },
  signOut: {
    tag: 'Session',
    summary: 'Sign out: the session ends on the server and its cookie is cleared.',
    answer: e.OfficeMessageSchema,
  },
  changePassword: {
    tag: 'Session',
    summary:
      'Change one’s own password (at least 12 characters, not a common password). Ends the account’s other sessions.',
    body: e.OfficePasswordChangeSchema,
    answer: e.OfficeSessionSchema,
  },
  beginTotp: {
    tag: 'Session',
    summary:
      'Start setting up two-step sign-in: a new secret for an authenticator app, active once a code from it is confirmed.',
    answer: e.OfficeTotpSetupSchema,
  },
  confirmTotp: {
    tag: 'Session',
    summary: 'Confirm two-step sign-in with a code from the authenticator app.',
    body: e.OfficeTotpCodeSchema,
    answer: e.OfficeSessionSchema,
  },
  getUsers: {
    tag: 'Accounts',
    summary: 'Every account.',
    answer: v.array(e.OfficeUserSchema),
  },
  createUser: {
    tag: 'Accounts',
    summary: 'Add an account; its one-time password is in the answer, shown once.',
    body: e.OfficeNewUserSchema,
    status: 201,
    answer: e.OfficeOneTimePasswordSchema,
  },
  updateUser: {
    tag: 'Accounts',
    summary:
      'Change an account’s role, or disable or enable it (a disabled account is signed out). The last admin stays an admin.',
    pathParams: { id: rowId('The account') },
    body: e.OfficeUserChangeSchema,
    answer: e.OfficeUserSchema,
  },
  resetPassword: {
    tag: 'Accounts',
    summary:
      'Give an account a new one-time password (shown once) and remove its two-step sign-in, for someone locked out. It is signed out.',
    pathParams: { id: rowId('The account') },
    answer: e.OfficeOneTimePasswordSchema,
  },
  getTokens: {
    tag: 'Tokens',
    summary: 'The signed-in account’s personal access tokens (never their secrets).',
    answer: v.array(e.OfficeTokenSchema),
  },
  createToken: {
    tag: 'Tokens',
    summary:
      'A new personal access token for this account, with its role. The secret is in the answer, shown once.',
    body: e.OfficeNewTokenSchema,
    status: 201,
    answer: e.OfficeCreatedTokenSchema,
  },
  revokeToken: {
    tag: 'Tokens',
    summary: 'Revoke one of this account’s tokens: it stops working at once.',
    pathParams: { id: rowId('The token') },
    answer: e.OfficeTokenSchema,
  },
  getAudit: {
    tag: 'Audit',
    summary: 'The audit log, newest first, 20 a page unless said, filtered by any of its fields.',
    queryParams: {
      ...PAGE_PARAMS,
      user: described(e.filterText('The account name'), 'Entries by this account name.'),
      action: described(e.filterText('The action'), 'Entries of this action, e.g. `sign-in`.'),
      entity: described(e.filterText('The entity'), 'Changes to this kind of thing.'),
      entity_id: described(e.filterText('The entity’s id'), 'Changes to this one thing.'),
      from: day('Entries from this day (UTC), `YYYY-MM-DD`.'),
      to: day('Entries up to and including this day (UTC), `YYYY-MM-DD`.'),
    },
    answer: e.OfficeAuditPageSchema,
  },
  listInbox: {
    tag: 'Inbox',
    summary:
      'Admissions and contact messages, newest first, 20 a page unless said, each with its status and who read and handled it.',
    queryParams: {
      ...PAGE_PARAMS,
      q: inbox.inboxSearch,
      status: described(
        v.picklist(INBOX_STATUSES, `Say ${INBOX_STATUSES.join(', ')}.`),
        'Only items of this status.',
      ),
      kind: described(
        v.picklist(INBOX_KINDS, `Say ${INBOX_KINDS.join(' or ')}.`),
        'Only admissions, or only contact messages.',
      ),
    },
    answer: inbox.OfficeInboxPageSchema,
  },
  getInboxCount: {
    tag: 'Inbox',
    summary:
      'How many items nobody has opened yet. Asked by the console every minute: it does not keep a session from ending when idle.',
    answer: inbox.OfficeInboxCountSchema,
  },
  exportInbox: {
    tag: 'Inbox',
    summary:
      'The admissions or the contact messages that arrived in a period, as CSV (UTF-8 with a BOM, for Excel), with the columns of `npm run submissions -- export`. Written to the audit log.',
    queryParams: {
      kind: described(
        v.picklist(INBOX_KINDS, `Say ${INBOX_KINDS.join(' or ')}.`),
        'Admissions (the default), or contact messages.',
      ),
      from: day('What arrived from this day on (Dhaka time), `YYYY-MM-DD`.'),
      to: day('What arrived up to and including this day (Dhaka time), `YYYY-MM-DD`.'),
    },
    answer: described(v.string(), 'The CSV file.'),
  },
  markInbox: {
    tag: 'Inbox',
    summary:
      'Mark items handled (who and when are kept), or back to read to take a mistake back. Each change is written to the audit log.',
    body: inbox.OfficeInboxMarkSchema,
    answer: inbox.OfficeInboxMarkedSchema,
  },
  getInboxItem: {
    tag: 'Inbox',
    summary:
      'One item in full: a message’s text, or every field of an admission with its photo’s address. A new item becomes read; the opening is written to the audit log.',
    pathParams: { reference: inbox.inboxReference },
    answer: inbox.OfficeInboxEntrySchema,
  },
  getInboxPhoto: {
    tag: 'Inbox',
    summary: 'The photo sent with an admission (JPEG); 404 when none was sent.',
    pathParams: { reference: inbox.inboxReference },
    answer: described(v.string(), 'The photo, JPEG.'),
  },
  uploadFile: {
    tag: 'Uploads',
    summary:
      'Upload a file, its bytes as the body (any Content-Type): checked by what it is, not its name (a PDF must open; a picture is made anew in the widths the site needs, without its metadata). Answers the upload; put its `url` in an entry’s field. 413 too large, 415 not a kind the field takes, 422 unreadable, 429 over the hourly allowance.',
    status: 201,
    queryParams: {
      kind: described(
        v.picklist(UPLOAD_KINDS, `Say what the file is for: ${UPLOAD_KINDS.join(', ')}.`),
        'What the file is for: it decides what it may be and the sizes a picture is kept in.',
      ),
      name: described(
        e.filterText('The file’s name'),
        'The file’s name on the clerk’s computer or phone: the readable name it is served under comes from it.',
      ),
    },
    answer: e.OfficeUploadSchema,
  },
} satisfies { [K in OwnCallName]: Declared<K> };

const SCHEMAS = { ...OWN_SCHEMAS, ...RESULT_SCHEMAS, ...CONTENT_SCHEMAS };
type Schemas = typeof SCHEMAS;

/** One call of the office's table: both halves, and its name. */
export type OfficeContractCall<K extends OfficeCallName = OfficeCallName> = OfficeCalls[K] &
  Schemas[K] & { readonly name: K };

/** Every call of the office's table, keyed by the client's method name. */
export const OFFICE: { readonly [K in OfficeCallName]: OfficeContractCall<K> } = joinHalves(
  OFFICE_CALLS,
  SCHEMAS,
);

/** What an office call answers when it succeeds. */
export type OfficeAnswer<K extends OfficeCallName> = v.InferOutput<Schemas[K]['answer']>;

/** Loosely typed view of any office call, for code that walks the whole table. */
export interface AnyOfficeCall extends TableCall {
  readonly name: OfficeCallName;
  readonly tag: OfficeTag;
  readonly role: OfficeAccess;
  readonly during?: OfficeStep;
  readonly query?: readonly string[];
  readonly background?: true;
}

/** The office's table as a list. */
export const OFFICE_CALL_LIST: readonly AnyOfficeCall[] = Object.values(
  OFFICE,
) as readonly AnyOfficeCall[];

/** The named models of the office's OpenAPI document (its refusals are the public table's). */
export const OFFICE_MODELS: Readonly<Record<string, v.GenericSchema>> = {
  Refusal: RefusalSchema,
  ValidationErrorBody: ValidationErrorBodySchema,
  OfficeUser: e.OfficeUserSchema,
  OfficeSession: e.OfficeSessionSchema,
  OfficeToken: e.OfficeTokenSchema,
  OfficeAuditEntry: e.OfficeAuditEntrySchema,
  OfficeUpload: e.OfficeUploadSchema,
  OfficeInboxItem: inbox.OfficeInboxItemSchema,
  OfficeInboxEntry: inbox.OfficeInboxEntrySchema,
};
