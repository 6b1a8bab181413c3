import photo from './images/sample-photo.svg?no-inline';
import { labelOf, sampleNameFor, sampleSections, session } from './sample-common.ts';
import type { InfoItem, InputText, PageText, SelectText, Text } from './sample-types.ts';

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

export const admitCard: AdmitCardContent = {
  title: 'Admit Card',
  intro:
    'Choose a class, section, roll number and exam to see what the admit card for that student looks like.',
  formHeading: 'Find an admit card',
  classSelect: {
    label: 'Class',
    options: [
      { value: '1', label: 'Class 1' },
      { value: '2', label: 'Class 2' },
    ],
  },
  sectionSelect: {
    label: 'Section',
    options: sampleSections,
  },
  roll: { label: 'Roll number', hint: 'A whole number, such as 12.' },
  examSelect: {
    label: 'Exam',
    options: [
      { value: 'half-yearly', label: 'Half Yearly' },
      { value: 'final', label: 'Final Exam' },
    ],
  },
  submit: 'Download Admit Card',
  previewHeading: 'Sample admit card',
  previewNote:
    'This is a preview with sample data. The real download opens when the school connects this service.',
  card: {
    title: 'Admit Card',
    photo: { src: photo, alt: 'Sample photo placeholder', width: 96, height: 120 },
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
};

/** The lines of the sample card for a request, in the order they are shown. */
export function admitCardItems(request: AdmitCardRequest): InfoItem[] {
  const { labels } = admitCard.card;
  return [
    { label: labels.name, value: sampleNameFor(request.roll) },
    { label: labels.className, value: labelOf(admitCard.classSelect.options, request.classValue) },
    {
      label: labels.section,
      value: labelOf(admitCard.sectionSelect.options, request.sectionValue),
    },
    { label: labels.roll, value: String(request.roll) },
    { label: labels.exam, value: labelOf(admitCard.examSelect.options, request.examValue) },
    { label: labels.session, value: session },
  ];
}
