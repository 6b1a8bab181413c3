import { sampleClasses, session } from './sample-common.ts';
import type { ColumnText, PageText, SelectText, Text } from './sample-types.ts';

export interface SeatPlanRow {
  rollFrom: number;
  rollTo: number;
  /** The section the range belongs to. */
  section: Text;
  room: Text;
}

export interface SeatPlanContent extends PageText {
  formHeading: Text;
  classSelect: SelectText;
  examSelect: SelectText;
  sessionSelect: SelectText;
  caption: (className: Text, exam: Text, session: Text) => Text;
  columns: { rolls: ColumnText; className: ColumnText; section: ColumnText; room: ColumnText };
  /** "1–30": a roll range as it is read. */
  rollRange: (from: number, to: number) => Text;
  rows: readonly SeatPlanRow[];
}

export const seatPlan: SeatPlanContent = {
  title: 'Seat Plan',
  intro: 'Which room each roll range sits in. Choose a class, exam and session.',
  formHeading: 'Choose an exam',
  classSelect: {
    label: 'Class',
    options: sampleClasses,
  },
  examSelect: {
    label: 'Exam name',
    options: [
      { value: 'half-yearly', label: 'Half Yearly Exam' },
      { value: 'final', label: 'Final Exam' },
    ],
  },
  sessionSelect: {
    label: 'Session',
    options: [
      { value: session, label: session },
      { value: '2023-24', label: '2023-24' },
    ],
  },
  caption: (className, exam, session) => `Seat plan, ${className}, ${exam}, session ${session}`,
  columns: {
    rolls: { label: 'Roll numbers' },
    className: { label: 'Class' },
    section: { label: 'Section' },
    room: { label: 'Room number' },
  },
  rollRange: (from, to) => `${from}–${to}`,
  rows: [
    { rollFrom: 1, rollTo: 30, section: 'A', room: '101' },
    { rollFrom: 31, rollTo: 60, section: 'B', room: '102' },
    { rollFrom: 61, rollTo: 90, section: 'C', room: '103' },
  ],
};
