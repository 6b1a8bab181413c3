import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'No exam routine has been published yet.',
    absent: 'This school does not publish its exam routines here. Please ask the school office.',
    choose: 'Exam and class',
    caption: '{name}, session {session}',
    date: 'Date',
    day: 'Day',
    subject: 'Subject',
    time: 'Time',
    marks: 'Full marks',
  },
  {
    empty: 'এখনো কোনো পরীক্ষার রুটিন প্রকাশ করা হয়নি।',
    absent: 'এই প্রতিষ্ঠান এখানে পরীক্ষার রুটিন প্রকাশ করে না। অনুগ্রহ করে প্রতিষ্ঠানের অফিসে জিজ্ঞাসা করুন।',
    choose: 'পরীক্ষা ও শ্রেণি',
    caption: '{name}, শিক্ষাবর্ষ {session}',
    date: 'তারিখ',
    day: 'বার',
    subject: 'বিষয়',
    time: 'সময়',
    marks: 'পূর্ণমান',
  },
);
