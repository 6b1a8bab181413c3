import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    gallery: 'Picture gallery',
    featured: 'Featured pictures',
    picture: 'Picture {n} of {count}',
    empty: 'There are no pictures in the gallery yet.',
  },
  {
    gallery: 'ছবির গ্যালারি',
    featured: 'নির্বাচিত ছবি',
    picture: 'ছবি {n} (মোট {count}টি)',
    empty: 'গ্যালারিতে এখনও কোনো ছবি নেই।',
  },
);
