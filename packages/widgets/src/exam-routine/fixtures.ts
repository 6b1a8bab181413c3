import type { ExamRoutine } from '@school/api';

/** Two of the demo school's exam routines, shortened. */
export const EXAM_ROUTINES: ExamRoutine[] = [
  {
    id: 1,
    exam_id: 2,
    exam_name: 'Annual Examination',
    exam_name_bn: 'বার্ষিক পরীক্ষা',
    class_id: 1,
    class_name: 'Six',
    class_name_bn: 'ষষ্ঠ শ্রেণি',
    section_name: 'A',
    section_name_bn: 'ক',
    shift_name: 'Morning',
    shift_name_bn: 'প্রভাতি',
    session: '2026',
    papers: [
      {
        date: '2026-12-06',
        start: '10:00',
        end: '13:00',
        subject: 'English',
        subject_bn: 'ইংরেজি',
        full_marks: 100,
      },
      {
        date: '2026-12-05',
        start: '10:00',
        end: '13:00',
        subject: 'Bangla',
        subject_bn: 'বাংলা',
        full_marks: 100,
      },
      {
        date: '2026-12-07',
        start: '10:00',
        end: '11:30',
        subject: 'ICT',
        subject_bn: 'আইসিটি',
        full_marks: 50,
      },
    ],
  },
  {
    id: 2,
    exam_id: 3,
    exam_name: 'Pre-Test Examination',
    exam_name_bn: 'প্রাক-নির্বাচনী পরীক্ষা',
    class_id: 9,
    class_name: 'Ten',
    class_name_bn: 'দশম শ্রেণি',
    section_name: 'A',
    shift_name: 'Morning',
    session: '2026',
    papers: [
      { date: '2026-12-05', start: '10:00', end: '13:00', subject: 'Physics', full_marks: 100 },
    ],
  },
];
