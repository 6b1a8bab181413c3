import '../components/sample-page.css';
import { AttendanceView } from '../components/sample/attendance-view.tsx';
import { studentAttendance } from '../content/sample-attendance.ts';
import { useLang } from '../use-lang.ts';

/** Student Attendance (spec §2, a sample page): class days, present and absent for each student. */
export function Component() {
  const lang = useLang();
  return <AttendanceView sheet={studentAttendance[lang]} lang={lang} />;
}
