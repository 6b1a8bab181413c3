import { formatNumber } from '@school/widgets';
import {
  type ClassValue,
  classChoices,
  plainNumber,
  type SectionValue,
  sectionChoices,
} from './sample-common.ts';
import type { ColumnText, Lang, Localized, PageText, SelectText, Text } from './sample-types.ts';

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

/** A row as written once: its figures, and its name in both languages. */
interface Entry {
  name: Localized<Text>;
  id: number;
  classDays: number;
  present: number;
  classValue?: ClassValue;
  sectionValue?: SectionValue;
}

/** The rows in one language; `idPrefix` marks a teacher's or staff member's ID ("T-1001"). */
function rowsIn(entries: readonly Entry[], lang: Lang, idPrefix = ''): AttendanceRow[] {
  return entries.map(({ name, id, classDays, present, classValue, sectionValue }) => ({
    name: name[lang],
    id: `${idPrefix}${plainNumber(id, lang)}`,
    classDays,
    present,
    absent: classDays - present,
    ...(classValue && sectionValue ? { classValue, sectionValue } : {}),
  }));
}

const figures: Localized<Pick<AttendanceSheet['columns'], 'present' | 'absent'>> = {
  en: {
    present: { label: 'Present', numeric: true },
    absent: { label: 'Absent', numeric: true },
  },
  bn: {
    present: { label: 'উপস্থিত', numeric: true },
    absent: { label: 'অনুপস্থিত', numeric: true },
  },
};

const student = (
  classValue: ClassValue,
  sectionValue: SectionValue,
  roll: number,
  name: Localized<Text>,
  present: number,
): Entry => ({ name, id: roll, classDays: 24, present, classValue, sectionValue });

const students: readonly Entry[] = [
  student('6', 'A', 1, { en: 'Ayesha Siddika', bn: 'আয়েশা সিদ্দিকা' }, 23),
  student('6', 'A', 2, { en: 'Tanvir Ahmed', bn: 'তানভীর আহমেদ' }, 21),
  student('6', 'A', 3, { en: 'Nusrat Jahan', bn: 'নুসরাত জাহান' }, 24),
  student('6', 'A', 4, { en: 'Rakibul Hasan', bn: 'রাকিবুল হাসান' }, 19),
  student('6', 'B', 1, { en: 'Farzana Akter', bn: 'ফারজানা আক্তার' }, 22),
  student('6', 'B', 2, { en: 'Mehedi Hasan', bn: 'মেহেদী হাসান' }, 20),
  student('6', 'B', 3, { en: 'Sumaiya Islam', bn: 'সুমাইয়া ইসলাম' }, 24),
  student('7', 'A', 1, { en: 'Arif Hossain', bn: 'আরিফ হোসেন' }, 18),
  student('7', 'A', 2, { en: 'Jannatul Ferdous', bn: 'জান্নাতুল ফেরদৌস' }, 23),
  student('7', 'A', 3, { en: 'Sabbir Rahman', bn: 'সাব্বির রহমান' }, 22),
  student('7', 'B', 1, { en: 'Tasnim Chowdhury', bn: 'তাসনিম চৌধুরী' }, 24),
  student('7', 'B', 2, { en: 'Imran Kabir', bn: 'ইমরান কবির' }, 17),
  student('7', 'B', 3, { en: 'Moumita Das', bn: 'মৌমিতা দাস' }, 21),
];

const attendanceClasses: readonly ClassValue[] = ['6', '7'];

export const studentAttendance: Localized<AttendanceSheet> = {
  en: {
    title: 'Student Attendance',
    intro: 'How many class days each student attended this month. Choose a class and section.',
    period: 'June 2025',
    caption: (period, group) => `Student attendance, ${group}, ${period}`,
    columns: {
      name: { label: 'Name' },
      id: { label: 'Roll', numeric: true },
      classDays: { label: 'Class days', numeric: true },
      ...figures.en,
    },
    rows: rowsIn(students, 'en'),
    filter: {
      classSelect: { label: 'Class', options: classChoices(attendanceClasses, 'en') },
      sectionSelect: { label: 'Section', options: sectionChoices('en') },
      submit: 'Show attendance',
      shown: (count) => `Showing ${count} ${count === 1 ? 'student' : 'students'}.`,
    },
  },
  bn: {
    title: 'শিক্ষার্থীর উপস্থিতি',
    intro: 'এ মাসে প্রত্যেক শিক্ষার্থী কত দিন ক্লাসে উপস্থিত ছিল, তার হিসাব। শ্রেণি ও শাখা বেছে নিন।',
    period: 'জুন ২০২৫',
    caption: (period, group) => `শিক্ষার্থীদের উপস্থিতি: ${group}, ${period}`,
    columns: {
      name: { label: 'নাম' },
      id: { label: 'রোল', numeric: true },
      classDays: { label: 'ক্লাসের দিন', numeric: true },
      ...figures.bn,
    },
    rows: rowsIn(students, 'bn'),
    filter: {
      classSelect: { label: 'শ্রেণি', options: classChoices(attendanceClasses, 'bn') },
      sectionSelect: { label: 'শাখা', options: sectionChoices('bn') },
      submit: 'উপস্থিতি দেখুন',
      shown: (count) => `${formatNumber(count, 'bn')} জন শিক্ষার্থীর উপস্থিতি দেখানো হচ্ছে।`,
    },
  },
};

const teacher = (id: number, name: Localized<Text>, present: number): Entry => ({
  name,
  id,
  classDays: 24,
  present,
});

const teachers: readonly Entry[] = [
  teacher(1001, { en: 'Md. Abdul Karim', bn: 'মো. আব্দুল করিম' }, 24),
  teacher(1002, { en: 'Shahana Parvin', bn: 'শাহানা পারভীন' }, 22),
  teacher(1003, { en: 'Kamrul Islam', bn: 'কামরুল ইসলাম' }, 23),
  teacher(1004, { en: 'Rokeya Begum', bn: 'রোকেয়া বেগম' }, 21),
  teacher(1005, { en: 'Mizanur Rahman', bn: 'মিজানুর রহমান' }, 24),
  teacher(1006, { en: 'Dilruba Yasmin', bn: 'দিলরুবা ইয়াসমিন' }, 20),
];

export const teacherAttendance: Localized<AttendanceSheet> = {
  en: {
    title: 'Teacher Attendance',
    intro: 'How many working days each teacher was present this month.',
    period: 'June 2025',
    caption: (period) => `Teacher attendance, ${period}`,
    columns: {
      name: { label: 'Name' },
      id: { label: 'ID number' },
      classDays: { label: 'Class days', numeric: true },
      ...figures.en,
    },
    rows: rowsIn(teachers, 'en', 'T-'),
  },
  bn: {
    title: 'শিক্ষকের উপস্থিতি',
    intro: 'এ মাসের কর্মদিবসগুলোতে প্রত্যেক শিক্ষক কত দিন উপস্থিত ছিলেন, তার হিসাব।',
    period: 'জুন ২০২৫',
    caption: (period) => `শিক্ষকদের উপস্থিতি, ${period}`,
    columns: {
      name: { label: 'নাম' },
      id: { label: 'আইডি নম্বর' },
      classDays: { label: 'কর্মদিবস', numeric: true },
      ...figures.bn,
    },
    // শি for শিক্ষক (teacher), as T is for teacher in English.
    rows: rowsIn(teachers, 'bn', 'শি-'),
  },
};

const member = (id: number, name: Localized<Text>, present: number): Entry => ({
  name,
  id,
  classDays: 26,
  present,
});

const staff: readonly Entry[] = [
  member(2001, { en: 'Abul Kalam', bn: 'আবুল কালাম' }, 26),
  member(2002, { en: 'Shirin Akter', bn: 'শিরিন আক্তার' }, 24),
  member(2003, { en: 'Jamal Uddin', bn: 'জামাল উদ্দিন' }, 25),
  member(2004, { en: 'Halima Khatun', bn: 'হালিমা খাতুন' }, 23),
  member(2005, { en: 'Nazrul Islam', bn: 'নজরুল ইসলাম' }, 26),
];

export const staffAttendance: Localized<AttendanceSheet> = {
  en: {
    title: 'Staff Attendance',
    intro: 'How many working days each member of staff was present this month.',
    period: 'June 2025',
    caption: (period) => `Staff attendance, ${period}`,
    columns: {
      name: { label: 'Name' },
      id: { label: 'ID number' },
      classDays: { label: 'Class days', numeric: true },
      ...figures.en,
    },
    rows: rowsIn(staff, 'en', 'S-'),
  },
  bn: {
    title: 'কর্মচারীর উপস্থিতি',
    intro: 'এ মাসের কর্মদিবসগুলোতে প্রত্যেক কর্মচারী কত দিন উপস্থিত ছিলেন, তার হিসাব।',
    period: 'জুন ২০২৫',
    caption: (period) => `কর্মচারীদের উপস্থিতি, ${period}`,
    columns: {
      name: { label: 'নাম' },
      id: { label: 'আইডি নম্বর' },
      classDays: { label: 'কর্মদিবস', numeric: true },
      ...figures.bn,
    },
    // ক for কর্মচারী (staff), as S is for staff in English.
    rows: rowsIn(staff, 'bn', 'ক-'),
  },
};
