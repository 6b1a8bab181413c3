/**
 * What the form needs only once the parent has started on it, fetched then (not with the form):
 * the shared schema's check (valibot), which the provider runs too, and its sentences in Bengali.
 */
export { validateAdmission } from '@school/api/schemas';
export { inLanguage } from './admission-words.ts';
export { applicationOf, errorsOnQuestions } from './answers.ts';
