import '../components/sample-page.css';
import { AttendanceView } from '../components/sample/attendance-view.tsx';
import { teacherAttendance } from '../content/sample-attendance.ts';
import { useLang } from '../use-lang.ts';

/** Teacher Attendance (spec §2, a sample page): class days, present and absent for each teacher. */
export function Component() {
  const lang = useLang();
  return <AttendanceView sheet={teacherAttendance[lang]} lang={lang} />;
}
