import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Our alumni',
    carousel: 'Alumni',
    empty: 'No alumni available.',
    batch: 'Batch {year}',
  },
  {
    heading: 'কৃতী প্রাক্তন শিক্ষার্থী',
    carousel: 'প্রাক্তন শিক্ষার্থী',
    empty: 'কোনো প্রাক্তন শিক্ষার্থীর তথ্য নেই।',
    batch: '{year} ব্যাচ',
  },
);
