import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Important links',
    empty: 'No important links available.',
  },
  {
    heading: 'গুরুত্বপূর্ণ লিংক',
    empty: 'কোনো গুরুত্বপূর্ণ লিংক পাওয়া যায়নি।',
  },
);
