import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Before you apply',
    applyFrom: 'Applications open',
    applyUntil: 'Last day to apply',
    testDate: 'Admission test',
    resultDate: 'Result published',
    applicationFee: 'Application fee',
    fees: 'Fees on admission',
    documents: 'Documents to bring',
    after: 'After you apply',
    applyBy: 'Apply by {day}: dates, fees, documents and next steps',
    more: 'Dates, fees, documents and next steps',
  },
  {
    heading: 'আবেদনের আগে জেনে নিন',
    applyFrom: 'আবেদন শুরু',
    applyUntil: 'আবেদনের শেষ দিন',
    testDate: 'ভর্তি পরীক্ষা',
    resultDate: 'ফল প্রকাশ',
    applicationFee: 'আবেদন ফি',
    fees: 'ভর্তির সময় ফি',
    documents: 'যে কাগজপত্র আনতে হবে',
    after: 'আবেদনের পর',
    applyBy: 'আবেদনের শেষ দিন {day}: তারিখ, ফি, কাগজপত্র ও পরের ধাপ',
    more: 'তারিখ, ফি, কাগজপত্র ও পরের ধাপ',
  },
);
