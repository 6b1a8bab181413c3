import type { Localized } from '../i18n.ts';

/** A bulletin of the college; `href` only once it is online (an http(s) address). */
export interface Bulletin {
  title: string;
  year: number;
  href?: string;
}

export interface PublicationsPage {
  title: string;
  intro: string;
  /** Shown instead of a link when a bulletin has no address yet. */
  notOnline: string;
  bulletins: readonly Bulletin[];
}

/**
 * The original menu links three bulletins on an external file host; their addresses are not
 * known, so none has an `href` yet. An address goes here, once, for both languages.
 */
const FIRST = { year: 2022 } as const;
const SECOND = { year: 2023 } as const;
const THIRD = { year: 2024 } as const;

/** Publications: the three bulletins of the menu. */
export const publicationsPage: Localized<PublicationsPage> = {
  en: {
    title: 'Publications',
    intro:
      'The college publishes a bulletin with news, results, students’ writing and pictures of the year’s events.',
    notOnline: 'Not yet published online — ask the college office for a printed copy.',
    bulletins: [
      { ...FIRST, title: 'College Bulletin, first issue' },
      { ...SECOND, title: 'College Bulletin, second issue' },
      { ...THIRD, title: 'College Bulletin, third issue' },
    ],
  },
  bn: {
    title: 'প্রকাশনা',
    intro:
      'কলেজ একটি বুলেটিন প্রকাশ করে; তাতে থাকে খবর, ফলাফল, শিক্ষার্থীদের লেখা এবং বছরের বিভিন্ন অনুষ্ঠানের ছবি।',
    notOnline: 'এখনও অনলাইনে প্রকাশিত হয়নি — ছাপা কপির জন্য কলেজ অফিসে যোগাযোগ করুন।',
    bulletins: [
      { ...FIRST, title: 'কলেজ বুলেটিন, প্রথম সংখ্যা' },
      { ...SECOND, title: 'কলেজ বুলেটিন, দ্বিতীয় সংখ্যা' },
      { ...THIRD, title: 'কলেজ বুলেটিন, তৃতীয় সংখ্যা' },
    ],
  },
};
