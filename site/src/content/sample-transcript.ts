import { session } from './sample-common.ts';
import type { ColumnText, InfoItem, PageText, Text } from './sample-types.ts';

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

export const transcript: TranscriptContent = {
  title: 'Academic Transcript',
  intro: "A student's marks in each subject, their grades and the GPA, with the grading scale.",
  studentHeading: "Student's information",
  student: [
    { label: 'Name', value: 'Nusrat Jahan' },
    { label: 'Class', value: 'Class 9' },
    { label: 'Section', value: 'Section A' },
    { label: 'Roll No', value: '3' },
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
  range: (min, max) => `${min}–${max}`,
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
  subjects: [
    { subject: 'Bangla', marks: 78 },
    { subject: 'English', marks: 72 },
    { subject: 'Mathematics', marks: 85 },
    { subject: 'Physics', marks: 66 },
    { subject: 'Chemistry', marks: 58 },
    { subject: 'Biology', marks: 81 },
  ],
};
