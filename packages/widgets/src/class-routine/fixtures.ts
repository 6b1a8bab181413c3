import type { ClassConfig, ClassRoutine } from '@school/api';

/** Two of the demo school's classes, as `/class-configs` lists them. */
export const CLASS_CONFIGS: ClassConfig[] = [
  {
    id: 1,
    class_name: 'Six',
    class_name_bn: 'ষষ্ঠ শ্রেণি',
    section_name: 'A',
    section_name_bn: 'ক',
    shift_name: 'Morning',
    shift_name_bn: 'প্রভাতি',
    group_name: null,
  },
  {
    id: 2,
    class_name: 'Six',
    class_name_bn: 'ষষ্ঠ শ্রেণি',
    section_name: 'B',
    section_name_bn: 'খ',
    shift_name: 'Day',
    shift_name_bn: 'দিবা',
    group_name: null,
  },
];

const cls = (
  day: ClassRoutine['classes'][number]['day'],
  period: number,
  subject: string,
  subjectBn: string,
  teacher: string,
  teacherBn: string,
) => ({
  day,
  period,
  subject,
  subject_bn: subjectBn,
  teacher,
  teacher_bn: teacherBn,
});

/** Class Six A's week, shortened: two days of two periods. */
export const ROUTINE: ClassRoutine = {
  id: 1,
  class_id: 1,
  class_name: 'Six',
  class_name_bn: 'ষষ্ঠ শ্রেণি',
  session: '2026',
  periods: [
    { period: 1, start: '07:30', end: '08:10' },
    { period: 2, start: '08:10', end: '08:50' },
  ],
  classes: [
    cls('saturday', 1, 'Bangla', 'বাংলা', 'Rokeya Begum', 'রোকেয়া বেগম'),
    cls('saturday', 2, 'Mathematics', 'গণিত', 'Abdul Karim', 'আব্দুল করিম'),
    cls('sunday', 1, 'English', 'ইংরেজি', 'Shahana Parvin', 'শাহানা পারভীন'),
  ],
};

/** Class Six B's (Day shift). */
export const DAY_ROUTINE: ClassRoutine = {
  ...ROUTINE,
  id: 2,
  class_id: 2,
  periods: [{ period: 1, start: '12:30', end: '13:10' }],
  classes: [cls('monday', 1, 'Science', 'বিজ্ঞান', 'Kamrul Islam', 'কামরুল ইসলাম')],
};
