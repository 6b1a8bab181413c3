import type { Wing } from './types.ts';

/** The words around every wing page. */
export const wingLabels = {
  services: 'What the office does for students and parents',
  location: 'Where to find it',
  hours: 'Opening hours',
  bring: 'What to bring',
  contact: 'Questions before you come?',
  contactLink: 'Contact the college',
} as const;

/** The office pages of the Administration menu (supporting and admin wings), by route name. */
export type WingPage =
  | 'accounts'
  | 'library'
  | 'admin'
  | 'main-office'
  | 'security'
  | 'store'
  | 'maintenance';

const OFFICE_DAYS = 'Sunday to Thursday, 9:00 am to 3:00 pm.';
const CLOSED = 'Closed on Friday, Saturday and government holidays.';

export const wings: Readonly<Record<WingPage, Wing>> = {
  accounts: {
    title: 'Accounts',
    summary:
      'The accounts office takes fees, gives receipts and answers questions about what a student owes.',
    services: [
      'Takes tuition, exam, admission and board registration fees, and gives a signed receipt for each payment.',
      'Tells a parent what a student owes and which months are paid.',
      'Gives copies of lost receipts and the payment certificates that some scholarships ask for.',
      'Explains the online payment facility for registered students.',
    ],
    location: 'Ground floor of the administrative building, counter 2, next to the main office.',
    hours: [OFFICE_DAYS, 'Fee counter closes at 2:00 pm.', CLOSED],
    bring: [
      'The student’s name, class, shift, section and roll number (or the student ID card).',
      'Earlier receipts of the session, if you have them.',
    ],
  },
  library: {
    title: 'Library',
    summary:
      'The college library lends books to students and teachers and has a quiet reading room open to every student.',
    services: [
      'Over 20,000 books: textbooks, reference books, Bangla and English literature, and books for SSC and HSC preparation.',
      'Daily newspapers and magazines in Bangla and English in the reading room.',
      'Lends up to two books at a time for two weeks to students with a library card.',
      'Helps students find material for projects, essays and debates.',
    ],
    location: 'First floor of academic building 2, above the science laboratories.',
    hours: ['Sunday to Thursday, 7:30 am to 4:30 pm (both shifts).', CLOSED],
    bring: [
      'The student ID card (it is also the library card).',
      'Borrowed books when they are due, to return or renew them.',
    ],
  },
  admin: {
    title: 'Admin',
    summary:
      'The administration office looks after the college’s rules, records and staff, and takes parents’ requests to the principal.',
    services: [
      'Books appointments with the principal and the vice principals.',
      'Issues testimonials, transfer certificates and study certificates.',
      'Receives parents’ requests and complaints in writing and answers them.',
      'Keeps the admission and student records of the college.',
    ],
    location: 'First floor of the administrative building, beside the principal’s office.',
    hours: [OFFICE_DAYS, CLOSED],
    bring: [
      'The student’s name, class, shift and roll number.',
      'For a certificate: a written application, and the fee receipt where a fee applies.',
      'Your national ID card when you collect a document for a student.',
    ],
  },
  'main-office': {
    title: 'Main Office',
    summary:
      'The main office is the first place to ask: it answers questions, takes forms and tells you who can help.',
    services: [
      'Answers questions in person and on the office telephone.',
      'Gives and receives admission forms, leave applications and other forms.',
      'Gives printed copies of notices, routines and syllabuses.',
      'Keeps lost-and-found items.',
    ],
    location:
      'Ground floor of the administrative building, first door on the right of the main gate.',
    hours: ['Sunday to Thursday, 8:00 am to 4:00 pm.', CLOSED],
    bring: [
      'The student’s name, class, shift and roll number.',
      'Any letter or notice your question is about.',
    ],
  },
  security: {
    title: 'Security',
    summary:
      'The security team keeps the campus safe: it guards the gates, checks visitors and hands students only to known guardians.',
    services: [
      'Guards the main gate and the back gate at all hours.',
      'Registers every visitor at the main gate and gives a visitor’s pass.',
      'Hands younger students at the end of the day only to a parent or a guardian the family has named.',
      'Helps in an emergency and calls the medical centre, the fire service or the police when needed.',
    ],
    location: 'The security office at the main gate.',
    hours: [
      'The gate is guarded 24 hours a day, every day.',
      'Visitors are let in on class days from 8:00 am to 4:00 pm.',
    ],
    bring: [
      'Your national ID card when you visit or collect a student.',
      'The guardian card the college gave you, if you collect a younger student.',
    ],
  },
  store: {
    title: 'Store',
    summary:
      'The college store keeps and gives out the college’s supplies, and sells items of the uniform and stationery that carry the college badge.',
    services: [
      'Sells the college badge, tie, ID card holder and the college’s exercise books.',
      'Gives out laboratory and sports equipment to teachers and club leaders.',
      'Gives out textbooks from the government’s free textbook programme at the start of the year.',
    ],
    location: 'Ground floor of academic building 1, at the end of the corridor.',
    hours: ['Sunday to Thursday, 9:00 am to 2:00 pm.', CLOSED],
    bring: ['The student ID card.', 'The exact money for what you buy; the store gives a receipt.'],
  },
  maintenance: {
    title: 'Maintenance',
    summary:
      'The maintenance section keeps the buildings, classrooms, water, electricity and grounds in working order.',
    services: [
      'Repairs furniture, fans, lights, doors and windows in the classrooms.',
      'Keeps the drinking water supply, washrooms and grounds clean and working.',
      'Prepares halls and the field for examinations, the sports day and cultural programmes.',
    ],
    location:
      'Behind academic building 3, next to the playing field. Report a fault at the main office.',
    hours: [
      'Sunday to Thursday, 7:00 am to 5:00 pm.',
      'At other times, on call for emergencies (a burst pipe, a power failure) through the security office.',
    ],
    bring: ['When you report a fault: where it is (building, floor, room) and what is wrong.'],
  },
};
