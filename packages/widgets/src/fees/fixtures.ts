import type { FeeSchedule } from '@school/api';

/** Fees as the reference provider answers them: a class's heads, with their Bengali twins. */
export const FEES: FeeSchedule[] = [
  {
    id: 1,
    class_id: 1,
    class_name: 'Six',
    class_name_bn: 'ষষ্ঠ শ্রেণি',
    session: '2026',
    heads: [
      { head: 'Admission fee', head_bn: 'ভর্তি ফি', amount: 5000, per: 'once' },
      { head: 'Tuition fee', head_bn: 'বেতন', amount: 1200, per: 'month' },
      { head: 'Exam fee', head_bn: 'পরীক্ষার ফি', amount: 800, per: 'exam' },
    ],
    note: 'Tuition is paid by the 10th of each month.',
    note_bn: 'প্রতি মাসের ১০ তারিখের মধ্যে বেতন দিতে হয়।',
  },
  {
    id: 2,
    class_id: 11,
    class_name: 'XI',
    class_name_bn: 'একাদশ শ্রেণি',
    group_name: 'Science',
    group_name_bn: 'বিজ্ঞান',
    session: '2026-27',
    heads: [
      { head: 'Admission fee', head_bn: 'ভর্তি ফি', amount: 8000, per: 'once' },
      { head: 'Tuition fee', head_bn: 'বেতন', amount: 2200, per: 'month' },
      { head: 'Board registration', head_bn: 'বোর্ড রেজিস্ট্রেশন', amount: 850, per: 'once' },
    ],
  },
];

/** The same from a provider that sends only the call's own fields: no names, no twins. */
export const BARE_FEES: FeeSchedule[] = [
  {
    class_id: 7,
    session: '2026',
    heads: [{ head: 'Tuition fee', amount: 1500, per: 'month' }],
  },
];
