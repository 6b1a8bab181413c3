import { localDigits } from '@school/widgets';
import {
  className,
  plainNumber,
  type Subject,
  sectionName,
  session,
  subjects,
} from './sample-common.ts';
import type { ColumnText, InfoItem, Lang, Localized, PageText, Text } from './sample-types.ts';

export interface TranscriptSubject {
  subject: Text;
  /** Out of 100. */
  marks: number;
}

export interface TranscriptContent extends PageText {
  studentHeading: Text;
  student: readonly InfoItem[];
  scaleHeading: Text;
  scaleCaption: Text;
  scaleColumns: { range: ColumnText; grade: ColumnText; point: ColumnText };
  /** "80–100": a band's marks as they are read. */
  range: (min: number, max: number) => Text;
  resultHeading: Text;
  resultCaption: Text;
  resultColumns: { subject: ColumnText; marks: ColumnText; grade: ColumnText; point: ColumnText };
  gpaLabel: Text;
  status: { passed: Text; failed: Text };
  subjects: readonly TranscriptSubject[];
}

/** The sample student's roll number. */
const roll = 3;

/** The student's marks, the same in both languages. */
const marks: readonly [Subject, number][] = [
  ['bangla', 78],
  ['english', 72],
  ['mathematics', 85],
  ['physics', 66],
  ['chemistry', 58],
  ['biology', 81],
];

const subjectsIn = (lang: Lang): TranscriptSubject[] =>
  marks.map(([subject, mark]) => ({ subject: subjects[subject][lang], marks: mark }));

const range = (lang: Lang) => (min: number, max: number) => localDigits(`${min}–${max}`, lang);

export const transcript: Localized<TranscriptContent> = {
  en: {
    title: 'Academic Transcript',
    intro: "A student's marks in each subject, their grades and the GPA, with the grading scale.",
    studentHeading: "Student's information",
    student: [
      { label: 'Name', value: 'Nusrat Jahan' },
      { label: 'Class', value: className('9', 'en') },
      { label: 'Section', value: sectionName('A', 'en') },
      { label: 'Roll No', value: plainNumber(roll, 'en') },
      { label: 'Exam', value: 'Half Yearly Exam 2025' },
      { label: 'Session', value: session },
    ],
    scaleHeading: 'Grading scale',
    scaleCaption: 'Grading scale: marks out of 100, letter grade and grade point',
    scaleColumns: {
      range: { label: 'Marks' },
      grade: { label: 'Letter grade' },
      point: { label: 'Grade point', numeric: true },
    },
    range: range('en'),
    resultHeading: 'Subject-wise result',
    resultCaption: 'Subject-wise result, Half Yearly Exam 2025',
    resultColumns: {
      subject: { label: 'Subject' },
      marks: { label: 'Marks', numeric: true },
      grade: { label: 'Grade' },
      point: { label: 'Grade point', numeric: true },
    },
    gpaLabel: 'GPA',
    status: { passed: 'Status: Passed', failed: 'Status: Failed' },
    subjects: subjectsIn('en'),
  },
  bn: {
    title: 'একাডেমিক ট্রান্সক্রিপ্ট',
    intro: 'শিক্ষার্থীর প্রতিটি বিষয়ে প্রাপ্ত নম্বর, গ্রেড ও জিপিএ, সঙ্গে গ্রেডিং পদ্ধতি।',
    studentHeading: 'শিক্ষার্থীর তথ্য',
    student: [
      { label: 'নাম', value: 'নুসরাত জাহান' },
      { label: 'শ্রেণি', value: className('9', 'bn') },
      { label: 'শাখা', value: sectionName('A', 'bn') },
      { label: 'রোল নং', value: plainNumber(roll, 'bn') },
      { label: 'পরীক্ষা', value: 'অর্ধবার্ষিক পরীক্ষা ২০২৫' },
      { label: 'শিক্ষাবর্ষ', value: localDigits(session, 'bn') },
    ],
    scaleHeading: 'গ্রেডিং পদ্ধতি',
    scaleCaption: 'গ্রেডিং পদ্ধতি: ১০০ নম্বরের মধ্যে প্রাপ্ত নম্বর, লেটার গ্রেড ও গ্রেড পয়েন্ট',
    scaleColumns: {
      range: { label: 'প্রাপ্ত নম্বর' },
      // The letter grades themselves (A+, A, A-…) stay in Latin letters, as Bangladeshi boards print them.
      grade: { label: 'লেটার গ্রেড' },
      point: { label: 'গ্রেড পয়েন্ট', numeric: true },
    },
    range: range('bn'),
    resultHeading: 'বিষয়ভিত্তিক ফলাফল',
    resultCaption: 'বিষয়ভিত্তিক ফলাফল, অর্ধবার্ষিক পরীক্ষা ২০২৫',
    resultColumns: {
      subject: { label: 'বিষয়' },
      marks: { label: 'প্রাপ্ত নম্বর', numeric: true },
      grade: { label: 'গ্রেড' },
      point: { label: 'গ্রেড পয়েন্ট', numeric: true },
    },
    gpaLabel: 'জিপিএ',
    status: { passed: 'ফলাফল: উত্তীর্ণ', failed: 'ফলাফল: অনুত্তীর্ণ' },
    subjects: subjectsIn('bn'),
  },
};
