import { defineMessages } from '../runtime/i18n.ts';

/** The lightbox's words. */
export const messages = defineMessages(
  {
    counter: '{n} of {count}',
    close: 'Close',
    previous: 'Previous picture',
    next: 'Next picture',
  },
  {
    counter: '{count}টির মধ্যে {n}',
    close: 'বন্ধ করুন',
    previous: 'আগের ছবি',
    next: 'পরের ছবি',
  },
);
