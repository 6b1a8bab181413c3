import type { SeatPlan } from '@school/api';

/** One of the demo school's seat plans, shortened to two rooms. */
export const SEAT_PLANS: SeatPlan[] = [
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
    rooms: [
      { room: '102', room_bn: '১০২', roll_from: 110041, roll_to: 110080 },
      { room: '101', room_bn: '১০১', roll_from: 110001, roll_to: 110040 },
    ],
  },
];
