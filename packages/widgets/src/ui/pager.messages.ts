import { defineMessages } from '../runtime/i18n.ts';

/** The pager's words. */
export const messages = defineMessages(
  {
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {n}',
  },
  {
    pages: 'পৃষ্ঠাসমূহ',
    previous: 'আগের',
    next: 'পরের',
    page: 'পৃষ্ঠা {n}',
  },
);
