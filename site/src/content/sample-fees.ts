import { months, sampleClasses, sampleSections } from './sample-common.ts';
import type { ColumnText, InputText, PageText, SelectText, Text } from './sample-types.ts';

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

export const feeInfo: FeeInfoContent = {
  title: 'Fee Information',
  intro: 'Choose a class, section, roll number and month to see the fees due for that student.',
  formHeading: 'Find a student',
  classSelect: {
    label: 'Class',
    options: sampleClasses,
  },
  sectionSelect: {
    label: 'Section',
    options: sampleSections,
  },
  roll: { label: 'Roll number', hint: 'A whole number, such as 12.' },
  monthSelect: { label: 'Month', options: months },
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
  caption: (month) => `Fees for ${month} (BDT)`,
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
  rows: [
    { type: 'Tuition fee', amount: 2800, deadlineDay: 10, penalty: 200 },
    { type: 'Stationery fee', amount: 450, deadlineDay: 15, penalty: 50 },
    { type: 'Exam fee', amount: 1400, deadlineDay: 20, penalty: 100 },
  ],
};

/** A row's total: the amount and its penalty. */
export function feeRowTotal(row: FeeRow): number {
  return row.amount + row.penalty;
}

/** The sum of the rows' totals (5000 for the sample rows). */
export function feeTotal(rows: readonly FeeRow[]): number {
  return rows.reduce((sum, row) => sum + feeRowTotal(row), 0);
}
