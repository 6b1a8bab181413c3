import { localDigits } from '@school/widgets';
import { className, type Subject, sectionName, session, subjects } from './sample-common.ts';
import type { ColumnText, Lang, Localized, PageText, Text } from './sample-types.ts';

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

/** The teachers of the routine; a Bengali routine abbreviates a name as আ.ক. for আব্দুল করিম. */
const teachers = {
  AK: { initials: { en: 'AK', bn: 'আ.ক.' }, name: { en: 'Md. Abdul Karim', bn: 'মো. আব্দুল করিম' } },
  DY: { initials: { en: 'DY', bn: 'দি.ই.' }, name: { en: 'Dilruba Yasmin', bn: 'দিলরুবা ইয়াসমিন' } },
  KI: { initials: { en: 'KI', bn: 'কা.ই.' }, name: { en: 'Kamrul Islam', bn: 'কামরুল ইসলাম' } },
  MR: { initials: { en: 'MR', bn: 'মি.র.' }, name: { en: 'Mizanur Rahman', bn: 'মিজানুর রহমান' } },
  RB: { initials: { en: 'RB', bn: 'রো.বে.' }, name: { en: 'Rokeya Begum', bn: 'রোকেয়া বেগম' } },
  SP: { initials: { en: 'SP', bn: 'শা.পা.' }, name: { en: 'Shahana Parvin', bn: 'শাহানা পারভীন' } },
} as const satisfies Record<string, { initials: Localized<Text>; name: Localized<Text> }>;

type Teacher = keyof typeof teachers;

/** The periods' times, the same in both languages; each language writes them in its digits. */
const periodTimes = [
  '8:00–8:45',
  '8:45–9:30',
  '9:30–10:15',
  '10:45–11:30',
  '11:30–12:15',
  '12:15–1:00',
] as const;

/** The week, Saturday to Thursday: each day's six classes, as subject and teacher. */
const week: readonly { day: Localized<Text>; classes: readonly [Subject, Teacher][] }[] = [
  {
    day: { en: 'Saturday', bn: 'শনিবার' },
    classes: [
      ['bangla', 'RB'],
      ['english', 'SP'],
      ['mathematics', 'AK'],
      ['physics', 'KI'],
      ['religion', 'MR'],
      ['ict', 'DY'],
    ],
  },
  {
    day: { en: 'Sunday', bn: 'রবিবার' },
    classes: [
      ['english', 'SP'],
      ['mathematics', 'AK'],
      ['chemistry', 'KI'],
      ['bangla', 'RB'],
      ['biology', 'DY'],
      ['physicalEducation', 'MR'],
    ],
  },
  {
    day: { en: 'Monday', bn: 'সোমবার' },
    classes: [
      ['mathematics', 'AK'],
      ['bangla', 'RB'],
      ['english', 'SP'],
      ['biology', 'DY'],
      ['physics', 'KI'],
      ['globalStudies', 'MR'],
    ],
  },
  {
    day: { en: 'Tuesday', bn: 'মঙ্গলবার' },
    classes: [
      ['bangla', 'RB'],
      ['chemistry', 'KI'],
      ['mathematics', 'AK'],
      ['english', 'SP'],
      ['ict', 'DY'],
      ['religion', 'MR'],
    ],
  },
  {
    day: { en: 'Wednesday', bn: 'বুধবার' },
    classes: [
      ['english', 'SP'],
      ['physics', 'KI'],
      ['bangla', 'RB'],
      ['mathematics', 'AK'],
      ['biology', 'DY'],
      ['globalStudies', 'MR'],
    ],
  },
  {
    day: { en: 'Thursday', bn: 'বৃহস্পতিবার' },
    classes: [
      ['mathematics', 'AK'],
      ['english', 'SP'],
      ['chemistry', 'KI'],
      ['bangla', 'RB'],
      ['physicalEducation', 'MR'],
      ['ict', 'DY'],
    ],
  },
];

/** The routine's periods, days and teachers in one language. */
function routineIn(
  lang: Lang,
  periodLabels: readonly Text[],
): Pick<ClassRoutineContent, 'periods' | 'days' | 'teachers'> {
  return {
    periods: periodTimes.map((time, index) => ({
      label: periodLabels[index] ?? '',
      time: localDigits(time, lang),
    })),
    days: week.map(({ day, classes }) => ({
      day: day[lang],
      classes: classes.map(([subject, teacher]) => ({
        subject: subjects[subject][lang],
        teacher: teachers[teacher].initials[lang],
      })),
    })),
    teachers: Object.values(teachers).map((teacher) => ({
      initials: teacher.initials[lang],
      name: teacher.name[lang],
    })),
  };
}

export const classRoutine: Localized<ClassRoutineContent> = {
  en: {
    title: 'Class Routine',
    intro: `The weekly routine of Class 9, Section A, session ${session}: six days, six periods a day.`,
    caption: `Class routine, Class 9, Section A, session ${session}`,
    dayColumn: 'Day',
    ...routineIn('en', ['Period 1', 'Period 2', 'Period 3', 'Period 4', 'Period 5', 'Period 6']),
    breakNote: 'Break: 10:15–10:45, between periods 3 and 4.',
    teachersHeading: "Teachers' initials",
  },
  bn: {
    title: 'ক্লাস রুটিন',
    intro: `${className('9', 'bn')}, ${sectionName('A', 'bn')}র সাপ্তাহিক ক্লাস রুটিন, শিক্ষাবর্ষ ${localDigits(session, 'bn')}: সপ্তাহে ছয় দিন, প্রতিদিন ছয়টি পিরিয়ড।`,
    caption: `ক্লাস রুটিন: ${className('9', 'bn')}, ${sectionName('A', 'bn')}, শিক্ষাবর্ষ ${localDigits(session, 'bn')}`,
    dayColumn: 'বার',
    ...routineIn('bn', [
      '১ম পিরিয়ড',
      '২য় পিরিয়ড',
      '৩য় পিরিয়ড',
      '৪র্থ পিরিয়ড',
      '৫ম পিরিয়ড',
      '৬ষ্ঠ পিরিয়ড',
    ]),
    breakNote: 'বিরতি: ১০:১৫–১০:৪৫, ৩য় ও ৪র্থ পিরিয়ডের মাঝে।',
    teachersHeading: 'শিক্ষকদের নামের সংক্ষেপ',
  },
};

export interface ExamRoutineRow {
  /** The exam's date, YYYY-MM-DD: the page writes it, and its weekday, in its language. */
  date: string;
  subject: Text;
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
  /** Every exam's time: they all run the same hours. */
  time: Text;
  rows: readonly ExamRoutineRow[];
}

const exams: readonly [date: string, subject: Subject][] = [
  ['2025-07-13', 'bangla'],
  ['2025-07-14', 'english'],
  ['2025-07-15', 'mathematics'],
  ['2025-07-16', 'physics'],
  ['2025-07-17', 'chemistry'],
  ['2025-07-19', 'biology'],
];

const examsIn = (lang: Lang): ExamRoutineRow[] =>
  exams.map(([date, subject]) => ({ date, subject: subjects[subject][lang], fullMarks: 100 }));

export const examRoutine: Localized<ExamRoutineContent> = {
  en: {
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
    time: '10:00 am–1:00 pm',
    rows: examsIn('en'),
  },
  bn: {
    title: 'পরীক্ষার রুটিন',
    intro: `${className('9', 'bn')}র অর্ধবার্ষিক পরীক্ষা ২০২৫-এর সময়সূচি।`,
    caption: `অর্ধবার্ষিক পরীক্ষা ২০২৫, ${className('9', 'bn')}`,
    columns: {
      date: { label: 'তারিখ' },
      day: { label: 'বার' },
      subject: { label: 'বিষয়' },
      time: { label: 'সময়' },
      fullMarks: { label: 'পূর্ণমান', numeric: true },
    },
    time: 'সকাল ১০টা–দুপুর ১টা',
    rows: examsIn('bn'),
  },
};
