/**
 * `@school/api/office`: what the office console ships: its client and the run-time half of the
 * office's table (methods, paths, roles). The schemas stay in `@school/api/contract`.
 */
export * from './contract/office/calls.ts';
// The registry the console builds its lists and forms from (valibot-free, as the calls).
export * from './contract/office/content.ts';
export type { ContentRow, ContentValues } from './contract/office/content-schemas.ts';
export type {
  OfficeAuditEntry,
  OfficeCreatedToken,
  OfficeOneTimePassword,
  OfficeSession,
  OfficeToken,
  OfficeTotpSetup,
  OfficeUpload,
  OfficeUser,
} from './contract/office/entities.ts';
// The length rule, so the console says it before sending (tree-shaken: no schema comes along).
export { MIN_PASSWORD_LENGTH } from './contract/office/entities.ts';
export * from './contract/office/inbox.ts';
export type {
  OfficeInboxCount,
  OfficeInboxEntry,
  OfficeInboxField,
  OfficeInboxItem,
} from './contract/office/inbox-schemas.ts';
// Result day's words and checks, which the console runs before sending.
export * from './contract/office/results.ts';
export type { OfficeAnswer } from './contract/office/table.ts';
export * from './office-client.ts';
