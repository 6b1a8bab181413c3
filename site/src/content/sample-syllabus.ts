import picture from './images/sample-syllabus.svg?no-inline';
import type { PageText, SelectText, Text } from './sample-types.ts';

export interface SyllabusSubject {
  subject: Text;
  topics: readonly Text[];
}

export interface ClassSyllabus {
  /** The class's value in `classSelect`. */
  classValue: string;
  summary: Text;
  subjects: readonly SyllabusSubject[];
}

export interface SyllabusContent extends PageText {
  classSelect: SelectText;
  heading: (className: Text) => Text;
  image: { src: string; alt: Text; width: number; height: number };
  syllabi: readonly ClassSyllabus[];
}

export const syllabus: SyllabusContent = {
  title: 'Syllabus',
  intro: 'Choose a class to see what it studies this session.',
  classSelect: {
    label: 'Class',
    options: [
      { value: '8', label: 'Class 8' },
      { value: '9', label: 'Class 9' },
      { value: '10', label: 'Class 10' },
    ],
  },
  heading: (className) => `Syllabus of ${className}`,
  image: {
    src: picture,
    alt: 'An open book beside a list of ticked topics',
    width: 320,
    height: 200,
  },
  syllabi: [
    {
      classValue: '8',
      summary: 'Class 8 finishes the junior secondary course and sits the year-end exam.',
      subjects: [
        { subject: 'Bangla', topics: ['Prose and poetry', 'Grammar', 'Letter writing'] },
        { subject: 'English', topics: ['Reading', 'Grammar', 'Paragraph and story writing'] },
        { subject: 'Mathematics', topics: ['Sets', 'Algebraic expressions', 'Geometry'] },
        { subject: 'Science', topics: ['Cells', 'Force and motion', 'Acids and bases'] },
      ],
    },
    {
      classValue: '9',
      summary: 'Class 9 starts the two-year secondary course in the science group.',
      subjects: [
        { subject: 'Bangla', topics: ['Prose and poetry', 'Grammar', 'Composition'] },
        { subject: 'English', topics: ['Seen and unseen passages', 'Grammar', 'Essays'] },
        { subject: 'Mathematics', topics: ['Real numbers', 'Sets and functions', 'Triangles'] },
        { subject: 'Physics', topics: ['Physical quantities', 'Motion', 'Work and energy'] },
        { subject: 'Chemistry', topics: ['States of matter', 'Structure of the atom'] },
      ],
    },
    {
      classValue: '10',
      summary: 'Class 10 completes the secondary course and prepares for the SSC exam.',
      subjects: [
        { subject: 'Bangla', topics: ['Prose and poetry', 'Grammar', 'Composition'] },
        { subject: 'English', topics: ['Reading', 'Grammar', 'Formal writing'] },
        { subject: 'Mathematics', topics: ['Trigonometry', 'Statistics', 'Mensuration'] },
        { subject: 'Physics', topics: ['Light', 'Electricity', 'Modern physics'] },
        { subject: 'Biology', topics: ['Life processes', 'Heredity', 'Environment'] },
      ],
    },
  ],
};
