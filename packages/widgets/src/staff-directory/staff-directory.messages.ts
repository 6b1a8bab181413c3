import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'No staff found',
    teachers: '{count} teachers',
    teacher: '{count} teacher',
    staff: '{count} staff',
    staffOne: '{count} staff member',
    paged: 'Page {page} of {pages} · {from}–{to} of {total}',
    teacherPages: 'Teacher pages',
    staffPages: 'Staff pages',
    role: 'Role',
    registration: 'Reg. No.',
    pastEnd: 'There is no page {page} in this list.',
    firstPage: 'Go to the first page',
  },
  {
    empty: 'কোনো কর্মচারী পাওয়া যায়নি',
    teachers: '{count} জন শিক্ষক',
    teacher: '{count} জন শিক্ষক',
    staff: '{count} জন কর্মচারী',
    staffOne: '{count} জন কর্মচারী',
    paged: 'পৃষ্ঠা {page} / {pages} · {total}-এর {from}–{to}',
    teacherPages: 'শিক্ষকদের পৃষ্ঠা',
    staffPages: 'কর্মচারীদের পৃষ্ঠা',
    role: 'পদ',
    registration: 'নিবন্ধন নং',
    pastEnd: 'এই তালিকায় {page} নম্বর পৃষ্ঠা নেই।',
    firstPage: 'প্রথম পৃষ্ঠায় যান',
  },
);
