import man from './images/portrait-man.svg?no-inline';
import woman from './images/portrait-woman.svg?no-inline';
import type { Picture, Profile } from './types.ts';

const portrait = (src: string, alt: string): Picture => ({ src, alt, width: 240, height: 280 });
const manAlt = (name: string) =>
  `Portrait of ${name}, a man with short black hair and a moustache, in a dark green jacket`;
const womanAlt = (name: string) => `Portrait of ${name}, a woman in a blue headscarf`;

/** The five vice principals, by the page (route) that shows each. */
export type VicePrincipalPage = 'vp-exam-control' | 'bm-ds' | 'bm-ms' | 'em-ds' | 'em-ms';

export const vicePrincipals: Readonly<Record<VicePrincipalPage, Profile>> = {
  'vp-exam-control': {
    pageTitle: 'Vice Principal, Exam Control & Coordination',
    name: 'Md. Rafiqul Islam',
    title: 'Vice Principal',
    additionalTitle: 'Exam Control & Coordination',
    portrait: portrait(man, manAlt('Md. Rafiqul Islam')),
    qualifications: [
      'M.Sc. in Mathematics, Jahangirnagar University',
      'B.Ed., Government Teachers’ Training College, Dhaka',
    ],
    biography: [
      'Md. Rafiqul Islam plans and runs every internal examination of the college: the half-yearly, pre-test, test and annual examinations of both shifts and both media, their seat plans, admit cards and result sheets.',
      'He is also the college’s link with the Board of Intermediate and Secondary Education, Dhaka, for SSC and HSC registration, form fill-up and the board examinations held at the college.',
    ],
    timeline: [
      {
        role: 'Assistant Teacher of Mathematics',
        place: 'Mirpur Bangla High School',
        from: 1998,
        to: 2004,
      },
      { role: 'Senior Teacher of Mathematics', place: 'this college', from: 2004, to: 2012 },
      {
        role: 'Examination Committee Secretary',
        place: 'this college',
        from: 2012,
        to: 2018,
        description: 'Moved the result sheets from paper registers to the computer.',
      },
      { role: 'Vice Principal, Exam Control & Coordination', place: 'this college', from: 2018 },
    ],
  },
  'bm-ds': {
    pageTitle: 'Vice Principal, Bangla Medium Day Shift',
    name: 'Mrs. Shahana Parvin',
    title: 'Vice Principal',
    additionalTitle: 'Bangla Medium, Day Shift',
    portrait: portrait(woman, womanAlt('Mrs. Shahana Parvin')),
    qualifications: [
      'M.A. in Bangla, University of Dhaka',
      'M.Ed., Institute of Education and Research, University of Dhaka',
    ],
    biography: [
      'Mrs. Shahana Parvin leads the Bangla medium day shift: its classes, teachers, routines and discipline, and its meetings with parents.',
      'A teacher of Bangla language and literature for over twenty years, she started the shift’s reading circle and its annual wall-magazine competition.',
    ],
    timeline: [
      { role: 'Assistant Teacher of Bangla', place: 'Monipur High School', from: 2001, to: 2008 },
      { role: 'Senior Teacher of Bangla', place: 'this college', from: 2008, to: 2016 },
      { role: 'Shift In-charge, Day Shift', place: 'this college', from: 2016, to: 2021 },
      { role: 'Vice Principal, Bangla Medium Day Shift', place: 'this college', from: 2021 },
    ],
  },
  'bm-ms': {
    pageTitle: 'Vice Principal, Bangla Medium Morning Shift',
    name: 'Md. Kamrul Hasan',
    title: 'Vice Principal',
    additionalTitle: 'Bangla Medium, Morning Shift',
    portrait: portrait(man, manAlt('Md. Kamrul Hasan')),
    qualifications: ['M.Sc. in Chemistry, University of Rajshahi', 'B.Ed., National University'],
    biography: [
      'Md. Kamrul Hasan leads the Bangla medium morning shift, the college’s oldest and largest: its classes, teachers, routines and discipline, and its meetings with parents.',
      'He taught chemistry for many years and still supervises the practical classes of the secondary science group.',
    ],
    timeline: [
      {
        role: 'Lecturer in Chemistry',
        place: 'Natore Government Girls’ College',
        from: 1996,
        to: 2002,
      },
      { role: 'Assistant Professor of Chemistry', place: 'this college', from: 2002, to: 2013 },
      { role: 'Shift In-charge, Morning Shift', place: 'this college', from: 2013, to: 2019 },
      { role: 'Vice Principal, Bangla Medium Morning Shift', place: 'this college', from: 2019 },
    ],
  },
  'em-ds': {
    pageTitle: 'Vice Principal, English Medium Day Shift',
    name: 'Ms. Farzana Rahman',
    title: 'Vice Principal',
    additionalTitle: 'English Medium, Day Shift',
    portrait: portrait(woman, womanAlt('Ms. Farzana Rahman')),
    qualifications: [
      'M.A. in English Literature, University of Chittagong',
      'Certificate in Teaching English to Speakers of Other Languages (CELTA)',
    ],
    biography: [
      'Ms. Farzana Rahman leads the English medium (English version of the national curriculum) day shift: its classes, teachers, routines and discipline, and its meetings with parents.',
      'She coaches the college debating team and organises the yearly English language festival.',
    ],
    timeline: [
      { role: 'Teacher of English', place: 'Chittagong Grammar School', from: 2005, to: 2010 },
      { role: 'Senior Teacher of English', place: 'this college', from: 2010, to: 2017 },
      {
        role: 'Coordinator, English Version, Day Shift',
        place: 'this college',
        from: 2017,
        to: 2022,
      },
      { role: 'Vice Principal, English Medium Day Shift', place: 'this college', from: 2022 },
    ],
  },
  'em-ms': {
    pageTitle: 'Vice Principal, English Medium Morning Shift',
    name: 'Md. Tanvir Ahmed',
    title: 'Vice Principal',
    additionalTitle: 'English Medium, Morning Shift',
    portrait: portrait(man, manAlt('Md. Tanvir Ahmed')),
    qualifications: [
      'M.Sc. in Applied Physics, University of Dhaka',
      'Post-graduate Diploma in ICT in Education, Bangladesh Open University',
    ],
    biography: [
      'Md. Tanvir Ahmed leads the English medium (English version of the national curriculum) morning shift: its classes, teachers, routines and discipline, and its meetings with parents.',
      'He looks after the ICT laboratory and trains teachers of both shifts to use the multimedia classrooms.',
    ],
    timeline: [
      {
        role: 'Teacher of Physics and ICT',
        place: 'Uttara High School and College',
        from: 2006,
        to: 2011,
      },
      { role: 'Senior Teacher of ICT', place: 'this college', from: 2011, to: 2018 },
      {
        role: 'Coordinator, English Version, Morning Shift',
        place: 'this college',
        from: 2018,
        to: 2023,
      },
      { role: 'Vice Principal, English Medium Morning Shift', place: 'this college', from: 2023 },
    ],
  },
};
