import type { WelcomeSpeech } from '@school/api';

/** A speech of three paragraphs, as a provider sends it (`description` the same words). */
export const SPEECH_TEXT = [
  'Welcome to Shapla Model School & College. Since 1987 the school has grown from a few rented rooms in Mirpur into a college of about eight thousand students, taught in a morning and a day shift from class Six to class Twelve.',
  'We believe that good results follow good habits: regular attendance, honest work and respect for one another. Our teachers know their students by name,\nand our clubs give each child a place to shine.',
  'Parents are always welcome to visit the campus and to speak with the class teachers.',
].join('\n\n');

export const SPEECH: WelcomeSpeech = { id: 1, text: SPEECH_TEXT, description: SPEECH_TEXT };

/** The same speech in Bengali. */
export const SPEECH_BN: WelcomeSpeech = {
  id: 2,
  text: 'শাপলা মডেল স্কুল অ্যান্ড কলেজে আপনাকে স্বাগতম। ১৯৮৭ সাল থেকে মিরপুরের কয়েকটি ভাড়া করা কক্ষ থেকে আজ প্রায় আট হাজার শিক্ষার্থীর একটি কলেজে পরিণত হয়েছে।\n\nআমরা বিশ্বাস করি নিয়মিত উপস্থিতি, সৎ পরিশ্রম ও পারস্পরিক শ্রদ্ধা থেকেই ভালো ফল আসে। অভিভাবকেরা যেকোনো সময় ক্যাম্পাসে আসতে পারেন।',
  description:
    'শাপলা মডেল স্কুল অ্যান্ড কলেজে আপনাকে স্বাগতম। ১৯৮৭ সাল থেকে মিরপুরের কয়েকটি ভাড়া করা কক্ষ থেকে আজ প্রায় আট হাজার শিক্ষার্থীর একটি কলেজে পরিণত হয়েছে।\n\nআমরা বিশ্বাস করি নিয়মিত উপস্থিতি, সৎ পরিশ্রম ও পারস্পরিক শ্রদ্ধা থেকেই ভালো ফল আসে। অভিভাবকেরা যেকোনো সময় ক্যাম্পাসে আসতে পারেন।',
};
