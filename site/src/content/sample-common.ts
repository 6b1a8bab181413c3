import { formatNumber } from '@school/widgets';
import type { Choice, Lang, Localized, Text } from './sample-types.ts';

/** The words every sample page shares. */
export interface SampleWords {
  /** The note near the top of every sample page. */
  notice: { label: Text; text: Text };
  /** Said next to a control whose real service is not connected in the sample. */
  notConnected: Text;
  /** What is wrong with a roll number, said on the field. */
  rollErrors: { required: Text; invalid: Text };
  /** The currency of every amount (spec §1), as a column heading names it. */
  currency: Text;
  /** A section's label from its letter: "Section A". */
  section: (letter: Text) => Text;
}

export const sampleWords: Localized<SampleWords> = {
  en: {
    notice: {
      label: 'Sample page',
      text: 'The names and figures below are examples, not real records.',
    },
    notConnected: 'Not connected in this sample: this service opens when the school connects it.',
    rollErrors: {
      required: 'Enter a roll number.',
      invalid: 'A roll number is a whole number above 0, such as 12.',
    },
    currency: 'BDT',
    section: (letter) => `Section ${letter}`,
  },
  bn: {
    notice: {
      label: 'নমুনা পাতা',
      text: 'নিচের নাম ও সংখ্যাগুলো উদাহরণ মাত্র, প্রকৃত তথ্য নয়।',
    },
    notConnected: 'এই নমুনায় সেবাটি সংযুক্ত নয়: প্রতিষ্ঠান সংযুক্ত করলে এটি চালু হবে।',
    rollErrors: {
      required: 'রোল নম্বর লিখুন।',
      invalid: 'রোল নম্বর শূন্যের বেশি একটি পূর্ণসংখ্যা, যেমন ১২।',
    },
    currency: 'টাকা',
    section: (letter) => `${letter} শাখা`,
  },
};

export type RollError = keyof SampleWords['rollErrors'];

/**
 * The session of the sample pages (spec §1). Also a select's value, so it stays in ASCII digits;
 * a page shows it through `localDigits`.
 */
export const session = '2024-25';

/** A number written as plain digits, without grouping: a roll, a room, a year, an ID. */
export function plainNumber(value: number, lang: Lang): Text {
  return formatNumber(value, lang, { grouping: false });
}

/** The classes the sample pages offer, by the value their selects keep. */
const classNames = {
  '1': { en: 'Class 1', bn: 'প্রথম শ্রেণি' },
  '2': { en: 'Class 2', bn: 'দ্বিতীয় শ্রেণি' },
  '6': { en: 'Class 6', bn: 'ষষ্ঠ শ্রেণি' },
  '7': { en: 'Class 7', bn: 'সপ্তম শ্রেণি' },
  '8': { en: 'Class 8', bn: 'অষ্টম শ্রেণি' },
  '9': { en: 'Class 9', bn: 'নবম শ্রেণি' },
  '10': { en: 'Class 10', bn: 'দশম শ্রেণি' },
} as const satisfies Record<string, Localized<Text>>;

export type ClassValue = keyof typeof classNames;

export function className(value: ClassValue, lang: Lang): Text {
  return classNames[value][lang];
}

/** A Class select's options. */
export function classChoices(values: readonly ClassValue[], lang: Lang): Choice[] {
  return values.map((value) => ({ value, label: className(value, lang) }));
}

/** Section letters: a Bengali-medium school names its sections ক, খ, গ. */
const sectionLetters = {
  A: { en: 'A', bn: 'ক' },
  B: { en: 'B', bn: 'খ' },
  C: { en: 'C', bn: 'গ' },
} as const satisfies Record<string, Localized<Text>>;

export type SectionValue = keyof typeof sectionLetters;

export function sectionLetter(value: SectionValue, lang: Lang): Text {
  return sectionLetters[value][lang];
}

export function sectionName(value: SectionValue, lang: Lang): Text {
  return sampleWords[lang].section(sectionLetter(value, lang));
}

/** A Section select's options: sections A and B. */
export function sectionChoices(lang: Lang): Choice[] {
  return (['A', 'B'] as const).map((value) => ({ value, label: sectionName(value, lang) }));
}

/** The exams a sample page can ask for. */
const examNames = {
  'half-yearly': { en: 'Half Yearly Exam', bn: 'অর্ধবার্ষিক পরীক্ষা' },
  final: { en: 'Final Exam', bn: 'বার্ষিক পরীক্ষা' },
} as const satisfies Record<string, Localized<Text>>;

/** An Exam select's options. */
export function examChoices(lang: Lang): Choice[] {
  return Object.entries(examNames).map(([value, label]) => ({ value, label: label[lang] }));
}

/** The subjects of the sample routines, transcript and syllabus. */
export const subjects = {
  bangla: { en: 'Bangla', bn: 'বাংলা' },
  english: { en: 'English', bn: 'ইংরেজি' },
  mathematics: { en: 'Mathematics', bn: 'গণিত' },
  science: { en: 'Science', bn: 'বিজ্ঞান' },
  physics: { en: 'Physics', bn: 'পদার্থবিজ্ঞান' },
  chemistry: { en: 'Chemistry', bn: 'রসায়ন' },
  biology: { en: 'Biology', bn: 'জীববিজ্ঞান' },
  religion: { en: 'Religion', bn: 'ধর্ম শিক্ষা' },
  ict: { en: 'ICT', bn: 'তথ্য ও যোগাযোগ প্রযুক্তি' },
  physicalEducation: { en: 'Physical Education', bn: 'শারীরিক শিক্ষা' },
  globalStudies: { en: 'Bangladesh and Global Studies', bn: 'বাংলাদেশ ও বিশ্বপরিচয়' },
} as const satisfies Record<string, Localized<Text>>;

export type Subject = keyof typeof subjects;

// en-GB and bn-BD are what the kit's `formatDay` writes dates in, so a month reads the same here.
const dateLocales: Localized<string> = { en: 'en-GB', bn: 'bn-BD' };

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(dateLocales[lang], { ...options, timeZone: 'UTC' });
}

const monthFormats: Localized<Intl.DateTimeFormat> = {
  en: dateFormat('en', { month: 'long' }),
  bn: dateFormat('bn', { month: 'long' }),
};

/** A month's name from its number ("1" is January), or the text itself when it is not one. */
export function monthName(value: string, lang: Lang): Text {
  const month = Number(value);
  if (!Number.isInteger(month) || month < 1 || month > 12) return value;
  return monthFormats[lang].format(new Date(Date.UTC(2025, month - 1, 1)));
}

/** The months, in order; the value is the month's number. */
export function monthChoices(lang: Lang): Choice[] {
  return Array.from({ length: 12 }, (_, index) => {
    const value = String(index + 1);
    return { value, label: monthName(value, lang) };
  });
}

const weekdayFormats: Localized<Intl.DateTimeFormat> = {
  en: dateFormat('en', { weekday: 'long' }),
  bn: dateFormat('bn', { weekday: 'long' }),
};

/** The weekday of a `YYYY-MM-DD` day: worked out, so it cannot disagree with the date. */
export function weekdayOf(day: string, lang: Lang): Text {
  return weekdayFormats[lang].format(new Date(`${day}T00:00:00Z`));
}

/** The label of a choice's value, or the value itself when it is not among the choices. */
export function labelOf(choices: readonly Choice[], value: string): Text {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

/** Sample names: a sample page that asks for a roll number shows one of these for it. */
const sampleStudentNames: readonly Localized<Text>[] = [
  { en: 'Ayesha Siddika', bn: 'আয়েশা সিদ্দিকা' },
  { en: 'Tanvir Ahmed', bn: 'তানভীর আহমেদ' },
  { en: 'Nusrat Jahan', bn: 'নুসরাত জাহান' },
  { en: 'Rakibul Hasan', bn: 'রাকিবুল হাসান' },
  { en: 'Farzana Akter', bn: 'ফারজানা আক্তার' },
  { en: 'Mehedi Hasan', bn: 'মেহেদী হাসান' },
  { en: 'Sumaiya Islam', bn: 'সুমাইয়া ইসলাম' },
  { en: 'Arif Hossain', bn: 'আরিফ হোসেন' },
];

/** The sample name for a roll number: the same roll always gives the same name. */
export function sampleNameFor(roll: number, lang: Lang): Text {
  return sampleStudentNames[(roll - 1) % sampleStudentNames.length]?.[lang] ?? '';
}
