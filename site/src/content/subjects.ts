import type { Localized } from '../i18n.ts';

/** A subject and who takes it ("All groups", "Science group"…). */
export interface Subject {
  name: string;
  takenBy: string;
}

export interface SubjectLevel {
  /** The h2: "Classes IX–X". */
  heading: string;
  /** The table's caption, with the count in it. */
  caption: string;
  subjects: readonly Subject[];
}

/** Academic Info › Subjects Taught. */
export interface SubjectsPage {
  title: string;
  intro: string;
  columns: { order: string; subject: string; takenBy: string };
  levels: readonly SubjectLevel[];
}

/** Who takes a subject, in each language. */
const GROUPS = {
  en: {
    all: 'All groups',
    science: 'Science group',
    business: 'Business Studies group',
    humanities: 'Humanities group',
  },
  bn: {
    all: 'সকল বিভাগ',
    science: 'বিজ্ঞান বিভাগ',
    business: 'ব্যবসায় শিক্ষা বিভাগ',
    humanities: 'মানবিক বিভাগ',
  },
} as const satisfies Localized<Record<'all' | 'science' | 'business' | 'humanities', string>>;

const en = GROUPS.en;
const bn = GROUPS.bn;

/** The national curriculum (NCTB) subjects the college teaches. */
export const subjectsPage: Localized<SubjectsPage> = {
  en: {
    title: 'Subjects Taught',
    intro:
      'The college teaches the national curriculum of the National Curriculum and Textbook Board (NCTB). Every student takes the subjects marked “All groups” and those of their own group; Bangla and English have a first and a second paper each. In classes IX–X the college offers the Science and Business Studies groups; in classes XI–XII it offers Science, Business Studies and Humanities.',
    columns: { order: 'No.', subject: 'Subject', takenBy: 'Taken by' },
    levels: [
      {
        heading: 'Classes IX–X (secondary)',
        caption: 'Subjects of classes IX–X: 14 subjects',
        subjects: [
          { name: 'Bangla', takenBy: en.all },
          { name: 'English', takenBy: en.all },
          { name: 'General Mathematics', takenBy: en.all },
          { name: 'Religion and Moral Education', takenBy: en.all },
          { name: 'Information and Communication Technology', takenBy: en.all },
          { name: 'Bangladesh and Global Studies', takenBy: en.science },
          { name: 'General Science', takenBy: en.business },
          { name: 'Physics', takenBy: en.science },
          { name: 'Chemistry', takenBy: en.science },
          { name: 'Biology', takenBy: en.science },
          { name: 'Higher Mathematics', takenBy: en.science },
          { name: 'Accounting', takenBy: en.business },
          { name: 'Finance and Banking', takenBy: en.business },
          { name: 'Business Entrepreneurship', takenBy: en.business },
        ],
      },
      {
        heading: 'Classes XI–XII (higher secondary)',
        caption: 'Subjects of classes XI–XII: 15 subjects',
        subjects: [
          { name: 'Bangla', takenBy: en.all },
          { name: 'English', takenBy: en.all },
          { name: 'Information and Communication Technology', takenBy: en.all },
          { name: 'Physics', takenBy: en.science },
          { name: 'Chemistry', takenBy: en.science },
          { name: 'Biology', takenBy: en.science },
          { name: 'Higher Mathematics', takenBy: en.science },
          { name: 'Accounting', takenBy: en.business },
          { name: 'Business Organisation and Management', takenBy: en.business },
          { name: 'Finance, Banking and Insurance', takenBy: en.business },
          { name: 'Production Management and Marketing', takenBy: en.business },
          { name: 'Economics', takenBy: en.humanities },
          { name: 'Civics and Good Governance', takenBy: en.humanities },
          { name: 'Islamic History and Culture', takenBy: en.humanities },
          { name: 'Sociology', takenBy: en.humanities },
        ],
      },
    ],
  },
  bn: {
    title: 'পাঠদানকৃত বিষয়সমূহ',
    intro:
      'কলেজে জাতীয় শিক্ষাক্রম ও পাঠ্যপুস্তক বোর্ডের (এনসিটিবি) জাতীয় শিক্ষাক্রম অনুসারে পাঠদান করা হয়। প্রত্যেক শিক্ষার্থী “সকল বিভাগ” চিহ্নিত বিষয়গুলো এবং নিজ বিভাগের বিষয়গুলো পড়ে; বাংলা ও ইংরেজির প্রতিটির প্রথম ও দ্বিতীয় পত্র আছে। নবম–দশম শ্রেণিতে কলেজে বিজ্ঞান ও ব্যবসায় শিক্ষা বিভাগ রয়েছে; একাদশ–দ্বাদশ শ্রেণিতে রয়েছে বিজ্ঞান, ব্যবসায় শিক্ষা ও মানবিক বিভাগ।',
    columns: { order: 'ক্রম', subject: 'বিষয়', takenBy: 'যে বিভাগের জন্য' },
    levels: [
      {
        heading: 'নবম–দশম শ্রেণি (মাধ্যমিক)',
        caption: 'নবম–দশম শ্রেণির বিষয়: ১৪টি বিষয়',
        subjects: [
          { name: 'বাংলা', takenBy: bn.all },
          { name: 'ইংরেজি', takenBy: bn.all },
          { name: 'সাধারণ গণিত', takenBy: bn.all },
          { name: 'ধর্ম ও নৈতিক শিক্ষা', takenBy: bn.all },
          { name: 'তথ্য ও যোগাযোগ প্রযুক্তি', takenBy: bn.all },
          { name: 'বাংলাদেশ ও বিশ্বপরিচয়', takenBy: bn.science },
          { name: 'সাধারণ বিজ্ঞান', takenBy: bn.business },
          { name: 'পদার্থবিজ্ঞান', takenBy: bn.science },
          { name: 'রসায়ন', takenBy: bn.science },
          { name: 'জীববিজ্ঞান', takenBy: bn.science },
          { name: 'উচ্চতর গণিত', takenBy: bn.science },
          { name: 'হিসাববিজ্ঞান', takenBy: bn.business },
          { name: 'ফিন্যান্স ও ব্যাংকিং', takenBy: bn.business },
          { name: 'ব্যবসায় উদ্যোগ', takenBy: bn.business },
        ],
      },
      {
        heading: 'একাদশ–দ্বাদশ শ্রেণি (উচ্চমাধ্যমিক)',
        caption: 'একাদশ–দ্বাদশ শ্রেণির বিষয়: ১৫টি বিষয়',
        subjects: [
          { name: 'বাংলা', takenBy: bn.all },
          { name: 'ইংরেজি', takenBy: bn.all },
          { name: 'তথ্য ও যোগাযোগ প্রযুক্তি', takenBy: bn.all },
          { name: 'পদার্থবিজ্ঞান', takenBy: bn.science },
          { name: 'রসায়ন', takenBy: bn.science },
          { name: 'জীববিজ্ঞান', takenBy: bn.science },
          { name: 'উচ্চতর গণিত', takenBy: bn.science },
          { name: 'হিসাববিজ্ঞান', takenBy: bn.business },
          { name: 'ব্যবসায় সংগঠন ও ব্যবস্থাপনা', takenBy: bn.business },
          { name: 'ফিন্যান্স, ব্যাংকিং ও বিমা', takenBy: bn.business },
          { name: 'উৎপাদন ব্যবস্থাপনা ও বিপণন', takenBy: bn.business },
          { name: 'অর্থনীতি', takenBy: bn.humanities },
          { name: 'পৌরনীতি ও সুশাসন', takenBy: bn.humanities },
          { name: 'ইসলামের ইতিহাস ও সংস্কৃতি', takenBy: bn.humanities },
          { name: 'সমাজবিজ্ঞান', takenBy: bn.humanities },
        ],
      },
    ],
  },
};
