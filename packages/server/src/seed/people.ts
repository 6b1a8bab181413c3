import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertRows, type Row } from './insert.ts';
import { SCHOOL } from './institute.ts';
import { randomPerson, slugify } from './names.ts';
import { createRandom } from './random.ts';

const CHAIRMAN = 'Engr. Mohammad Shahidul Islam';

const portrait = (kind: string, n: number, name: string) =>
  `/media/people/${kind}-${n}-${slugify(name)}.svg`;

function committee(principal: string, teachers: readonly string[]): Row<'committees'>[] {
  const rng = createRandom('committee');
  const members: [string, string][] = [
    [CHAIRMAN, 'Chairman, Governing Body'],
    [principal, 'Principal and Member Secretary'],
    ['Prof. Dr. Nasreen Sultana', 'Educationist Member (nominated by the Education Board)'],
    ['Alhaj Abdur Rahim Bhuiyan', 'Donor Member'],
    ['Golam Mostafa Chowdhury', 'Founder Member'],
    ['Councillor Habibur Rahman', 'Member (Ward Councillor, Ward 6)'],
  ];
  for (let i = 1; i <= 6; i++) {
    members.push([
      randomPerson(rng, { adult: true, gender: 'male' }).name,
      'Guardian Representative',
    ]);
  }
  for (let i = 1; i <= 2; i++) {
    const { name } = randomPerson(rng, { adult: true, gender: 'female' });
    members.push([name, 'Female Guardian Representative']);
  }
  for (const name of teachers.slice(0, 4)) members.push([name, 'Teacher Representative']);
  members.push(['Kazi Firoz Ahmed', 'Co-opted Member']);
  members.push(['Dilruba Yasmin', 'Co-opted Member']);
  return members.map(([name, designation], i) => ({
    img: portrait('committee', i + 1, name),
    name,
    designation,
  }));
}

const ALUMNI: Omit<Row<'iconic_students'>, 'image'>[] = [
  {
    name: 'Dr. Farhana Haque',
    designation: 'Associate Professor of Cardiology, Dhaka Medical College',
    batch_year: 'HSC 2001',
    test: 'My biology teachers stayed after class to answer every question. That patience is why I became a doctor.',
  },
  {
    name: 'Tanvir Ahmed Chowdhury',
    designation: 'Senior Software Engineer',
    batch_year: 'HSC 2009',
    test: 'I wrote my first program in the school computer lab on a machine we had to share four to a desk.',
  },
  {
    name: 'Nusrat Jahan Mim',
    designation: 'Assistant Commissioner, Bangladesh Civil Service (Administration)',
    batch_year: 'HSC 2012',
    test: 'The debate club taught me to listen first and speak second. I still use that every day at work.',
  },
  {
    name: 'Arnab Kumar Saha',
    designation: 'Lecturer, Department of Physics, University of Dhaka',
    batch_year: 'HSC 2010',
    test: 'Our physics lab was small, but our teachers made it feel like the whole universe fitted inside.',
  },
  {
    name: 'Sabbir Hossain',
    designation: 'National Under-19 Cricket Team (former)',
    batch_year: 'SSC 2014',
    test: 'Morning practice before the first bell, homework after the last: the school made room for both.',
  },
  {
    name: 'Marzia Rahman',
    designation: 'Founder, a rural e-learning start-up',
    batch_year: 'HSC 2015',
    test: 'I learned here that a good idea is only the first step. The rest is showing up every morning.',
  },
  {
    name: 'Joseph Gomes',
    designation: 'Chartered Accountant',
    batch_year: 'HSC 2006',
    test: 'Accounting 1st Paper was my hardest subject. Today it is my profession, thanks to my teachers.',
  },
  {
    name: 'Sraboni Barua',
    designation: 'Architect',
    batch_year: 'HSC 2011',
    test: 'The art room and the annual exhibition gave me the confidence to draw the buildings I design today.',
  },
];

const TESTIMONIALS: Omit<Row<'testimonials'>, 'testimonial_image'>[] = [
  {
    name: 'Rowshan Ara Begum',
    profession: 'Guardian of a class Eight student',
    star: 5,
    text: 'The class teacher calls us whenever our daughter misses a day. We feel that the school really cares.',
  },
  {
    name: 'Md. Kamal Uddin',
    profession: 'Businessman, guardian',
    star: 4,
    text: 'Results are published on time and the website lets us download the report card from home.',
  },
  {
    name: 'Priyanka Dey',
    profession: 'Former student, medical student',
    star: 5,
    text: 'The model tests before the HSC exam were exactly what I needed. I walked into the hall calm.',
  },
  {
    name: 'Abdul Latif Mollik',
    profession: 'Government officer, guardian',
    star: 4,
    text: 'Discipline and a clean campus. The day shift teachers are as committed as the morning shift.',
  },
  {
    name: 'Sharmin Sultana',
    profession: 'Teacher, guardian',
    star: 5,
    text: 'My son joined the science club in class Seven and has not stopped building things since.',
  },
  {
    name: 'Michael Rozario',
    profession: 'Engineer, alumnus',
    star: 5,
    text: 'Twenty years later I still meet my classmates every winter at the reunion on the school field.',
  },
];

function messages(principal: string): Row<'head_messages'>[] {
  const year = SCHOOL.founded;
  const social = (slug: string) => ({
    facebook: `https://www.facebook.com/${slug}`,
    linkedin: `https://www.linkedin.com/in/${slug}`,
    whatsapps: `https://wa.me/${SCHOOL.mobile.replace(/\D/g, '')}`,
  });
  return [
    {
      kind: 'head',
      img: portrait('principal', 1, principal),
      name: principal,
      ...social(slugify(principal)),
      heading: 'Message from the Principal',
      text: [
        `Dear students, parents and well-wishers, welcome to ${SCHOOL.name}. For nearly four decades our teachers have worked with one aim: that every child who walks through our gate leaves it a little wiser, a little kinder and far more confident.`,
        'Good results matter, and our students earn them year after year in the SSC and HSC examinations. But we measure ourselves also by the debaters, scouts, athletes and volunteers our campus produces, and by how our former students serve the country.',
        'I ask parents to stay close to the school: read the notices, meet the class teachers and encourage your children to read beyond the textbook. Together we will keep our promise.',
      ].join('\n\n'),
    },
    {
      kind: 'other',
      img: portrait('chairman', 1, CHAIRMAN),
      name: CHAIRMAN,
      ...social('shahidul.islam.engr'),
      heading: 'Message from the Chairman, Governing Body',
      text: [
        `When a handful of families of Mirpur founded this school in ${year}, they dreamt of a place where children of every background could learn side by side. Today that dream teaches about eight thousand students in two shifts.`,
        'The governing body is investing in new science laboratories, a larger library and digital classrooms, and in the training of our teachers, who are the heart of the institution.',
        'I thank the teachers, staff, guardians and students for their trust, and invite every alumnus to stay in touch with the school that shaped them.',
      ].join('\n\n'),
    },
  ];
}

export async function seedPeople(
  db: Kysely<Database>,
  staff: { principal: string; teachers: readonly string[] },
) {
  return {
    committees: await insertRows(db, 'committees', committee(staff.principal, staff.teachers)),
    iconic_students: await insertRows(
      db,
      'iconic_students',
      ALUMNI.map((a, i) => ({ ...a, image: portrait('alumni', i + 1, a.name) })),
    ),
    testimonials: await insertRows(
      db,
      'testimonials',
      TESTIMONIALS.map((t, i) => ({
        ...t,
        testimonial_image: portrait('testimonial', i + 1, t.name),
      })),
    ),
    head_messages: await insertRows(db, 'head_messages', messages(staff.principal)),
  };
}
