import { type FeePeriod, toBengaliDigits, type Weekday } from '@school/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Academics, ClassRef } from './academics.ts';
import { subjectInBengali } from './bengali.ts';
import { addDays, ymd } from './dates.ts';
import { insertRows, type Row } from './insert.ts';
import type { PersonName } from './names.ts';
import { createRandom } from './random.ts';

/**
 * The school's facts the office publishes (issue 24), for the current session of every class
 * from Six to XII, in both shifts: fees, class and exam routines, seat plans, syllabi and the
 * admission information. Figures are those of a Dhaka school and college of this size; the dates
 * move with `today` as the notices' do.
 */

const SCHOOL_CLASSES = ['Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/** Subjects a class studies, as the routines, exams and syllabi name them, and full marks. */
const JUNIOR: [subject: string, marks: number][] = [
  ['Bangla', 100],
  ['English', 100],
  ['Mathematics', 100],
  ['General Science', 100],
  ['Bangladesh and Global Studies', 100],
  ['Islam and Moral Education', 100],
  ['Information and Communication Technology', 50],
  ['Agriculture Studies', 50],
  ['Physical Education', 50],
];
const SECONDARY: [string, number][] = [
  ['Bangla', 100],
  ['English', 100],
  ['Mathematics', 100],
  ['Physics', 100],
  ['Chemistry', 100],
  ['Biology', 100],
  ['Higher Mathematics', 100],
  ['Bangladesh and Global Studies', 100],
  ['Information and Communication Technology', 50],
];
const HIGHER: Record<string, [string, number][]> = {
  Science: [
    ['Physics', 100],
    ['Chemistry', 100],
    ['Biology', 100],
    ['Higher Mathematics', 100],
  ],
  'Business Studies': [
    ['Accounting', 100],
    ['Business Organisation and Management', 100],
    ['Finance, Banking and Insurance', 100],
    ['Production Management and Marketing', 100],
  ],
  Humanities: [
    ['Economics', 100],
    ['Civics and Good Governance', 100],
    ['History', 100],
    ['Logic', 100],
  ],
};

function subjectsOf(cls: ClassRef): [string, number][] {
  if (cls.level === 'junior') return JUNIOR;
  if (cls.level === 'secondary') return SECONDARY;
  return [
    ['Bangla', 100],
    ['English', 100],
    ['Information and Communication Technology', 100],
    ...(HIGHER[cls.group ?? 'Science'] ?? []),
  ];
}

/** `2026` for Six–Ten; XI's session began this year, XII's the year before (`2025-26`). */
function sessionOf(cls: ClassRef, year: number): string {
  const start = cls.className === 'XI' ? year : cls.className === 'XII' ? year - 1 : null;
  return start === null ? String(year) : `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** One fee head: English and Bengali, taka, how often. */
type Head = [head: string, headBn: string, amount: number, per: FeePeriod];

function feesOf(cls: ClassRef): Head[] {
  if (cls.level === 'higher') {
    const tuition = { Science: 2200, 'Business Studies': 1900, Humanities: 1800 }[
      cls.group ?? 'Science'
    ];
    return [
      ['Admission fee', 'ভর্তি ফি', cls.className === 'XI' ? 8000 : 0, 'once'],
      ['Tuition fee', 'বেতন', tuition, 'month'],
      ['Session charges', 'সেশন চার্জ', 5000, 'year'],
      ['Exam fee', 'পরীক্ষার ফি', 1200, 'exam'],
      cls.className === 'XI'
        ? ['Board registration', 'বোর্ড রেজিস্ট্রেশন', 850, 'once']
        : ['HSC form fill-up', 'এইচএসসি ফরম পূরণ', 3150, 'once'],
    ].filter((head): head is Head => head[2] !== 0) as Head[];
  }
  const i = SCHOOL_CLASSES.indexOf(cls.className);
  const heads: Head[] = [
    ['Admission fee', 'ভর্তি ফি', i < 3 ? 5000 : 6000, 'once'],
    ['Tuition fee', 'বেতন', 1200 + i * 100 + (i >= 3 ? 200 : 0), 'month'],
    ['Session charges', 'সেশন চার্জ', i < 3 ? 3500 : 4000, 'year'],
    ['Exam fee', 'পরীক্ষার ফি', i < 3 ? 800 : 1000, 'exam'],
  ];
  if (cls.className === 'Nine') heads.push(['Board registration', 'বোর্ড রেজিস্ট্রেশন', 450, 'once']);
  if (cls.className === 'Ten') heads.push(['SSC form fill-up', 'এসএসসি ফরম পূরণ', 2650, 'once']);
  return heads;
}

/** The periods of a shift: six of 40 minutes, a 20-minute break after the third. */
function periodsOf(cls: ClassRef) {
  const begin = cls.shiftIndex === 1 ? 7 * 60 + 30 : 12 * 60 + 30;
  const at = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return Array.from({ length: 6 }, (_, i) => {
    const start = begin + i * 40 + (i >= 3 ? 20 : 0);
    return { period: i + 1, start: at(start), end: at(start + 40) };
  });
}

const WEEK: Weekday[] = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'];

/** The classes a class config makes together: its Morning config, or each group's. */
const leading = (classes: ClassRef[]) => classes.filter((c) => c.shiftIndex === 1);

export async function seedFacts(
  db: Kysely<Database>,
  academics: Academics,
  teachers: readonly PersonName[],
  today: Date,
) {
  const year = today.getFullYear();
  const rng = createRandom('facts');
  const bn = (text: string) => toBengaliDigits(text);

  const fees: Row<'fees'>[] = leading(academics.classes).map((cls) => ({
    class_id: cls.id,
    session: sessionOf(cls, year),
    heads: JSON.stringify(
      feesOf(cls).map(([head, headBn, amount, per]) => ({ head, head_bn: headBn, amount, per })),
    ),
    note: 'Tuition is paid by the 10th of each month at the accounts section or online; a late payment adds ৳50.',
    note_bn: 'প্রতি মাসের ১০ তারিখের মধ্যে হিসাব শাখায় বা অনলাইনে বেতন দিতে হয়; দেরিতে দিলে ৫০ টাকা বিলম্ব ফি।',
  }));

  const routines: Row<'class_routines'>[] = academics.classes.map((cls) => {
    const subjects = subjectsOf(cls).map(([subject]) => subject);
    // Each subject has its teacher in this class; the same teacher all week.
    const teacherOf = new Map(subjects.map((s) => [s, rng.pick(teachers)]));
    const classes = WEEK.flatMap((day, d) =>
      periodsOf(cls).map(({ period }) => {
        const subject = subjects[(d * 2 + period - 1) % subjects.length] ?? 'Bangla';
        const teacher = teacherOf.get(subject);
        return {
          day,
          period,
          subject,
          subject_bn: subjectInBengali(subject),
          teacher: teacher?.name ?? '',
          teacher_bn: teacher?.nameBn ?? null,
        };
      }),
    );
    return {
      class_id: cls.id,
      session: sessionOf(cls, year),
      periods: JSON.stringify(periodsOf(cls)),
      classes: JSON.stringify(classes),
    };
  });

  // The next exam: the pre-test for the classes that sit a board exam next, else the annual one.
  const examId = (cls: ClassRef) => {
    const name =
      cls.className === 'Ten' || cls.className === 'XII'
        ? 'Pre-Test Examination'
        : 'Annual Examination';
    return academics.exams.find((e) => e.name === name)?.id ?? academics.exams[0]?.id ?? 1;
  };
  const examDays: string[] = [];
  for (let day = addDays(today, 28); examDays.length < 12; day = addDays(day, 1)) {
    if (day.getDay() !== 5) examDays.push(ymd(day)); // no exam on a Friday
  }
  const examRoutines: Row<'exam_routines'>[] = academics.classes.map((cls) => ({
    exam_id: examId(cls),
    class_id: cls.id,
    session: sessionOf(cls, year),
    papers: JSON.stringify(
      subjectsOf(cls).map(([subject, marks], i) => {
        const [start, end] =
          cls.shiftIndex === 1
            ? ['10:00', marks >= 100 ? '13:00' : '11:30']
            : ['14:00', marks >= 100 ? '17:00' : '15:30'];
        return {
          date: examDays[i] ?? ymd(today),
          start,
          end,
          subject,
          subject_bn: subjectInBengali(subject),
          full_marks: marks,
        };
      }),
    ),
  }));

  // Forty to a room, in the class's own building: a class of about 300 sits in eight rooms.
  const seatPlans: Row<'seat_plans'>[] = academics.classes.map((cls) => {
    const base = cls.levelIndex * 100000 + cls.shiftIndex * 10000 + cls.groupIndex * 1000;
    const size = cls.group ? 400 : 300;
    const floor = cls.levelIndex <= 5 ? cls.levelIndex : 5 + cls.groupIndex;
    const rooms = Array.from({ length: Math.ceil(size / 40) }, (_, i) => {
      const room = String(floor * 100 + i + 1);
      return {
        room,
        room_bn: bn(room),
        roll_from: base + i * 40 + 1,
        roll_to: base + Math.min(size, (i + 1) * 40),
      };
    });
    return {
      exam_id: examId(cls),
      class_id: cls.id,
      session: sessionOf(cls, year),
      rooms: JSON.stringify(rooms),
    };
  });

  const syllabi: Row<'syllabi'>[] = leading(academics.classes).map((cls) => {
    const subjects = subjectsOf(cls);
    const name = [cls.className, cls.group].filter(Boolean).join(' ');
    return {
      class_id: cls.id,
      session: sessionOf(cls, year),
      text: subjects
        .map(([s, marks]) => `${s}: ${marks} marks, the board's textbook and the college's notes`)
        .join('\n'),
      text_bn: subjects
        .map(
          ([s, marks]) =>
            `${subjectInBengali(s)}: ${bn(String(marks))} নম্বর, বোর্ডের পাঠ্যবই ও কলেজের নোট`,
        )
        .join('\n'),
      file: `/media/documents/syllabus-class-${name.toLowerCase().replace(/\s+/g, '-')}-${year}.pdf`,
    };
  });

  const admission: Row<'admission_info'>[] = [
    {
      title: `Admission ${year + 1}: Class Six and Class XI`,
      title_bn: `ভর্তি ${bn(String(year + 1))}: ষষ্ঠ ও একাদশ শ্রেণি`,
      apply_from: ymd(addDays(today, -5)),
      apply_until: ymd(addDays(today, 25)),
      test_date: ymd(addDays(today, 32)),
      result_date: ymd(addDays(today, 40)),
      application_fee: 500,
      fees: [
        'Class Six: admission fee ৳5,000, session charges ৳3,500, first month’s tuition ৳1,200',
        'Class XI: admission fee ৳8,000, session charges ৳5,000, board registration ৳850',
      ].join('\n'),
      fees_bn: [
        'ষষ্ঠ শ্রেণি: ভর্তি ফি ৫,০০০ টাকা, সেশন চার্জ ৩,৫০০ টাকা, প্রথম মাসের বেতন ১,২০০ টাকা',
        'একাদশ শ্রেণি: ভর্তি ফি ৮,০০০ টাকা, সেশন চার্জ ৫,০০০ টাকা, বোর্ড রেজিস্ট্রেশন ৮৫০ টাকা',
      ].join('\n'),
      documents: [
        'The student’s birth registration certificate (17 digits)',
        'A parent’s national ID card',
        'Two passport-size photos of the student',
        'The last school’s transfer certificate and result (Class Six), or the SSC mark sheet (Class XI)',
      ].join('\n'),
      documents_bn: [
        'শিক্ষার্থীর জন্ম নিবন্ধন সনদ (১৭ অঙ্ক)',
        'মা বা বাবার জাতীয় পরিচয়পত্র',
        'শিক্ষার্থীর দুই কপি পাসপোর্ট সাইজের ছবি',
        'আগের বিদ্যালয়ের ছাড়পত্র ও ফলাফল (ষষ্ঠ শ্রেণি), অথবা এসএসসির নম্বরপত্র (একাদশ শ্রেণি)',
      ].join('\n'),
      after: [
        'Keep the application number the form gives you.',
        'Pay the application fee at the college’s accounts section within three days.',
        'Class Six sits the admission test; Class XI is chosen by the SSC result.',
        'The chosen applicants are listed on the notice board and this website; bring the documents above to complete admission.',
      ].join('\n'),
      after_bn: [
        'ফরম যে আবেদন নম্বর দেয়, সেটি রেখে দিন।',
        'তিন দিনের মধ্যে কলেজের হিসাব শাখায় আবেদন ফি জমা দিন।',
        'ষষ্ঠ শ্রেণিতে ভর্তি পরীক্ষা হয়; একাদশ শ্রেণিতে এসএসসির ফল দেখে বাছাই করা হয়।',
        'নির্বাচিতদের তালিকা নোটিশ বোর্ডে ও এই ওয়েবসাইটে প্রকাশ করা হয়; ভর্তি সম্পন্ন করতে ওপরের কাগজপত্র নিয়ে আসুন।',
      ].join('\n'),
    },
  ];

  return {
    fees: await insertRows(db, 'fees', fees),
    class_routines: await insertRows(db, 'class_routines', routines),
    exam_routines: await insertRows(db, 'exam_routines', examRoutines),
    seat_plans: await insertRows(db, 'seat_plans', seatPlans),
    syllabi: await insertRows(db, 'syllabi', syllabi),
    admission_info: await insertRows(db, 'admission_info', admission),
  };
}
