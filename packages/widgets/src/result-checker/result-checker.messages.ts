import { defineMessages } from '../runtime/i18n.ts';

/**
 * The result checker's words: the form's and the status lines' here, the card's in
 * result-card.messages.ts (fetched with the card, not part of the element's first load) and the
 * PDF's in report-card.messages.ts. The card and the PDF write their figures in the language's
 * digits; the two figures here (a roll, a digit count) are still filled in as they are.
 */
export const t = defineMessages(
  {
    heading: 'Check Result',
    roll: 'Roll No.',
    year: 'Academic Year',
    exam: 'Exam Name',
    submit: 'Submit',
    rollRequired: 'Enter the roll number.',
    rollDigits: 'The roll number can contain digits only.',
    rollLength: 'A roll number has at most {max} digits.',
    yearRequired: 'Choose the academic year.',
    yearInvalid: 'That academic year is not in the list.',
    examRequired: 'Choose the exam.',
    examInvalid: 'That exam is not in the list.',
  },
  {
    heading: 'ফলাফল দেখুন',
    roll: 'রোল নং',
    year: 'শিক্ষাবর্ষ',
    exam: 'পরীক্ষার নাম',
    submit: 'জমা দিন',
    rollRequired: 'রোল নম্বর লিখুন।',
    rollDigits: 'রোল নম্বরে শুধু সংখ্যা থাকতে পারে।',
    rollLength: 'রোল নম্বরে সর্বোচ্চ {max}টি সংখ্যা থাকে।',
    yearRequired: 'শিক্ষাবর্ষ বেছে নিন।',
    yearInvalid: 'এই শিক্ষাবর্ষটি তালিকায় নেই।',
    examRequired: 'পরীক্ষা বেছে নিন।',
    examInvalid: 'এই পরীক্ষাটি তালিকায় নেই।',
  },
);
