import { API_ERROR_MESSAGES } from '@school/api';
import { EMAIL_MESSAGE, HIDDEN_CHARACTERS_MESSAGE, MOBILE_MESSAGE } from '@school/api/schemas';
import type { Lang } from '../runtime/i18n.ts';

/**
 * The shared schema's and the client's sentences (the same on the provider's refusals) in
 * Bengali. Anything else, a provider's own wording, is shown as it came.
 */
const BENGALI: Record<string, string> = {
  'Enter your name.': 'আপনার নাম লিখুন।',
  'Keep the name to 100 characters or fewer.': 'নাম 100 অক্ষরের মধ্যে রাখুন।',
  [MOBILE_MESSAGE]: 'মোবাইল নম্বরটি 01 দিয়ে শুরু 11 অঙ্কে লিখুন, যেমন 01712345678।',
  'Write your message.': 'আপনার বার্তা লিখুন।',
  'Keep the message to 2000 characters or fewer.': 'বার্তা 2000 অক্ষরের মধ্যে রাখুন।',
  [EMAIL_MESSAGE]: 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।',
  'Keep the subject to 150 characters or fewer.': 'বিষয় 150 অক্ষরের মধ্যে রাখুন।',
  [HIDDEN_CHARACTERS_MESSAGE]:
    'এই ঘর থেকে লুকানো নিয়ন্ত্রণ-অক্ষরগুলো মুছে দিন (কপি করা লেখার সাথে এগুলো আসতে পারে)।',
  [API_ERROR_MESSAGES.network]:
    'স্কুলের সার্ভারে পৌঁছানো যায়নি। সার্ভারটি বন্ধ থাকতে পারে, অথবা এই পাতা থেকে অনুরোধ গ্রহণ না-ও করতে পারে। পরে আবার চেষ্টা করুন।',
  [API_ERROR_MESSAGES.offline]: 'আপনি সম্ভবত অফলাইনে আছেন। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  [API_ERROR_MESSAGES.timeout]: 'স্কুলের সার্ভার উত্তর দিতে অনেক দেরি করেছে। সংযোগ দেখে আবার চেষ্টা করুন।',
  [API_ERROR_MESSAGES.tooMany]: 'অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
};

/** The reference provider's 429: "… Please wait 40 seconds and try again." */
const WAIT = /Please wait (\d+) seconds?/;

/** A sentence of the schema, the client or the provider, in the visitor's language when known. */
export function inLanguage(text: string, lang: Lang): string {
  if (lang !== 'bn') return text;
  const known = BENGALI[text];
  if (known) return known;
  const wait = WAIT.exec(text);
  if (wait) return `অনেকবার পাঠানো হয়েছে। ${wait[1]} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।`;
  return text;
}
