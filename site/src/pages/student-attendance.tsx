import '../components/sample-page.css';
import { AttendanceView } from '../components/sample/attendance-view.tsx';
import { studentAttendance } from '../content/sample-attendance.ts';

/** Student Attendance (spec §2, a sample page): class days, present and absent for each student. */
export function Component() {
  return <AttendanceView sheet={studentAttendance} />;
}
