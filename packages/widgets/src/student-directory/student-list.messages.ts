import { defineMessages } from '../runtime/i18n.ts';

/** The list's words; the numbers in them are written in the list's language before they go in. */
export const messages = defineMessages(
  {
    empty: 'No students found',
    total: 'Total {count} students found',
    totalOne: 'Total 1 student found',
    paged: '{total} · Page {page} of {pages}',
    pages: 'Student pages',
    roll: 'Roll',
  },
  {
    empty: 'কোনো শিক্ষার্থী পাওয়া যায়নি',
    total: 'মোট {count} জন শিক্ষার্থী পাওয়া গেছে',
    totalOne: 'মোট ১ জন শিক্ষার্থী পাওয়া গেছে',
    paged: '{total} · পৃষ্ঠা {page} / {pages}',
    pages: 'শিক্ষার্থীদের পৃষ্ঠা',
    roll: 'রোল',
  },
);
