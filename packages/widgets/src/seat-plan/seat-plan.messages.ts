import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Seat plan',
    empty: 'Nothing to show yet.',
  },
  {
    heading: 'Seat plan',
    empty: 'এখনো দেখানোর মতো কিছু নেই।',
  },
);
