import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Admission info',
    empty: 'Nothing to show yet.',
  },
  {
    heading: 'Admission info',
    empty: 'এখনো দেখানোর মতো কিছু নেই।',
  },
);
