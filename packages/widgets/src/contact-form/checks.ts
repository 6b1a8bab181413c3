/**
 * What the form needs only once the visitor has started on it, fetched then (not part of the
 * element's first load): the shared schema's check (valibot) and the Bengali of its sentences.
 */
export { validatePublicMessage } from '@school/api/schemas';
export { inLanguage } from './provider-words.ts';
