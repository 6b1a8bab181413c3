import { session } from './sample-common.ts';
import type { ColumnText, PageText, Text } from './sample-types.ts';

export interface RoutinePeriod {
  label: Text;
  /** When the period runs, e.g. "8:00–8:45". */
  time: Text;
}

export interface RoutineClass {
  subject: Text;
  /** The teacher's initials; `teachers` says whose they are. */
  teacher: Text;
}

export interface RoutineDay {
  day: Text;
  /** One class per period, in the order of `periods`. */
  classes: readonly RoutineClass[];
}

export interface ClassRoutineContent extends PageText {
  caption: Text;
  dayColumn: Text;
  periods: readonly RoutinePeriod[];
  days: readonly RoutineDay[];
  /** Said under the table: the break between periods. */
  breakNote: Text;
  teachersHeading: Text;
  teachers: readonly { initials: Text; name: Text }[];
}

const c = (subject: Text, teacher: Text): RoutineClass => ({ subject, teacher });

export const classRoutine: ClassRoutineContent = {
  title: 'Class Routine',
  intro: `The weekly routine of Class 9, Section A, session ${session}: six days, six periods a day.`,
  caption: `Class routine, Class 9, Section A, session ${session}`,
  dayColumn: 'Day',
  periods: [
    { label: 'Period 1', time: '8:00–8:45' },
    { label: 'Period 2', time: '8:45–9:30' },
    { label: 'Period 3', time: '9:30–10:15' },
    { label: 'Period 4', time: '10:45–11:30' },
    { label: 'Period 5', time: '11:30–12:15' },
    { label: 'Period 6', time: '12:15–1:00' },
  ],
  days: [
    {
      day: 'Saturday',
      classes: [
        c('Bangla', 'RB'),
        c('English', 'SP'),
        c('Mathematics', 'AK'),
        c('Physics', 'KI'),
        c('Religion', 'MR'),
        c('ICT', 'DY'),
      ],
    },
    {
      day: 'Sunday',
      classes: [
        c('English', 'SP'),
        c('Mathematics', 'AK'),
        c('Chemistry', 'KI'),
        c('Bangla', 'RB'),
        c('Biology', 'DY'),
        c('Physical Education', 'MR'),
      ],
    },
    {
      day: 'Monday',
      classes: [
        c('Mathematics', 'AK'),
        c('Bangla', 'RB'),
        c('English', 'SP'),
        c('Biology', 'DY'),
        c('Physics', 'KI'),
        c('Bangladesh and Global Studies', 'MR'),
      ],
    },
    {
      day: 'Tuesday',
      classes: [
        c('Bangla', 'RB'),
        c('Chemistry', 'KI'),
        c('Mathematics', 'AK'),
        c('English', 'SP'),
        c('ICT', 'DY'),
        c('Religion', 'MR'),
      ],
    },
    {
      day: 'Wednesday',
      classes: [
        c('English', 'SP'),
        c('Physics', 'KI'),
        c('Bangla', 'RB'),
        c('Mathematics', 'AK'),
        c('Biology', 'DY'),
        c('Bangladesh and Global Studies', 'MR'),
      ],
    },
    {
      day: 'Thursday',
      classes: [
        c('Mathematics', 'AK'),
        c('English', 'SP'),
        c('Chemistry', 'KI'),
        c('Bangla', 'RB'),
        c('Physical Education', 'MR'),
        c('ICT', 'DY'),
      ],
    },
  ],
  breakNote: 'Break: 10:15–10:45, between periods 3 and 4.',
  teachersHeading: "Teachers' initials",
  teachers: [
    { initials: 'AK', name: 'Md. Abdul Karim' },
    { initials: 'DY', name: 'Dilruba Yasmin' },
    { initials: 'KI', name: 'Kamrul Islam' },
    { initials: 'MR', name: 'Mizanur Rahman' },
    { initials: 'RB', name: 'Rokeya Begum' },
    { initials: 'SP', name: 'Shahana Parvin' },
  ],
};

export interface ExamRoutineRow {
  /** The exam's date, YYYY-MM-DD, for machines (`<time dateTime>`). */
  date: string;
  /** The same date as a visitor reads it. */
  dateText: Text;
  day: Text;
  subject: Text;
  time: Text;
  fullMarks: number;
}

export interface ExamRoutineContent extends PageText {
  caption: Text;
  columns: {
    date: ColumnText;
    day: ColumnText;
    subject: ColumnText;
    time: ColumnText;
    fullMarks: ColumnText;
  };
  rows: readonly ExamRoutineRow[];
}

const exam = (date: string, dateText: Text, day: Text, subject: Text): ExamRoutineRow => ({
  date,
  dateText,
  day,
  subject,
  time: '10:00 am–1:00 pm',
  fullMarks: 100,
});

export const examRoutine: ExamRoutineContent = {
  title: 'Exam Routine',
  intro: 'The timetable of the Half Yearly Exam 2025 for Class 9.',
  caption: 'Half Yearly Exam 2025, Class 9',
  columns: {
    date: { label: 'Date' },
    day: { label: 'Day' },
    subject: { label: 'Subject' },
    time: { label: 'Time' },
    fullMarks: { label: 'Full marks', numeric: true },
  },
  rows: [
    exam('2025-07-13', '13 July 2025', 'Sunday', 'Bangla'),
    exam('2025-07-14', '14 July 2025', 'Monday', 'English'),
    exam('2025-07-15', '15 July 2025', 'Tuesday', 'Mathematics'),
    exam('2025-07-16', '16 July 2025', 'Wednesday', 'Physics'),
    exam('2025-07-17', '17 July 2025', 'Thursday', 'Chemistry'),
    exam('2025-07-19', '19 July 2025', 'Saturday', 'Biology'),
  ],
};
