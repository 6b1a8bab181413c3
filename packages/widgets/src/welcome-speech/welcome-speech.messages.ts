import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'The welcome speech is not available yet.',
    readMore: 'Read more',
    readMoreOf: 'of the welcome speech',
  },
  {
    empty: 'স্বাগত বক্তব্য এখনও পাওয়া যায়নি।',
    readMore: 'আরও পড়ুন',
    readMoreOf: '(স্বাগত বক্তব্য)',
  },
);
