import portrait from './images/portrait-principal.svg?no-inline';
import type { ExPrincipal, Profile } from './types.ts';

/** Administration › Principal › Current Principal. */
export const currentPrincipal: Profile = {
  pageTitle: 'Principal',
  name: 'Professor Md. Abdul Mannan',
  title: 'Principal',
  portrait: {
    src: portrait,
    alt: 'Portrait of Professor Md. Abdul Mannan, a man with glasses and a grey beard, in a dark suit and tie',
    width: 240,
    height: 280,
  },
  qualifications: [
    'M.Sc. in Physics, University of Dhaka',
    'B.Ed., Government Teachers’ Training College, Dhaka',
    'Post-graduate Diploma in Educational Leadership, National Academy for Educational Management (NAEM)',
  ],
  biography: [
    'Professor Md. Abdul Mannan has taught physics for more than thirty years in schools and colleges of Dhaka and Rajshahi. He joined the college as a physics teacher in 1994, the year it moved to its present campus, and has led it as principal since 2020.',
    'As principal he introduced multimedia classrooms for every section, regular parent–teacher meetings for both shifts and a study support programme for students who need extra help before the SSC and HSC examinations.',
  ],
  message: {
    heading: 'Message from the Principal',
    paragraphs: [
      'Dear students and parents, welcome. Our college exists so that every child who comes through its gate leaves it as a capable, honest and kind citizen of Bangladesh.',
      'Good results follow good habits: coming to class every day, doing one’s own work, asking when something is unclear and respecting one another. Our teachers know their students by name; our laboratories, library and clubs are open to every learner.',
      'Parents are always welcome at the college. Please speak with the class teachers, come to the parents’ meetings and tell us what we can do better. Together we can help every child do well.',
    ],
  },
  timeline: [
    { role: 'Lecturer in Physics', place: 'Rajshahi Model College', from: 1991, to: 1994 },
    {
      role: 'Assistant Professor of Physics',
      place: 'this college',
      from: 1994,
      to: 2006,
      description: 'Taught physics in the secondary and, from 2003, the higher secondary section.',
    },
    {
      role: 'Head of the Science Department',
      place: 'this college',
      from: 2006,
      to: 2014,
      description: 'Set up the ICT laboratory and the annual science fair.',
    },
    {
      role: 'Vice Principal (Academic)',
      place: 'this college',
      from: 2014,
      to: 2020,
    },
    {
      role: 'Principal',
      place: 'this college',
      from: 2020,
      description: 'Leads the college, its two shifts and its Bangla and English medium sections.',
    },
  ],
};

/** Administration › Principal › Ex-Principals: the page's words. */
export const exPrincipalsPage = {
  title: 'Ex-Principals',
  intro:
    'Eleven principals led the college before the present one, from its founding in 1986 to 2020. We remember them with gratitude.',
  caption: 'Principals of the college, 1986–2020, oldest first',
  columns: { order: 'No.', name: 'Name', degree: 'Qualification', period: 'Served' },
} as const;

/** Oldest first; each one's last year is the next one's first. */
export const exPrincipals: readonly ExPrincipal[] = [
  { name: 'Alhaj Md. Nurul Islam', degree: 'M.A. (History), B.Ed.', from: 1986, to: 1989 },
  { name: 'Begum Rokeya Khatun', degree: 'M.A. (Bangla), B.Ed.', from: 1989, to: 1992 },
  { name: 'Md. Abul Kalam Azad', degree: 'M.Sc. (Mathematics), B.Ed.', from: 1992, to: 1996 },
  { name: 'Professor A. K. M. Shamsuddin', degree: 'M.Sc. (Chemistry)', from: 1996, to: 1999 },
  { name: 'Mrs. Hasina Begum', degree: 'M.A. (English), M.Ed.', from: 1999, to: 2002 },
  { name: 'Md. Mofizur Rahman', degree: 'M.Com. (Accounting), B.Ed.', from: 2002, to: 2005 },
  { name: 'Dr. Syed Anwar Hossain', degree: 'Ph.D. (Botany)', from: 2005, to: 2008 },
  { name: 'Professor Nazma Akhter', degree: 'M.Sc. (Physics), M.Ed.', from: 2008, to: 2011 },
  { name: 'Md. Golam Mostafa', degree: 'M.S.S. (Economics), B.Ed.', from: 2011, to: 2014 },
  { name: 'Professor Dilruba Yasmin', degree: 'M.A. (Islamic History)', from: 2014, to: 2017 },
  { name: 'Md. Shahidul Haque', degree: 'M.Sc. (Zoology), M.Ed.', from: 2017, to: 2020 },
];
