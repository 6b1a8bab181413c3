import { defineMessages } from '../runtime/i18n.ts';

/** The frame's words (the first load); the form's own are in form-body.messages.ts. */
export const messages = defineMessages(
  {
    heading: 'Apply for admission',
    empty: 'Admission is not open: the school has no classes or admission years to apply for yet.',
  },
  {
    heading: 'ভর্তির আবেদন',
    empty: 'এখন ভর্তি চলছে না: আবেদনের জন্য স্কুলের কোনো শ্রেণি বা ভর্তির বছর এখনও নেই।',
  },
);
