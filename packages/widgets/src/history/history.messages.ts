import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Our history',
    empty: 'The history of the institute has not been published yet.',
    readMore: 'Read more',
  },
  {
    heading: 'আমাদের ইতিহাস',
    empty: 'প্রতিষ্ঠানের ইতিহাস এখনও প্রকাশিত হয়নি।',
    readMore: 'আরও পড়ুন',
  },
);
