import { sampleSections } from './sample-common.ts';
import type { ColumnText, PageText, SelectText, Text } from './sample-types.ts';

export interface AttendanceRow {
  name: Text;
  /** A student's roll number or a teacher's or staff member's ID number. */
  id: Text;
  classDays: number;
  present: number;
  absent: number;
  /** Students only: the class and section the row belongs to (values of the filter's options). */
  classValue?: string;
  sectionValue?: string;
}

/** The student sheet's class and section selects; submitting shows that class's rows. */
export interface AttendanceFilter {
  classSelect: SelectText;
  sectionSelect: SelectText;
  submit: Text;
  /** The line that says how many rows are shown, e.g. "Showing 3 students". */
  shown: (count: number) => Text;
}

export interface AttendanceSheet extends PageText {
  /** The period the figures cover, e.g. "June 2025". */
  period: Text;
  /** The table's caption, from the period (and the chosen class and section, for students). */
  caption: (period: Text, group?: Text) => Text;
  columns: {
    name: ColumnText;
    id: ColumnText;
    classDays: ColumnText;
    present: ColumnText;
    absent: ColumnText;
  };
  rows: readonly AttendanceRow[];
  filter?: AttendanceFilter;
}

const figures = {
  classDays: { label: 'Class days', numeric: true },
  present: { label: 'Present', numeric: true },
  absent: { label: 'Absent', numeric: true },
} as const satisfies Record<string, ColumnText>;

const student = (
  classValue: string,
  sectionValue: string,
  roll: number,
  name: Text,
  present: number,
): AttendanceRow => ({
  name,
  id: String(roll),
  classDays: 24,
  present,
  absent: 24 - present,
  classValue,
  sectionValue,
});

export const studentAttendance: AttendanceSheet = {
  title: 'Student Attendance',
  intro: 'How many class days each student attended this month. Choose a class and section.',
  period: 'June 2025',
  caption: (period, group) => `Student attendance, ${group}, ${period}`,
  columns: { name: { label: 'Name' }, id: { label: 'Roll', numeric: true }, ...figures },
  rows: [
    student('6', 'A', 1, 'Ayesha Siddika', 23),
    student('6', 'A', 2, 'Tanvir Ahmed', 21),
    student('6', 'A', 3, 'Nusrat Jahan', 24),
    student('6', 'A', 4, 'Rakibul Hasan', 19),
    student('6', 'B', 1, 'Farzana Akter', 22),
    student('6', 'B', 2, 'Mehedi Hasan', 20),
    student('6', 'B', 3, 'Sumaiya Islam', 24),
    student('7', 'A', 1, 'Arif Hossain', 18),
    student('7', 'A', 2, 'Jannatul Ferdous', 23),
    student('7', 'A', 3, 'Sabbir Rahman', 22),
    student('7', 'B', 1, 'Tasnim Chowdhury', 24),
    student('7', 'B', 2, 'Imran Kabir', 17),
    student('7', 'B', 3, 'Moumita Das', 21),
  ],
  filter: {
    classSelect: {
      label: 'Class',
      options: [
        { value: '6', label: 'Class 6' },
        { value: '7', label: 'Class 7' },
      ],
    },
    sectionSelect: {
      label: 'Section',
      options: sampleSections,
    },
    submit: 'Show attendance',
    shown: (count) => `Showing ${count} ${count === 1 ? 'student' : 'students'}.`,
  },
};

export const teacherAttendance: AttendanceSheet = {
  title: 'Teacher Attendance',
  intro: 'How many working days each teacher was present this month.',
  period: 'June 2025',
  caption: (period) => `Teacher attendance, ${period}`,
  columns: { name: { label: 'Name' }, id: { label: 'ID number' }, ...figures },
  rows: [
    { name: 'Md. Abdul Karim', id: 'T-1001', classDays: 24, present: 24, absent: 0 },
    { name: 'Shahana Parvin', id: 'T-1002', classDays: 24, present: 22, absent: 2 },
    { name: 'Kamrul Islam', id: 'T-1003', classDays: 24, present: 23, absent: 1 },
    { name: 'Rokeya Begum', id: 'T-1004', classDays: 24, present: 21, absent: 3 },
    { name: 'Mizanur Rahman', id: 'T-1005', classDays: 24, present: 24, absent: 0 },
    { name: 'Dilruba Yasmin', id: 'T-1006', classDays: 24, present: 20, absent: 4 },
  ],
};

export const staffAttendance: AttendanceSheet = {
  title: 'Staff Attendance',
  intro: 'How many working days each member of staff was present this month.',
  period: 'June 2025',
  caption: (period) => `Staff attendance, ${period}`,
  columns: { name: { label: 'Name' }, id: { label: 'ID number' }, ...figures },
  rows: [
    { name: 'Abul Kalam', id: 'S-2001', classDays: 26, present: 26, absent: 0 },
    { name: 'Shirin Akter', id: 'S-2002', classDays: 26, present: 24, absent: 2 },
    { name: 'Jamal Uddin', id: 'S-2003', classDays: 26, present: 25, absent: 1 },
    { name: 'Halima Khatun', id: 'S-2004', classDays: 26, present: 23, absent: 3 },
    { name: 'Nazrul Islam', id: 'S-2005', classDays: 26, present: 26, absent: 0 },
  ],
};
