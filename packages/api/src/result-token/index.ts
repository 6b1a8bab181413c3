/**
 * `@school/api/result-token`: the format of the school's signed results and their check. Apart
 * from the main entry, so that only the pages that read a token carry its code.
 */
export * from './format.ts';
export * from './keys.ts';
export * from './verify.ts';
