import { localDigits } from '@school/widgets';
import photo from './images/sample-photo.svg?no-inline';
import {
  classChoices,
  examChoices,
  labelOf,
  plainNumber,
  sampleNameFor,
  sectionChoices,
  session,
} from './sample-common.ts';
import type {
  InfoItem,
  InputText,
  Lang,
  Localized,
  PageText,
  SelectText,
  Text,
} from './sample-types.ts';

export interface AdmitCardRequest {
  classValue: string;
  sectionValue: string;
  roll: number;
  examValue: string;
}

export interface AdmitCardContent extends PageText {
  formHeading: Text;
  classSelect: SelectText;
  sectionSelect: SelectText;
  roll: InputText;
  examSelect: SelectText;
  submit: Text;
  previewHeading: Text;
  /** Said when the preview appears: the real download is not connected yet. */
  previewNote: Text;
  card: {
    title: Text;
    /** The sample photo's alternative text. */
    photo: { src: string; alt: Text; width: number; height: number };
    labels: {
      name: Text;
      className: Text;
      section: Text;
      roll: Text;
      exam: Text;
      session: Text;
    };
    rulesHeading: Text;
    rules: readonly Text[];
    routineLink: Text;
  };
}

const photoSize = { src: photo, width: 96, height: 120 };

export const admitCard: Localized<AdmitCardContent> = {
  en: {
    title: 'Admit Card',
    intro:
      'Choose a class, section, roll number and exam to see what the admit card for that student looks like.',
    formHeading: 'Find an admit card',
    classSelect: { label: 'Class', options: classChoices(['1', '2'], 'en') },
    sectionSelect: { label: 'Section', options: sectionChoices('en') },
    roll: { label: 'Roll number', hint: 'A whole number, such as 12.' },
    examSelect: { label: 'Exam', options: examChoices('en') },
    submit: 'Download Admit Card',
    previewHeading: 'Sample admit card',
    previewNote:
      'This is a preview with sample data. The real download opens when the school connects this service.',
    card: {
      title: 'Admit Card',
      photo: { ...photoSize, alt: 'Sample photo placeholder' },
      labels: {
        name: 'Name',
        className: 'Class',
        section: 'Section',
        roll: 'Roll No',
        exam: 'Exam',
        session: 'Session',
      },
      rulesHeading: 'Instructions',
      rules: [
        'Bring this card to every exam and show it when asked.',
        'Take your seat 15 minutes before the exam starts.',
        'Phones and smart watches are not allowed in the exam hall.',
      ],
      routineLink: 'See the exam routine',
    },
  },
  bn: {
    title: 'প্রবেশপত্র',
    intro: 'শ্রেণি, শাখা, রোল নম্বর ও পরীক্ষা বেছে নিলে সেই শিক্ষার্থীর প্রবেশপত্র দেখতে কেমন হবে তা দেখা যাবে।',
    formHeading: 'প্রবেশপত্র খুঁজুন',
    classSelect: { label: 'শ্রেণি', options: classChoices(['1', '2'], 'bn') },
    sectionSelect: { label: 'শাখা', options: sectionChoices('bn') },
    roll: { label: 'রোল নম্বর', hint: 'একটি পূর্ণসংখ্যা, যেমন ১২।' },
    examSelect: { label: 'পরীক্ষা', options: examChoices('bn') },
    submit: 'প্রবেশপত্র ডাউনলোড করুন',
    previewHeading: 'নমুনা প্রবেশপত্র',
    previewNote:
      'এটি নমুনা তথ্য দিয়ে তৈরি একটি প্রাকদর্শন। প্রতিষ্ঠান সেবাটি সংযুক্ত করলে প্রকৃত প্রবেশপত্র ডাউনলোড করা যাবে।',
    card: {
      title: 'প্রবেশপত্র',
      photo: { ...photoSize, alt: 'শিক্ষার্থীর ছবির নমুনা' },
      labels: {
        name: 'নাম',
        className: 'শ্রেণি',
        section: 'শাখা',
        roll: 'রোল নং',
        exam: 'পরীক্ষা',
        session: 'শিক্ষাবর্ষ',
      },
      rulesHeading: 'নির্দেশাবলি',
      rules: [
        'প্রতিটি পরীক্ষায় এই প্রবেশপত্র সঙ্গে আনতে হবে এবং চাওয়া মাত্র দেখাতে হবে।',
        'পরীক্ষা শুরুর ১৫ মিনিট আগে নিজ আসনে বসতে হবে।',
        'পরীক্ষার হলে মোবাইল ফোন ও স্মার্টওয়াচ আনা নিষেধ।',
      ],
      routineLink: 'পরীক্ষার রুটিন দেখুন',
    },
  },
};

/** The lines of the sample card for a request, in the order they are shown. */
export function admitCardItems(request: AdmitCardRequest, lang: Lang): InfoItem[] {
  const content = admitCard[lang];
  const { labels } = content.card;
  return [
    { label: labels.name, value: sampleNameFor(request.roll, lang) },
    { label: labels.className, value: labelOf(content.classSelect.options, request.classValue) },
    {
      label: labels.section,
      value: labelOf(content.sectionSelect.options, request.sectionValue),
    },
    { label: labels.roll, value: plainNumber(request.roll, lang) },
    { label: labels.exam, value: labelOf(content.examSelect.options, request.examValue) },
    { label: labels.session, value: localDigits(session, lang) },
  ];
}
