import { API_ERROR_MESSAGES } from '@school/api';
import { EMAIL_MESSAGE, HIDDEN_CHARACTERS_MESSAGE, MOBILE_MESSAGE } from '@school/api/schemas';
import type { Lang } from './i18n.ts';
import { partMissing } from './lazy-part.ts';
import { localDigits } from './localized.ts';

/**
 * The sentences every form shows that come from outside it, in Bengali: the client's failures,
 * a part of the widget that could not be fetched (lazy-part.ts) and the shared schemas' common
 * rules (the provider's refusals use the same words). A form
 * imports this with its checks, which load when the visitor starts on it, never at first paint.
 */
export const SHARED_BENGALI: Readonly<Record<string, string>> = {
  [MOBILE_MESSAGE]: 'মোবাইল নম্বরটি ০১ দিয়ে শুরু ১১ অঙ্কে লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।',
  [EMAIL_MESSAGE]: 'সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com।',
  [HIDDEN_CHARACTERS_MESSAGE]:
    'এই ঘর থেকে লুকানো নিয়ন্ত্রণ-অক্ষরগুলো মুছে দিন (কপি করা লেখার সাথে এগুলো আসতে পারে)।',
  'Keep the name to 100 characters or fewer.': 'নাম ১০০ অক্ষরের মধ্যে রাখুন।',
  [API_ERROR_MESSAGES.network]:
    'স্কুলের সার্ভারে পৌঁছানো যায়নি। সার্ভারটি বন্ধ থাকতে পারে, অথবা এই পাতা থেকে অনুরোধ গ্রহণ না-ও করতে পারে। পরে আবার চেষ্টা করুন।',
  [API_ERROR_MESSAGES.offline]: 'আপনি সম্ভবত অফলাইনে আছেন। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  [API_ERROR_MESSAGES.timeout]: 'স্কুলের সার্ভার উত্তর দিতে অনেক দেরি করেছে। সংযোগ দেখে আবার চেষ্টা করুন।',
  [API_ERROR_MESSAGES.tooMany]: 'অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  [API_ERROR_MESSAGES.tooLarge]: 'যা পাঠানো হয়েছে তা খুব বড়।',
  [API_ERROR_MESSAGES.server]: 'স্কুলের সার্ভারে একটি সমস্যা হয়েছে। পরে আবার চেষ্টা করুন।',
  [API_ERROR_MESSAGES.parse]: 'স্কুলের সার্ভারের উত্তর এই সাইট পড়তে পারেনি।',
  [API_ERROR_MESSAGES.forbidden]: 'স্কুলের সার্ভার এই অনুরোধের অনুমতি দেয়নি।',
  [API_ERROR_MESSAGES.badRequest]: 'পাঠানো কিছু তথ্য গ্রহণ করা হয়নি। দেখে আবার চেষ্টা করুন।',
  [partMissing('partMissing')]: partMissing('partMissing', {}, 'bn'),
  [API_ERROR_MESSAGES.otherStatus]: 'স্কুলের সার্ভার অনুরোধটি সম্পন্ন করতে পারেনি। পরে আবার চেষ্টা করুন।',
};

/** The reference provider's 429: "… Please wait 40 seconds and try again." */
const WAIT = /Please wait (\d+) seconds?/;

/**
 * A sentence of a form's schema, the client or the provider in the visitor's language: from the
 * form's own Bengali (`own`), then the shared sentences above. Anything else, a provider's own
 * wording, is shown as it came.
 */
export function wordsIn(text: string, lang: Lang, own: Readonly<Record<string, string>>): string {
  if (lang !== 'bn') return text;
  const known = own[text] ?? SHARED_BENGALI[text];
  if (known) return known;
  const wait = WAIT.exec(text);
  if (wait) {
    return `অনেকবার পাঠানো হয়েছে। ${localDigits(wait[1] ?? '', lang)} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।`;
  }
  return text;
}
