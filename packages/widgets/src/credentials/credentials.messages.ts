import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Our achievements',
    empty: 'No certificates available.',
    open: 'View the original',
  },
  {
    heading: 'আমাদের অর্জন',
    empty: 'কোনো সনদ পাওয়া যায়নি।',
    open: 'মূল সনদটি দেখুন',
  },
);
