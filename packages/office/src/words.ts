import { isApiError } from '@school/api';
import { type Lang, messageOf } from '@school/widgets/runtime';
import { type MessageKey, says } from './messages.ts';

const WORDED = new Set<string>([
  'wrong',
  'totp-required',
  'totp-wrong',
  'session-idle',
  'session-expired',
  'sign-in',
  'disabled',
  'signed-out',
]);

/** A refusal in the console's language when it is one the console words, else as it came. */
export function wordsFor(error: { code: string | null; message: string }, lang: Lang): string {
  return error.code && WORDED.has(error.code)
    ? says(`code.${error.code}` as MessageKey, {}, lang)
    : error.message;
}

/** Any failure of a call, as `wordsFor` says it. */
export function failureWords(error: unknown, lang: Lang): string {
  return isApiError(error)
    ? wordsFor(error, lang)
    : wordsFor({ code: null, message: messageOf(error) }, lang);
}
