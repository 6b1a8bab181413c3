import { wordsIn } from '../runtime/api-words.ts';
import type { Lang } from '../runtime/i18n.ts';

/**
 * The admission schema's sentences, the provider's refusals of an application and the photo's
 * (photo.ts), in Bengali. The shared schema words them in English; the provider answers the same
 * words, so one table covers the browser's check and the provider's 400.
 */
const BENGALI: Record<string, string> = {
  "Enter the student's name in English.": 'শিক্ষার্থীর নাম ইংরেজিতে লিখুন।',
  "Enter the student's name in Bangla.": 'শিক্ষার্থীর নাম বাংলায় লিখুন।',
  'Enter a real date of birth in the past.': 'অতীতের একটি সঠিক জন্মতারিখ দিন।',
  'Enter a date of birth from 1950 onwards.': '১৯৫০ সাল বা তার পরের জন্মতারিখ দিন।',
  'Choose a gender.': 'লিঙ্গ বেছে নিন।',
  'Choose a blood group.': 'রক্তের গ্রুপ বেছে নিন।',
  'Choose a religion.': 'ধর্ম বেছে নিন।',
  'Choose a nationality.': 'জাতীয়তা বেছে নিন।',
  'Enter the 17-digit birth registration number.': '১৭ অঙ্কের জন্ম নিবন্ধন নম্বর লিখুন।',
  'Choose whether the student has a disability.': 'শিক্ষার্থীর কোনো প্রতিবন্ধিতা আছে কি না বেছে নিন।',
  "Fill in the student's details.": 'শিক্ষার্থীর তথ্য পূরণ করুন।',
  'Choose a class.': 'শ্রেণি বেছে নিন।',
  'Choose a group.': 'বিভাগ বেছে নিন।',
  'Choose an admission year.': 'ভর্তির বছর বেছে নিন।',
  'Choose an academic session.': 'শিক্ষাবর্ষ (সেশন) বেছে নিন।',
  'Enter the roll number as a whole number, e.g. 12.': 'রোল নম্বর পূর্ণ সংখ্যায় লিখুন, যেমন ১২।',
  'Choose a photo in JPEG, PNG or WebP format.': 'JPEG, PNG বা WebP ফরম্যাটের ছবি বেছে নিন।',
  'The photo is larger than 1 MB. Choose a smaller photo.':
    'ছবিটি ১ MB-এর চেয়ে বড়। ছোট একটি ছবি বেছে নিন।',
  'This file is not a real JPEG, PNG or WebP picture. Choose another photo.':
    'এই ফাইলটি আসল JPEG, PNG বা WebP ছবি নয়। অন্য একটি ছবি বেছে নিন।',
  'Fill in the admission details.': 'ভর্তির তথ্য পূরণ করুন।',
  "Enter the parent's name.": 'অভিভাবকের নাম লিখুন।',
  "Enter the parent's national ID number: 10, 13 or 17 digits.":
    'অভিভাবকের জাতীয় পরিচয়পত্র নম্বর লিখুন: ১০, ১৩ বা ১৭ অঙ্ক।',
  "Fill in the parent's details.": 'অভিভাবকের তথ্য পূরণ করুন।',
  'Choose who is applying: Father, Mother or other.': 'কে আবেদন করছেন বেছে নিন: বাবা, মা বা অন্য কেউ।',
  'Enter the relation to the student.': 'শিক্ষার্থীর সাথে সম্পর্ক লিখুন।',
  'Keep the relation to 50 characters or fewer.': 'সম্পর্ক ৫০ অক্ষরের মধ্যে রাখুন।',
  'Enter the occupation.': 'পেশা লিখুন।',
  'Keep the occupation to 100 characters or fewer.': 'পেশা ১০০ অক্ষরের মধ্যে রাখুন।',
  "Enter the father's name.": 'বাবার নাম লিখুন।',
  "Enter the mother's name.": 'মায়ের নাম লিখুন।',
  "Fill in the family's details.": 'পরিবারের তথ্য পূরণ করুন।',
  "Enter the guardian's name.": 'গার্ডিয়ানের নাম লিখুন।',
  'The application could not be read. Please fill in the form and send it again.':
    'আবেদনটি পড়া যায়নি। ফরমটি পূরণ করে আবার পাঠান।',
  // The provider's own refusals.
  'Choose a class from the list.': 'তালিকা থেকে একটি শ্রেণি বেছে নিন।',
  'Choose an admission year from the list.': 'তালিকা থেকে ভর্তির বছর বেছে নিন।',
  'Choose a session from the list.': 'তালিকা থেকে একটি সেশন বেছে নিন।',
  'The photo is too small. Choose a photo at least 100 × 100 pixels.':
    'ছবিটি খুব ছোট। অন্তত ১০০ × ১০০ পিক্সেলের ছবি বেছে নিন।',
  "The photo's dimensions are too large. Choose a photo at most 12000 pixels wide and high.":
    'ছবিটির মাপ খুব বড়। প্রস্থ ও উচ্চতা ১২,০০০ পিক্সেলের মধ্যে এমন ছবি বেছে নিন।',
  'The photo could not be read.': 'ছবিটি পড়া যায়নি।',
  'Please correct the fields marked below and send the form again.':
    'নিচে চিহ্নিত ঘরগুলো ঠিক করে ফরমটি আবার পাঠান।',
  'What you sent is too large. A photo must be 1 MB or smaller.':
    'পাঠানো তথ্য খুব বড়। ছবি ১ MB বা তার চেয়ে ছোট হতে হবে।',
  'The form could not be sent. Please reload the page.': 'ফরমটি পাঠানো যায়নি। পাতাটি আবার লোড করুন।',
  'Your connection has sent as many applications as the school accepts in one hour. Please try again later.':
    'আপনার সংযোগ থেকে এক ঘণ্টায় যত আবেদন নেওয়া হয়, তত আবেদন পাঠানো হয়ে গেছে। পরে আবার চেষ্টা করুন।',
  "The school's server cannot take more applications just now. Please try again in an hour.":
    'স্কুলের সার্ভার এখন আর আবেদন নিতে পারছে না। এক ঘণ্টা পরে আবার চেষ্টা করুন।',
  // The photo's, when it is chosen (photo.ts).
  'This file is not a picture. Choose a JPEG, PNG or WebP photo.':
    'এই ফাইলটি ছবি নয়। JPEG, PNG বা WebP ছবি বেছে নিন।',
  'This photo could not be opened. Choose another JPEG, PNG or WebP photo.':
    'ছবিটি খোলা যায়নি। অন্য একটি JPEG, PNG বা WebP ছবি বেছে নিন।',
  'This photo could not be made small enough. Choose another photo.':
    'ছবিটি যথেষ্ট ছোট করা যায়নি। অন্য একটি ছবি বেছে নিন।',
};

/** A sentence of the schema, the client or the provider, in the visitor's language when known. */
export function inLanguage(text: string, lang: Lang): string {
  return wordsIn(text, lang, BENGALI);
}
