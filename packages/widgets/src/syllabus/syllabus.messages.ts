import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Syllabus',
    empty: 'Nothing to show yet.',
  },
  {
    heading: 'Syllabus',
    empty: 'এখনো দেখানোর মতো কিছু নেই।',
  },
);
