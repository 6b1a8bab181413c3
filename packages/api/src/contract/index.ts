/**
 * `@school/api/contract`: the whole table with its valibot schemas, for the provider, documents,
 * mocks and checks. Browser bundles import `@school/api` instead, which carries only the
 * methods and paths.
 */
export * from './calls.ts';
export * from './check.ts';
export * from './choices.ts';
export * from './entities.ts';
export * from './params.ts';
export * from './table.ts';
export type * from './table-types.ts';
