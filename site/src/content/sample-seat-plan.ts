import { localDigits } from '@school/widgets';
import {
  classChoices,
  examChoices,
  plainNumber,
  type SectionValue,
  sectionLetter,
  session,
} from './sample-common.ts';
import type { ColumnText, Lang, Localized, PageText, SelectText, Text } from './sample-types.ts';

export interface SeatPlanRow {
  rollFrom: number;
  rollTo: number;
  /** The section the range belongs to, as its letter reads. */
  section: Text;
  room: number;
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

const seats: readonly { rollFrom: number; rollTo: number; section: SectionValue; room: number }[] =
  [
    { rollFrom: 1, rollTo: 30, section: 'A', room: 101 },
    { rollFrom: 31, rollTo: 60, section: 'B', room: 102 },
    { rollFrom: 61, rollTo: 90, section: 'C', room: 103 },
  ];

const rowsIn = (lang: Lang): SeatPlanRow[] =>
  seats.map((seat) => ({ ...seat, section: sectionLetter(seat.section, lang) }));

const seatClasses = ['6', '7', '8', '9', '10'] as const;

/** The sessions offered; the value stays in ASCII digits, the label is in the page's digits. */
const sessionChoices = (lang: Lang) =>
  [session, '2023-24'].map((value) => ({ value, label: localDigits(value, lang) }));

const rollRange = (lang: Lang) => (from: number, to: number) =>
  `${plainNumber(from, lang)}–${plainNumber(to, lang)}`;

export const seatPlan: Localized<SeatPlanContent> = {
  en: {
    title: 'Seat Plan',
    intro: 'Which room each roll range sits in. Choose a class, exam and session.',
    formHeading: 'Choose an exam',
    classSelect: { label: 'Class', options: classChoices(seatClasses, 'en') },
    examSelect: { label: 'Exam name', options: examChoices('en') },
    sessionSelect: { label: 'Session', options: sessionChoices('en') },
    caption: (className, exam, session) => `Seat plan, ${className}, ${exam}, session ${session}`,
    columns: {
      rolls: { label: 'Roll numbers' },
      className: { label: 'Class' },
      section: { label: 'Section' },
      room: { label: 'Room number' },
    },
    rollRange: rollRange('en'),
    rows: rowsIn('en'),
  },
  bn: {
    title: 'আসন বিন্যাস',
    intro: 'কোন রোল নম্বরের শিক্ষার্থীরা কোন কক্ষে বসবে। শ্রেণি, পরীক্ষা ও শিক্ষাবর্ষ বেছে নিন।',
    formHeading: 'পরীক্ষা বেছে নিন',
    classSelect: { label: 'শ্রেণি', options: classChoices(seatClasses, 'bn') },
    examSelect: { label: 'পরীক্ষার নাম', options: examChoices('bn') },
    sessionSelect: { label: 'শিক্ষাবর্ষ', options: sessionChoices('bn') },
    caption: (className, exam, session) => `আসন বিন্যাস: ${className}, ${exam}, শিক্ষাবর্ষ ${session}`,
    columns: {
      rolls: { label: 'রোল নম্বর' },
      className: { label: 'শ্রেণি' },
      section: { label: 'শাখা' },
      room: { label: 'কক্ষ নম্বর' },
    },
    rollRange: rollRange('bn'),
    rows: rowsIn('bn'),
  },
};
