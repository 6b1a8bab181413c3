import { defineMessages } from '../runtime/i18n.ts';

/** The form's words; the list's are in student-list.messages.ts, fetched with the list. */
export const messages = defineMessages(
  {
    form: 'Find students',
    partMissing:
      'Part of the student directory could not be loaded. Please check your connection and reload the page.',
  },
  {
    form: 'শিক্ষার্থী খুঁজুন',
    partMissing: 'শিক্ষার্থী তালিকার একটি অংশ লোড করা যায়নি। সংযোগ পরীক্ষা করে পৃষ্ঠাটি আবার লোড করুন।',
  },
);
