import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    label: 'Quick links',
    empty: 'No links available.',
  },
  {
    label: 'দরকারি লিংক',
    empty: 'কোনো লিংক পাওয়া যায়নি।',
  },
);
