import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'No syllabus has been published yet.',
    absent: 'This school does not publish its syllabi here. Please ask the school office.',
    class: 'Class',
    heading: 'Syllabus of {name}, session {session}',
    file: 'The whole syllabus of {name} (PDF, opens in a new tab)',
  },
  {
    empty: 'এখনো কোনো পাঠ্যসূচি প্রকাশ করা হয়নি।',
    absent: 'এই প্রতিষ্ঠান এখানে পাঠ্যসূচি প্রকাশ করে না। অনুগ্রহ করে প্রতিষ্ঠানের অফিসে জিজ্ঞাসা করুন।',
    class: 'শ্রেণি',
    heading: 'পাঠ্যসূচি: {name}, শিক্ষাবর্ষ {session}',
    file: 'পূর্ণ পাঠ্যসূচি: {name} (পিডিএফ, নতুন ট্যাবে খুলবে)',
  },
);
