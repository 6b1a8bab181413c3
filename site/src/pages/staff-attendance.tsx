import '../components/sample-page.css';
import { AttendanceView } from '../components/sample/attendance-view.tsx';
import { staffAttendance } from '../content/sample-attendance.ts';
import { useLang } from '../use-lang.ts';

/** Staff Attendance (spec §2, a sample page): class days, present and absent for each member of staff. */
export function Component() {
  const lang = useLang();
  return <AttendanceView sheet={staffAttendance[lang]} lang={lang} />;
}
