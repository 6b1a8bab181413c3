import { wordsIn } from '../runtime/api-words.ts';
import type { Lang } from '../runtime/i18n.ts';

/**
 * The contact schema's own sentences (the same on the provider's refusals) in Bengali; the
 * shared schema's and the client's are in `api-words.ts`. Anything else, a provider's own
 * wording, is shown as it came.
 */
const BENGALI: Record<string, string> = {
  'Enter your name.': 'আপনার নাম লিখুন।',
  'Write your message.': 'আপনার বার্তা লিখুন।',
  'Keep the message to 2000 characters or fewer.': 'বার্তা ২০০০ অক্ষরের মধ্যে রাখুন।',
  'Keep the subject to 150 characters or fewer.': 'বিষয় ১৫০ অক্ষরের মধ্যে রাখুন।',
};

/** A sentence of the schema, the client or the provider, in the visitor's language when known. */
export function inLanguage(text: string, lang: Lang): string {
  return wordsIn(text, lang, BENGALI);
}
