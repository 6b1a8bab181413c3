import picture from './images/sample-syllabus.svg?no-inline';
import { type ClassValue, classChoices, type Subject, subjects } from './sample-common.ts';
import type { Lang, Localized, PageText, SelectText, Text } from './sample-types.ts';

export interface SyllabusSubject {
  subject: Text;
  topics: readonly Text[];
}

export interface ClassSyllabus {
  /** The class's value in `classSelect`. */
  classValue: string;
  summary: Text;
  subjects: readonly SyllabusSubject[];
}

export interface SyllabusContent extends PageText {
  classSelect: SelectText;
  heading: (className: Text) => Text;
  image: { src: string; alt: Text; width: number; height: number };
  syllabi: readonly ClassSyllabus[];
}

/** Each class's syllabus, written once with its words in both languages. */
const syllabi: readonly {
  classValue: ClassValue;
  summary: Localized<Text>;
  subjects: readonly { subject: Subject; topics: Localized<readonly Text[]> }[];
}[] = [
  {
    classValue: '8',
    summary: {
      en: 'Class 8 finishes the junior secondary course and sits the year-end exam.',
      bn: 'অষ্টম শ্রেণিতে নিম্নমাধ্যমিক স্তরের পাঠ শেষ হয় এবং বছর শেষে বার্ষিক পরীক্ষা অনুষ্ঠিত হয়।',
    },
    subjects: [
      {
        subject: 'bangla',
        topics: {
          en: ['Prose and poetry', 'Grammar', 'Letter writing'],
          bn: ['গদ্য ও পদ্য', 'ব্যাকরণ', 'পত্র লিখন'],
        },
      },
      {
        subject: 'english',
        topics: {
          en: ['Reading', 'Grammar', 'Paragraph and story writing'],
          bn: ['পাঠ অনুধাবন', 'ব্যাকরণ', 'অনুচ্ছেদ ও গল্প লিখন'],
        },
      },
      {
        subject: 'mathematics',
        topics: {
          en: ['Sets', 'Algebraic expressions', 'Geometry'],
          bn: ['সেট', 'বীজগাণিতিক রাশি', 'জ্যামিতি'],
        },
      },
      {
        subject: 'science',
        topics: {
          en: ['Cells', 'Force and motion', 'Acids and bases'],
          bn: ['কোষ', 'বল ও গতি', 'অম্ল ও ক্ষারক'],
        },
      },
    ],
  },
  {
    classValue: '9',
    summary: {
      en: 'Class 9 starts the two-year secondary course in the science group.',
      bn: 'নবম শ্রেণিতে বিজ্ঞান বিভাগে দুই বছরের মাধ্যমিক স্তরের পাঠ শুরু হয়।',
    },
    subjects: [
      {
        subject: 'bangla',
        topics: {
          en: ['Prose and poetry', 'Grammar', 'Composition'],
          bn: ['গদ্য ও পদ্য', 'ব্যাকরণ', 'রচনা'],
        },
      },
      {
        subject: 'english',
        topics: {
          en: ['Seen and unseen passages', 'Grammar', 'Essays'],
          bn: ['পঠিত ও অপঠিত অনুচ্ছেদ', 'ব্যাকরণ', 'প্রবন্ধ রচনা'],
        },
      },
      {
        subject: 'mathematics',
        topics: {
          en: ['Real numbers', 'Sets and functions', 'Triangles'],
          bn: ['বাস্তব সংখ্যা', 'সেট ও ফাংশন', 'ত্রিভুজ'],
        },
      },
      {
        subject: 'physics',
        topics: {
          en: ['Physical quantities', 'Motion', 'Work and energy'],
          bn: ['ভৌত রাশি', 'গতি', 'কাজ ও শক্তি'],
        },
      },
      {
        subject: 'chemistry',
        topics: {
          en: ['States of matter', 'Structure of the atom'],
          bn: ['পদার্থের অবস্থা', 'পরমাণুর গঠন'],
        },
      },
    ],
  },
  {
    classValue: '10',
    summary: {
      en: 'Class 10 completes the secondary course and prepares for the SSC exam.',
      bn: 'দশম শ্রেণিতে মাধ্যমিক স্তরের পাঠ শেষ হয় এবং এসএসসি পরীক্ষার প্রস্তুতি নেওয়া হয়।',
    },
    subjects: [
      {
        subject: 'bangla',
        topics: {
          en: ['Prose and poetry', 'Grammar', 'Composition'],
          bn: ['গদ্য ও পদ্য', 'ব্যাকরণ', 'রচনা'],
        },
      },
      {
        subject: 'english',
        topics: {
          en: ['Reading', 'Grammar', 'Formal writing'],
          bn: ['পাঠ অনুধাবন', 'ব্যাকরণ', 'দাপ্তরিক লিখন'],
        },
      },
      {
        subject: 'mathematics',
        topics: {
          en: ['Trigonometry', 'Statistics', 'Mensuration'],
          bn: ['ত্রিকোণমিতি', 'পরিসংখ্যান', 'পরিমিতি'],
        },
      },
      {
        subject: 'physics',
        topics: {
          en: ['Light', 'Electricity', 'Modern physics'],
          bn: ['আলো', 'বিদ্যুৎ', 'আধুনিক পদার্থবিজ্ঞান'],
        },
      },
      {
        subject: 'biology',
        topics: {
          en: ['Life processes', 'Heredity', 'Environment'],
          bn: ['জীবনপ্রক্রিয়া', 'বংশগতি', 'পরিবেশ'],
        },
      },
    ],
  },
];

const syllabiIn = (lang: Lang): ClassSyllabus[] =>
  syllabi.map((entry) => ({
    classValue: entry.classValue,
    summary: entry.summary[lang],
    subjects: entry.subjects.map(({ subject, topics }) => ({
      subject: subjects[subject][lang],
      topics: topics[lang],
    })),
  }));

const syllabusClasses = syllabi.map((entry) => entry.classValue);

const imageSize = { src: picture, width: 320, height: 200 };

export const syllabus: Localized<SyllabusContent> = {
  en: {
    title: 'Syllabus',
    intro: 'Choose a class to see what it studies this session.',
    classSelect: { label: 'Class', options: classChoices(syllabusClasses, 'en') },
    heading: (className) => `Syllabus of ${className}`,
    image: { ...imageSize, alt: 'An open book beside a list of ticked topics' },
    syllabi: syllabiIn('en'),
  },
  bn: {
    title: 'পাঠ্যসূচি',
    intro: 'শ্রেণি বেছে নিয়ে দেখুন এই শিক্ষাবর্ষে সেই শ্রেণিতে কী কী পড়ানো হয়।',
    classSelect: { label: 'শ্রেণি', options: classChoices(syllabusClasses, 'bn') },
    // Every class's name ends in শ্রেণি, which takes র: অষ্টম শ্রেণির পাঠ্যসূচি.
    heading: (className) => `${className}র পাঠ্যসূচি`,
    image: { ...imageSize, alt: 'খোলা বইয়ের পাশে টিক চিহ্ন দেওয়া বিষয়ের তালিকা' },
    syllabi: syllabiIn('bn'),
  },
};
