import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'No seat plan has been published yet.',
    absent: 'This school does not publish its seat plans here. Please ask the school office.',
    choose: 'Exam and class',
    caption: 'Seat plan: {name}, session {session}',
    rolls: 'Roll numbers',
    room: 'Room',
  },
  {
    empty: 'এখনো কোনো আসন বিন্যাস প্রকাশ করা হয়নি।',
    absent: 'এই প্রতিষ্ঠান এখানে আসন বিন্যাস প্রকাশ করে না। অনুগ্রহ করে প্রতিষ্ঠানের অফিসে জিজ্ঞাসা করুন।',
    choose: 'পরীক্ষা ও শ্রেণি',
    caption: 'আসন বিন্যাস: {name}, শিক্ষাবর্ষ {session}',
    rolls: 'রোল নম্বর',
    room: 'কক্ষ',
  },
);
