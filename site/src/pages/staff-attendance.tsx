import '../components/sample-page.css';
import { AttendanceView } from '../components/sample/attendance-view.tsx';
import { staffAttendance } from '../content/sample-attendance.ts';

/** Staff Attendance (spec §2, a sample page): class days, present and absent for each member of staff. */
export function Component() {
  return <AttendanceView sheet={staffAttendance} />;
}
