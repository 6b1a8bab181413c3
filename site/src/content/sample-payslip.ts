import { formatTaka, localDigits } from '@school/widgets';
import {
  className,
  monthChoices,
  monthName,
  plainNumber,
  sampleWords,
  sectionName,
  session,
} from './sample-common.ts';
import type {
  ColumnText,
  InfoItem,
  InputText,
  Lang,
  Localized,
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

/** A payslip: the month and year as their selects keep them ("1", "2025"), and its figures. */
export interface Payslip extends PayslipFigures {
  month: string;
  year: string;
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
  /** The QR code's accessible name, from the month's name, the year and the total payable. */
  qrLabel: (month: Text, year: Text, total: number) => Text;
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
}

/** The sample student's registration number: what the search form must be given. */
export const sampleStudentId = '20240917';

const figures: PayslipFigures = { thisMonthDue: 3000, previousDue: 1500, lateFine: 100 };

/** What the search form holds, and so which payslip shows, when the page opens. */
export const payslipInitial = { id: sampleStudentId, month: '1', year: '2025' };

const yearOptions = (lang: Lang) =>
  [2024, 2025].map((year) => ({ value: String(year), label: plainNumber(year, lang) }));

const studentIn = (lang: Lang, name: Text, shift: Text): PayslipStudent => ({
  name,
  id: localDigits(sampleStudentId, lang),
  className: className('9', lang),
  section: sectionName('A', lang),
  shift,
});

export const payslip: Localized<PayslipContent> = {
  en: {
    title: 'Payslip',
    subtitle: `Academic Fees Structure, session ${session}`,
    intro: "Find a student's payslip by registration or ID number, month and year.",
    formHeading: 'Find a payslip',
    id: { label: 'Registration or ID number', hint: `The sample student is ${sampleStudentId}.` },
    monthSelect: { label: 'Month', options: monthChoices('en') },
    yearSelect: { label: 'Year', options: yearOptions('en') },
    submit: 'Find',
    errors: {
      required: 'Enter a registration or ID number.',
      unknown: (id) => `No sample payslip for ${id}. The sample student is ${sampleStudentId}.`,
    },
    studentHeading: "Student's information",
    studentLabels: {
      name: 'Name',
      id: 'ID',
      className: 'Class',
      section: 'Section',
      shift: 'Shift',
    },
    qrLabel: (month, year, total) =>
      `QR code of this payslip: ID ${sampleStudentId}, ${month} ${year}, total payable ${formatTaka(total, 'en')}`,
    slipHeading: 'Payslip',
    caption: (month, year) => `Payslip for ${month} ${year} (${sampleWords.en.currency})`,
    columns: {
      month: { label: 'Month' },
      year: { label: 'Year' },
      thisMonthDue: { label: "This month's due", numeric: true },
      previousDue: { label: 'Previous due', numeric: true },
      lateFine: { label: 'Late fine', numeric: true },
      total: { label: `Total payable (${sampleWords.en.currency})`, numeric: true },
    },
    totalLabel: 'Total',
    downloadPdf: 'Download PDF',
    pay: 'Pay Total Due Amount',
    student: studentIn('en', 'Tahmina Akter', 'Morning'),
  },
  bn: {
    title: 'পে-স্লিপ',
    subtitle: `শিক্ষা ফি কাঠামো, শিক্ষাবর্ষ ${localDigits(session, 'bn')}`,
    intro: 'রেজিস্ট্রেশন বা আইডি নম্বর, মাস ও বছর দিয়ে শিক্ষার্থীর পে-স্লিপ খুঁজুন।',
    formHeading: 'পে-স্লিপ খুঁজুন',
    id: {
      label: 'রেজিস্ট্রেশন বা আইডি নম্বর',
      hint: `নমুনা শিক্ষার্থীর নম্বর ${localDigits(sampleStudentId, 'bn')}।`,
    },
    monthSelect: { label: 'মাস', options: monthChoices('bn') },
    yearSelect: { label: 'বছর', options: yearOptions('bn') },
    submit: 'খুঁজুন',
    errors: {
      required: 'রেজিস্ট্রেশন বা আইডি নম্বর লিখুন।',
      unknown: (id) =>
        `${localDigits(id, 'bn')} নম্বরের কোনো নমুনা পে-স্লিপ নেই। নমুনা শিক্ষার্থীর নম্বর ${localDigits(sampleStudentId, 'bn')}।`,
    },
    studentHeading: 'শিক্ষার্থীর তথ্য',
    studentLabels: {
      name: 'নাম',
      id: 'আইডি',
      className: 'শ্রেণি',
      section: 'শাখা',
      shift: 'শিফট',
    },
    qrLabel: (month, year, total) =>
      `এই পে-স্লিপের কিউআর কোড: আইডি ${localDigits(sampleStudentId, 'bn')}, ${month} ${year}, মোট প্রদেয় ${formatTaka(total, 'bn')}`,
    slipHeading: 'পে-স্লিপ',
    caption: (month, year) => `${month} ${year}-এর পে-স্লিপ (${sampleWords.bn.currency})`,
    columns: {
      month: { label: 'মাস' },
      year: { label: 'বছর' },
      thisMonthDue: { label: 'চলতি মাসের প্রদেয়', numeric: true },
      previousDue: { label: 'পূর্বের বকেয়া', numeric: true },
      lateFine: { label: 'বিলম্ব জরিমানা', numeric: true },
      total: { label: `মোট প্রদেয় (${sampleWords.bn.currency})`, numeric: true },
    },
    totalLabel: 'মোট',
    downloadPdf: 'পিডিএফ ডাউনলোড করুন',
    pay: 'মোট বকেয়া পরিশোধ করুন',
    student: studentIn('bn', 'তাহমিনা আক্তার', 'প্রভাতি'),
  },
};

/** What a payslip asks for: this month's due, the previous due and the late fine. */
export function payslipTotal(figures: PayslipFigures): number {
  return figures.thisMonthDue + figures.previousDue + figures.lateFine;
}

/** The sample payslip of a month and year (the sample has one student). */
export function samplePayslip(month: string, year: string): Payslip {
  return { ...figures, month, year };
}

/** The student block of a payslip. */
export function payslipStudentItems(lang: Lang): InfoItem[] {
  const { student, studentLabels: labels } = payslip[lang];
  return [
    { label: labels.name, value: student.name },
    { label: labels.id, value: student.id },
    { label: labels.className, value: student.className },
    { label: labels.section, value: student.section },
    { label: labels.shift, value: student.shift },
  ];
}

/**
 * The text the payslip's QR code holds: who, which month, and what is payable. It is the same
 * on the English and the Bengali page, in English words and ASCII digits: a machine (the bank's
 * or the office's reader) parses it, not a visitor, and a slip printed from either page must
 * read the same to it. The visitor reads the code's label, which is translated.
 */
export function payslipQrText(slip: Payslip): string {
  return [
    'Payslip',
    `Student ID: ${sampleStudentId}`,
    `Month: ${monthName(slip.month, 'en')} ${slip.year}`,
    `Total payable: ${payslipTotal(slip)} BDT`,
  ].join('\n');
}
