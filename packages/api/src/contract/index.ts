/**
 * `@school/api/contract`: the whole table with its valibot schemas, for the provider, documents,
 * mocks and checks. Browser bundles import `@school/api` instead, which carries only the
 * methods and paths.
 */
export * from './calls.ts';
export * from './check.ts';
export * from './choices.ts';
export * from './entities.ts';
// The office's table (issue 22). Its schemas stay unexported by name: the public document's models
// are every `XSchema` exported here.
export * from './office/calls.ts';
export * from './office/content.ts';
export {
  type ContentRow,
  type ContentValues,
  contentBodySchema,
  contentRowSchema,
  publicSchemaOf,
} from './office/content-schemas.ts';
export {
  MIN_PASSWORD_LENGTH,
  type OfficeAuditEntry,
  type OfficeCreatedToken,
  type OfficeOneTimePassword,
  type OfficeSession,
  type OfficeToken,
  type OfficeTotpSetup,
  type OfficeUpload,
  type OfficeUser,
} from './office/entities.ts';
export * from './office/inbox.ts';
export {
  type OfficeInboxCount,
  type OfficeInboxEntry,
  type OfficeInboxField,
  type OfficeInboxItem,
  REFERENCE_PATTERN,
} from './office/inbox-schemas.ts';
export * from './office/results.ts';
export * from './office/table.ts';
export * from './params.ts';
export * from './table.ts';
export type * from './table-types.ts';
