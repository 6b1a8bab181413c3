import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Exam routine',
    empty: 'Nothing to show yet.',
  },
  {
    heading: 'Exam routine',
    empty: 'এখনো দেখানোর মতো কিছু নেই।',
  },
);
