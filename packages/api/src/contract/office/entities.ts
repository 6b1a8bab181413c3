import * as v from 'valibot';
import { formObject, plainText, requiredText } from '../../schemas/common.ts';
import { pagedSchema } from '../entities.ts';
import { OFFICE_ROLES } from './calls.ts';
import { UPLOAD_KINDS } from './content.ts';

/**
 * What the office's calls send and answer, as valibot schemas (the types come from them). Named
 * `Office…` and kept out of `entities.ts`: the public document's models are every `XSchema` that
 * file exports, and none of these belongs there. `OFFICE_MODELS` (table.ts) names them for the
 * office's own document.
 */

const id = v.pipe(v.number(), v.integer());
const described = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.pipe(schema, v.description(text));
const instant = described(v.string(), 'A moment, ISO 8601 in UTC: `2026-11-20T09:30:00.000Z`.');

/** At least this long; longer is better (a sentence of four or five words is easy to type). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer adds nothing, and a megabyte "password" would only cost the server. */
const MAX_PASSWORD_LENGTH = 200;

const role = v.picklist(OFFICE_ROLES, `Choose a role: ${OFFICE_ROLES.join(', ')}.`);

export const OfficeUserSchema = v.object({
  id,
  name: described(v.string(), 'The account name, used to sign in (not case-sensitive).'),
  role: described(role, 'admin: accounts and the school; editor: content; results: results.'),
  must_change_password: described(
    v.boolean(),
    'Signed in with a one-time password that must be changed before anything else.',
  ),
  disabled: described(v.boolean(), 'A disabled account cannot sign in, nor its tokens work.'),
  totp: described(v.boolean(), 'Two-step sign-in (an authenticator app’s code) is set up.'),
  created_at: instant,
  updated_at: instant,
});
export type OfficeUser = v.InferOutput<typeof OfficeUserSchema>;

export const OfficeSessionSchema = v.object({
  user: OfficeUserSchema,
  csrf_token: described(
    v.nullable(v.string()),
    'Send it as the `X-CSRF-Token` header on every call that changes something; null when signed in with a token.',
  ),
  step: described(
    v.nullable(v.picklist(['password-change', 'totp-enrolment'])),
    'What the account must do before anything else: change its one-time password, or set up two-step sign-in.',
  ),
  expires_at: described(
    v.nullable(v.string()),
    'When the session ends whatever happens (12 hours after signing in); it also ends after 30 minutes without a call.',
  ),
});
export type OfficeSession = v.InferOutput<typeof OfficeSessionSchema>;

const NAME_MISSING = 'Enter the account name.';
const NAME_TOO_LONG = 'An account name can be at most 60 characters long.';
const accountName = requiredText(NAME_MISSING, 60, NAME_TOO_LONG);

const PASSWORD_MISSING = 'Enter the password.';
const password = (missing: string) =>
  v.pipe(
    v.string(missing),
    v.nonEmpty(missing),
    v.maxLength(
      MAX_PASSWORD_LENGTH,
      `A password can be at most ${MAX_PASSWORD_LENGTH} characters.`,
    ),
  );
const code = v.pipe(
  v.string('Enter the 6-digit code from your authenticator app.'),
  v.trim(),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
);

export const OfficeSignInSchema = formObject(
  {
    name: accountName,
    password: password(PASSWORD_MISSING),
    code: v.optional(code),
  },
  'Send the account name and password.',
);

/** The length rule is here, so a form says it before sending; the common-password list is the server's. */
export const OfficePasswordChangeSchema = formObject(
  {
    current_password: password('Enter your current password.'),
    new_password: v.pipe(
      password('Enter a new password.'),
      v.minLength(
        MIN_PASSWORD_LENGTH,
        `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long: a short sentence is easy to remember.`,
      ),
    ),
  },
  'Send the current password and the new one.',
);

export const OfficeTotpSetupSchema = v.object({
  secret: described(v.string(), 'The secret, base32, for typing into an authenticator app.'),
  uri: described(v.string(), 'The same as an `otpauth://` address, for a QR code.'),
});
export type OfficeTotpSetup = v.InferOutput<typeof OfficeTotpSetupSchema>;

export const OfficeTotpCodeSchema = formObject({ code }, 'Send the code.');

export const OfficeNewUserSchema = formObject(
  { name: accountName, role },
  'Send the new account’s name and role.',
);

export const OfficeUserChangeSchema = v.pipe(
  formObject(
    {
      role: v.optional(role),
      disabled: v.optional(v.boolean('Say true to disable the account, false to enable it.')),
    },
    'Send the role or whether the account is disabled.',
  ),
  v.check(
    (change) => change.role !== undefined || change.disabled !== undefined,
    'Send the role or whether the account is disabled.',
  ),
);

export const OfficeOneTimePasswordSchema = v.object({
  user: OfficeUserSchema,
  password: described(
    v.string(),
    'The one-time password, shown this once: give it to the person, who must change it at first sign-in.',
  ),
});
export type OfficeOneTimePassword = v.InferOutput<typeof OfficeOneTimePasswordSchema>;

export const OfficeTokenSchema = v.object({
  id,
  name: described(v.string(), 'What the token is for, e.g. “results import script”.'),
  created_at: instant,
  last_used_at: v.nullable(instant),
  revoked_at: v.nullable(instant),
});
export type OfficeToken = v.InferOutput<typeof OfficeTokenSchema>;

export const OfficeNewTokenSchema = formObject(
  {
    name: requiredText(
      'Say what the token is for, e.g. results import script.',
      100,
      'A token’s name can be at most 100 characters long.',
    ),
  },
  'Send the token’s name.',
);

export const OfficeCreatedTokenSchema = v.object({
  token: OfficeTokenSchema,
  secret: described(
    v.string(),
    'Send it as `Authorization: Bearer <secret>`. Shown this once: the server keeps only its hash.',
  ),
});
export type OfficeCreatedToken = v.InferOutput<typeof OfficeCreatedTokenSchema>;

export const OfficeAuditEntrySchema = v.object({
  id,
  at: instant,
  user_id: described(
    v.nullable(id),
    'The account that acted; null for a failed sign-in to an unknown name.',
  ),
  user_name: described(v.string(), 'The account’s name then (or the name typed at sign-in).'),
  action: described(
    v.string(),
    '`create`, `update`, `delete`, `sign-in`, `sign-in-failed`, `sign-out`, `password`, `totp`, `token-create`, `token-revoke`…',
  ),
  entity: described(
    v.string(),
    'What kind of thing changed: `office_user`, `office_token`, a table’s name.',
  ),
  entity_id: v.nullable(v.string()),
  before: described(v.unknown(), 'The thing before the change (JSON), or null.'),
  after: described(v.unknown(), 'The thing after the change (JSON), or null.'),
  client: described(v.string(), 'The client’s address.'),
});
export type OfficeAuditEntry = v.InferOutput<typeof OfficeAuditEntrySchema>;

export const OfficeAuditPageSchema = pagedSchema(OfficeAuditEntrySchema);

export const OfficeMessageSchema = v.object({ message: v.string() });

/** A filter's text in an address: at most this long, nothing hidden. */
export const filterText = (what: string) =>
  plainText(100, `${what} can be at most 100 characters long.`);

/** A file the office uploaded: put its `url` in an entry's field. */
export const OfficeUploadSchema = v.object({
  id: described(v.string(), 'The file’s id, the first part of its address.'),
  kind: v.picklist(UPLOAD_KINDS),
  name: described(v.string(), 'The readable name it is served under, without its extension.'),
  file_name: described(v.string(), 'The name a download is saved under.'),
  content_type: v.string(),
  url: described(
    v.string(),
    'Its address on this provider, root-relative (`/media/<id>/<name>.<ext>`): what an entry’s field keeps.',
  ),
  size: described(v.number(), 'Bytes of the file its address serves.'),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  srcset: described(
    v.nullable(v.string()),
    'A picture in its several widths, as HTML’s srcset (root-relative); null for one copy.',
  ),
});
export type OfficeUpload = v.InferOutput<typeof OfficeUploadSchema>;
