import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Our features',
    empty: 'No features available.',
  },
  {
    heading: 'আমাদের বৈশিষ্ট্য',
    empty: 'কোনো বৈশিষ্ট্য পাওয়া যায়নি।',
  },
);
