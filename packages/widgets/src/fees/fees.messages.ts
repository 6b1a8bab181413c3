import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'No fees have been published yet.',
    absent: 'This school does not publish its fees here. Please ask the school office.',
    caption: 'Fees for the session {session}, in taka (৳)',
    class: 'Class',
    once: 'once, at admission',
    month: 'per month',
    year: 'per year',
    exam: 'per exam',
    none: 'not charged',
  },
  {
    empty: 'এখনো কোনো ফি প্রকাশ করা হয়নি।',
    absent: 'এই প্রতিষ্ঠান এখানে ফি প্রকাশ করে না। অনুগ্রহ করে প্রতিষ্ঠানের অফিসে জিজ্ঞাসা করুন।',
    caption: 'শিক্ষাবর্ষ {session}-এর ফি, টাকায় (৳)',
    class: 'শ্রেণি',
    once: 'একবার, ভর্তির সময়',
    month: 'প্রতি মাসে',
    year: 'প্রতি বছরে',
    exam: 'প্রতি পরীক্ষায়',
    none: 'প্রযোজ্য নয়',
  },
);
