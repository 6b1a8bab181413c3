import { formatNumber } from '@school/widgets';
import { classChoices, monthChoices, sampleWords, sectionChoices } from './sample-common.ts';
import type {
  ColumnText,
  InputText,
  Lang,
  Localized,
  PageText,
  SelectText,
  Text,
} from './sample-types.ts';

export interface FeeRow {
  type: Text;
  amount: number;
  /** The day of the chosen month by which the fee is due. */
  deadlineDay: number;
  /** Added when the fee is paid after the deadline. */
  penalty: number;
}

export interface FeeInfoContent extends PageText {
  formHeading: Text;
  classSelect: SelectText;
  sectionSelect: SelectText;
  roll: InputText;
  monthSelect: SelectText;
  submit: Text;
  studentHeading: Text;
  studentLabels: { name: Text; className: Text; section: Text; roll: Text; month: Text };
  feesHeading: Text;
  caption: (month: Text) => Text;
  columns: {
    type: ColumnText;
    amount: ColumnText;
    deadline: ColumnText;
    penalty: ColumnText;
    total: ColumnText;
  };
  deadline: (day: number, month: Text) => Text;
  totalLabel: Text;
  /** Says what the Total column counts. */
  totalNote: Text;
  rows: readonly FeeRow[];
}

/** The fees, written once: the amounts are the same in both languages. */
const fees: readonly (Omit<FeeRow, 'type'> & { type: Localized<Text> })[] = [
  { type: { en: 'Tuition fee', bn: 'মাসিক বেতন' }, amount: 2800, deadlineDay: 10, penalty: 200 },
  { type: { en: 'Stationery fee', bn: 'স্টেশনারি ফি' }, amount: 450, deadlineDay: 15, penalty: 50 },
  { type: { en: 'Exam fee', bn: 'পরীক্ষার ফি' }, amount: 1400, deadlineDay: 20, penalty: 100 },
];

const rowsIn = (lang: Lang): FeeRow[] => fees.map((fee) => ({ ...fee, type: fee.type[lang] }));

const feeClasses = ['6', '7', '8', '9', '10'] as const;

export const feeInfo: Localized<FeeInfoContent> = {
  en: {
    title: 'Fee Information',
    intro: 'Choose a class, section, roll number and month to see the fees due for that student.',
    formHeading: 'Find a student',
    classSelect: { label: 'Class', options: classChoices(feeClasses, 'en') },
    sectionSelect: { label: 'Section', options: sectionChoices('en') },
    roll: { label: 'Roll number', hint: 'A whole number, such as 12.' },
    monthSelect: { label: 'Month', options: monthChoices('en') },
    submit: 'Show fees',
    studentHeading: "Student's information",
    studentLabels: {
      name: 'Name',
      className: 'Class',
      section: 'Section',
      roll: 'Roll No',
      month: 'Month',
    },
    feesHeading: 'Fees',
    caption: (month) => `Fees for ${month} (${sampleWords.en.currency})`,
    columns: {
      type: { label: 'Fee type' },
      amount: { label: 'Amount', numeric: true },
      deadline: { label: 'Deadline' },
      penalty: { label: 'Penalty', numeric: true },
      total: { label: 'Total', numeric: true },
    },
    deadline: (day, month) => `${day} ${month}`,
    totalLabel: 'Total',
    totalNote:
      'Each total is the amount plus the penalty that applies when the fee is paid after its deadline.',
    rows: rowsIn('en'),
  },
  bn: {
    title: 'ফি তথ্য',
    intro: 'শ্রেণি, শাখা, রোল নম্বর ও মাস বেছে নিয়ে সেই শিক্ষার্থীর প্রদেয় ফি দেখুন।',
    formHeading: 'শিক্ষার্থী খুঁজুন',
    classSelect: { label: 'শ্রেণি', options: classChoices(feeClasses, 'bn') },
    sectionSelect: { label: 'শাখা', options: sectionChoices('bn') },
    roll: { label: 'রোল নম্বর', hint: 'একটি পূর্ণসংখ্যা, যেমন ১২।' },
    monthSelect: { label: 'মাস', options: monthChoices('bn') },
    submit: 'ফি দেখুন',
    studentHeading: 'শিক্ষার্থীর তথ্য',
    studentLabels: {
      name: 'নাম',
      className: 'শ্রেণি',
      section: 'শাখা',
      roll: 'রোল নং',
      month: 'মাস',
    },
    feesHeading: 'ফির বিবরণ',
    caption: (month) => `${month} মাসের ফি (${sampleWords.bn.currency})`,
    columns: {
      type: { label: 'ফির ধরন' },
      amount: { label: 'পরিমাণ', numeric: true },
      deadline: { label: 'পরিশোধের শেষ তারিখ' },
      penalty: { label: 'জরিমানা', numeric: true },
      total: { label: 'মোট', numeric: true },
    },
    deadline: (day, month) => `${formatNumber(day, 'bn')} ${month}`,
    totalLabel: 'সর্বমোট',
    totalNote:
      'প্রতিটি সারির মোট হলো ফির পরিমাণ ও জরিমানার যোগফল; শেষ তারিখের পরে পরিশোধ করলে জরিমানা প্রযোজ্য।',
    rows: rowsIn('bn'),
  },
};

/** A row's total: the amount and its penalty. */
export function feeRowTotal(row: FeeRow): number {
  return row.amount + row.penalty;
}

/** The sum of the rows' totals (5000 for the sample rows). */
export function feeTotal(rows: readonly FeeRow[]): number {
  return rows.reduce((sum, row) => sum + feeRowTotal(row), 0);
}
