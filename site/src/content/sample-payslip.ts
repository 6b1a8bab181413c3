import { currency, months, session } from './sample-common.ts';
import type {
  ColumnText,
  InfoItem,
  InputText,
  PageText,
  SelectText,
  Text,
} from './sample-types.ts';

export interface PayslipStudent {
  name: Text;
  id: Text;
  className: Text;
  section: Text;
  shift: Text;
}

/** The figures of one month's payslip, in BDT. */
export interface PayslipFigures {
  thisMonthDue: number;
  previousDue: number;
  lateFine: number;
}

export interface Payslip extends PayslipFigures {
  student: PayslipStudent;
  /** The month's label and the year, as chosen. */
  month: Text;
  year: Text;
}

export interface PayslipContent extends PageText {
  subtitle: Text;
  formHeading: Text;
  id: InputText;
  monthSelect: SelectText;
  yearSelect: SelectText;
  submit: Text;
  errors: { required: Text; unknown: (id: Text) => Text };
  studentHeading: Text;
  studentLabels: { name: Text; id: Text; className: Text; section: Text; shift: Text };
  qrLabel: (slip: Payslip, total: number) => Text;
  slipHeading: Text;
  caption: (month: Text, year: Text) => Text;
  columns: {
    month: ColumnText;
    year: ColumnText;
    thisMonthDue: ColumnText;
    previousDue: ColumnText;
    lateFine: ColumnText;
    total: ColumnText;
  };
  totalLabel: Text;
  downloadPdf: Text;
  pay: Text;
  student: PayslipStudent;
  figures: PayslipFigures;
  /** What the search form holds, and so which payslip shows, when the page opens. */
  initial: { id: Text; month: string; year: string };
}

export const payslip: PayslipContent = {
  title: 'Payslip',
  subtitle: `Academic Fees Structure, session ${session}`,
  intro: "Find a student's payslip by registration or ID number, month and year.",
  formHeading: 'Find a payslip',
  id: { label: 'Registration or ID number', hint: 'The sample student is 20240917.' },
  monthSelect: { label: 'Month', options: months },
  yearSelect: {
    label: 'Year',
    options: [
      { value: '2024', label: '2024' },
      { value: '2025', label: '2025' },
    ],
  },
  submit: 'Find',
  errors: {
    required: 'Enter a registration or ID number.',
    unknown: (id) => `No sample payslip for ${id}. The sample student is 20240917.`,
  },
  studentHeading: "Student's information",
  studentLabels: {
    name: 'Name',
    id: 'ID',
    className: 'Class',
    section: 'Section',
    shift: 'Shift',
  },
  qrLabel: (slip, total) =>
    `QR code of this payslip: ID ${slip.student.id}, ${slip.month} ${slip.year}, total payable ${total} ${currency}`,
  slipHeading: 'Payslip',
  caption: (month, year) => `Payslip for ${month} ${year} (${currency})`,
  columns: {
    month: { label: 'Month' },
    year: { label: 'Year' },
    thisMonthDue: { label: "This month's due", numeric: true },
    previousDue: { label: 'Previous due', numeric: true },
    lateFine: { label: 'Late fine', numeric: true },
    total: { label: `Total payable (${currency})`, numeric: true },
  },
  totalLabel: 'Total',
  downloadPdf: 'Download PDF',
  pay: 'Pay Total Due Amount',
  student: {
    name: 'Tahmina Akter',
    id: '20240917',
    className: 'Class 9',
    section: 'Section A',
    shift: 'Morning',
  },
  figures: { thisMonthDue: 3000, previousDue: 1500, lateFine: 100 },
  initial: { id: '20240917', month: '1', year: '2025' },
};

/** What a payslip asks for: this month's due, the previous due and the late fine. */
export function payslipTotal(figures: PayslipFigures): number {
  return figures.thisMonthDue + figures.previousDue + figures.lateFine;
}

/** The sample payslip of a month and year (the sample has one student). */
export function samplePayslip(month: Text, year: Text): Payslip {
  return { ...payslip.figures, student: payslip.student, month, year };
}

/** The student block of a payslip. */
export function payslipStudentItems(slip: Payslip): InfoItem[] {
  const labels = payslip.studentLabels;
  return [
    { label: labels.name, value: slip.student.name },
    { label: labels.id, value: slip.student.id },
    { label: labels.className, value: slip.student.className },
    { label: labels.section, value: slip.student.section },
    { label: labels.shift, value: slip.student.shift },
  ];
}

/** The text the payslip's QR code holds: who, which month, and what is payable. */
export function payslipQrText(slip: Payslip): string {
  return [
    'Payslip',
    `Student ID: ${slip.student.id}`,
    `Month: ${slip.month} ${slip.year}`,
    `Total payable: ${payslipTotal(slip)} ${currency}`,
  ].join('\n');
}
