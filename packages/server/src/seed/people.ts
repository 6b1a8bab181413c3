import { toBengaliDigits } from '@school/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nameInBengali } from './bengali.ts';
import { insertRows, type Row } from './insert.ts';
import { SCHOOL } from './institute.ts';
import { type PersonName, randomPerson, slugify } from './names.ts';
import { createRandom } from './random.ts';

const CHAIRMAN = 'Engr. Mohammad Shahidul Islam';
const CHAIRMAN_BN = nameInBengali(CHAIRMAN);

const portrait = (kind: string, n: number, name: string) =>
  `/media/people/${kind}-${n}-${slugify(name)}.svg`;

function committee(principal: PersonName, teachers: readonly PersonName[]): Row<'committees'>[] {
  const rng = createRandom('committee');
  const person = (name: string): PersonName => ({ name, nameBn: nameInBengali(name) });
  const members: [PersonName, string, string][] = [
    [person(CHAIRMAN), 'Chairman, Governing Body', 'সভাপতি, গভর্নিং বডি'],
    [principal, 'Principal and Member Secretary', 'অধ্যক্ষ ও সদস্য সচিব'],
    [
      person('Prof. Dr. Nasreen Sultana'),
      'Educationist Member (nominated by the Education Board)',
      'শিক্ষানুরাগী সদস্য (শিক্ষা বোর্ড মনোনীত)',
    ],
    [person('Alhaj Abdur Rahim Bhuiyan'), 'Donor Member', 'দাতা সদস্য'],
    [person('Golam Mostafa Chowdhury'), 'Founder Member', 'প্রতিষ্ঠাতা সদস্য'],
    [
      person('Councillor Habibur Rahman'),
      'Member (Ward Councillor, Ward 6)',
      'সদস্য (ওয়ার্ড কাউন্সিলর, ৬ নম্বর ওয়ার্ড)',
    ],
  ];
  for (let i = 1; i <= 6; i++) {
    members.push([
      randomPerson(rng, { adult: true, gender: 'male' }),
      'Guardian Representative',
      'অভিভাবক প্রতিনিধি',
    ]);
  }
  for (let i = 1; i <= 2; i++) {
    members.push([
      randomPerson(rng, { adult: true, gender: 'female' }),
      'Female Guardian Representative',
      'সংরক্ষিত মহিলা অভিভাবক প্রতিনিধি',
    ]);
  }
  for (const teacher of teachers.slice(0, 4)) {
    members.push([teacher, 'Teacher Representative', 'শিক্ষক প্রতিনিধি']);
  }
  members.push([person('Kazi Firoz Ahmed'), 'Co-opted Member', 'কো-অপ্ট সদস্য']);
  members.push([person('Dilruba Yasmin'), 'Co-opted Member', 'কো-অপ্ট সদস্য']);
  return members.map(([{ name, nameBn }, designation, designationBn], i) => ({
    img: portrait('committee', i + 1, name),
    name,
    designation,
    name_bn: nameBn,
    designation_bn: designationBn,
  }));
}

const ALUMNI: Omit<Row<'iconic_students'>, 'image'>[] = [
  {
    name: 'Dr. Farhana Haque',
    designation: 'Associate Professor of Cardiology, Dhaka Medical College',
    batch_year: 'HSC 2001',
    test: 'My biology teachers stayed after class to answer every question. That patience is why I became a doctor.',
    name_bn: 'ডা. ফারহানা হক',
    designation_bn: 'সহযোগী অধ্যাপক, কার্ডিওলজি বিভাগ, ঢাকা মেডিকেল কলেজ',
    batch_year_bn: 'এইচএসসি ২০০১',
    test_bn:
      'জীববিজ্ঞানের শিক্ষকেরা ক্লাসের পরেও থেকে আমার প্রতিটি প্রশ্নের উত্তর দিতেন। তাঁদের সেই ধৈর্যের জন্যই আমি আজ চিকিৎসক।',
  },
  {
    name: 'Tanvir Ahmed Chowdhury',
    designation: 'Senior Software Engineer',
    batch_year: 'HSC 2009',
    test: 'I wrote my first program in the school computer lab on a machine we had to share four to a desk.',
    name_bn: 'তানভীর আহমেদ চৌধুরী',
    designation_bn: 'সিনিয়র সফটওয়্যার প্রকৌশলী',
    batch_year_bn: 'এইচএসসি ২০০৯',
    test_bn:
      'আমার প্রথম প্রোগ্রাম লিখেছিলাম স্কুলের কম্পিউটার ল্যাবে, যেখানে এক টেবিলে চারজন মিলে একটি কম্পিউটার ভাগ করে বসতাম।',
  },
  {
    name: 'Nusrat Jahan Mim',
    designation: 'Assistant Commissioner, Bangladesh Civil Service (Administration)',
    batch_year: 'HSC 2012',
    test: 'The debate club taught me to listen first and speak second. I still use that every day at work.',
    name_bn: 'নুসরাত জাহান মিম',
    designation_bn: 'সহকারী কমিশনার, বাংলাদেশ সিভিল সার্ভিস (প্রশাসন)',
    batch_year_bn: 'এইচএসসি ২০১২',
    test_bn: 'বিতর্ক ক্লাব শিখিয়েছে আগে শুনতে, তারপর বলতে। কর্মক্ষেত্রে প্রতিদিন সেই শিক্ষাই কাজে লাগাই।',
  },
  {
    name: 'Arnab Kumar Saha',
    designation: 'Lecturer, Department of Physics, University of Dhaka',
    batch_year: 'HSC 2010',
    test: 'Our physics lab was small, but our teachers made it feel like the whole universe fitted inside.',
    name_bn: 'অর্ণব কুমার সাহা',
    designation_bn: 'প্রভাষক, পদার্থবিজ্ঞান বিভাগ, ঢাকা বিশ্ববিদ্যালয়',
    batch_year_bn: 'এইচএসসি ২০১০',
    test_bn:
      'আমাদের পদার্থবিজ্ঞান ল্যাব ছোট ছিল, কিন্তু শিক্ষকেরা এমনভাবে পড়াতেন যেন পুরো মহাবিশ্ব সেখানে এঁটে গেছে।',
  },
  {
    name: 'Sabbir Hossain',
    designation: 'National Under-19 Cricket Team (former)',
    batch_year: 'SSC 2014',
    test: 'Morning practice before the first bell, homework after the last: the school made room for both.',
    name_bn: 'সাব্বির হোসেন',
    designation_bn: 'জাতীয় অনূর্ধ্ব-১৯ ক্রিকেট দল (সাবেক)',
    batch_year_bn: 'এসএসসি ২০১৪',
    test_bn: 'প্রথম ঘণ্টার আগে সকালের অনুশীলন, শেষ ঘণ্টার পরে বাড়ির কাজ: স্কুল দুটোর জন্যই জায়গা করে দিয়েছিল।',
  },
  {
    name: 'Marzia Rahman',
    designation: 'Founder, a rural e-learning start-up',
    batch_year: 'HSC 2015',
    test: 'I learned here that a good idea is only the first step. The rest is showing up every morning.',
    name_bn: 'মারজিয়া রহমান',
    designation_bn: 'প্রতিষ্ঠাতা, গ্রামীণ ই-লার্নিং স্টার্ট-আপ',
    batch_year_bn: 'এইচএসসি ২০১৫',
    test_bn: 'এখানে শিখেছি, ভালো একটি ভাবনা কেবল প্রথম ধাপ। বাকিটা হলো প্রতিদিন সকালে কাজে হাজির থাকা।',
  },
  {
    name: 'Joseph Gomes',
    designation: 'Chartered Accountant',
    batch_year: 'HSC 2006',
    test: 'Accounting 1st Paper was my hardest subject. Today it is my profession, thanks to my teachers.',
    name_bn: 'জোসেফ গোমেজ',
    designation_bn: 'চার্টার্ড অ্যাকাউন্ট্যান্ট',
    batch_year_bn: 'এইচএসসি ২০০৬',
    test_bn: 'হিসাববিজ্ঞান প্রথম পত্র ছিল আমার সবচেয়ে কঠিন বিষয়। শিক্ষকদের কল্যাণে আজ সেটিই আমার পেশা।',
  },
  {
    name: 'Sraboni Barua',
    designation: 'Architect',
    batch_year: 'HSC 2011',
    test: 'The art room and the annual exhibition gave me the confidence to draw the buildings I design today.',
    name_bn: 'শ্রাবণী বড়ুয়া',
    designation_bn: 'স্থপতি',
    batch_year_bn: 'এইচএসসি ২০১১',
    test_bn: 'আর্ট রুম আর বার্ষিক প্রদর্শনী আমাকে সেই আত্মবিশ্বাস দিয়েছিল, যা দিয়ে আজ ভবনের নকশা আঁকি।',
  },
];

const TESTIMONIALS: Omit<Row<'testimonials'>, 'testimonial_image'>[] = [
  {
    name: 'Rowshan Ara Begum',
    profession: 'Guardian of a class Eight student',
    star: 5,
    text: 'The class teacher calls us whenever our daughter misses a day. We feel that the school really cares.',
    name_bn: 'রওশন আরা বেগম',
    profession_bn: 'অষ্টম শ্রেণির এক শিক্ষার্থীর অভিভাবক',
    text_bn: 'মেয়ে একদিন অনুপস্থিত থাকলেই শ্রেণিশিক্ষক ফোন করেন। বুঝতে পারি, স্কুল সত্যিই খেয়াল রাখে।',
  },
  {
    name: 'Md. Kamal Uddin',
    profession: 'Businessman, guardian',
    star: 4,
    text: 'Results are published on time and the website lets us download the report card from home.',
    name_bn: 'মো. কামাল উদ্দিন',
    profession_bn: 'ব্যবসায়ী, অভিভাবক',
    text_bn: 'ফলাফল সময়মতো প্রকাশ হয়, আর ওয়েবসাইট থেকে ঘরে বসেই রিপোর্ট কার্ড নামানো যায়।',
  },
  {
    name: 'Priyanka Dey',
    profession: 'Former student, medical student',
    star: 5,
    text: 'The model tests before the HSC exam were exactly what I needed. I walked into the hall calm.',
    name_bn: 'প্রিয়াঙ্কা দে',
    profession_bn: 'সাবেক শিক্ষার্থী, মেডিকেল শিক্ষার্থী',
    text_bn: 'এইচএসসির আগের মডেল টেস্টগুলো ছিল ঠিক যা আমার দরকার ছিল। শান্ত মনে পরীক্ষার হলে ঢুকেছিলাম।',
  },
  {
    name: 'Abdul Latif Mollik',
    profession: 'Government officer, guardian',
    star: 4,
    text: 'Discipline and a clean campus. The day shift teachers are as committed as the morning shift.',
    name_bn: 'আব্দুল লতিফ মল্লিক',
    profession_bn: 'সরকারি কর্মকর্তা, অভিভাবক',
    text_bn: 'শৃঙ্খলা আর পরিচ্ছন্ন ক্যাম্পাস। দিবা শাখার শিক্ষকেরাও প্রভাতি শাখার মতোই নিবেদিত।',
  },
  {
    name: 'Sharmin Sultana',
    profession: 'Teacher, guardian',
    star: 5,
    text: 'My son joined the science club in class Seven and has not stopped building things since.',
    name_bn: 'শারমিন সুলতানা',
    profession_bn: 'শিক্ষক, অভিভাবক',
    text_bn: 'সপ্তম শ্রেণিতে ছেলে বিজ্ঞান ক্লাবে যোগ দিয়েছিল, সেই থেকে নতুন কিছু বানানো আর থামেনি।',
  },
  {
    name: 'Michael Rozario',
    profession: 'Engineer, alumnus',
    star: 5,
    text: 'Twenty years later I still meet my classmates every winter at the reunion on the school field.',
    name_bn: 'মাইকেল রোজারিও',
    profession_bn: 'প্রকৌশলী, সাবেক শিক্ষার্থী',
    text_bn: 'বিশ বছর পরেও প্রতি শীতে স্কুল মাঠের পুনর্মিলনীতে সহপাঠীদের সঙ্গে দেখা হয়।',
  },
];

function messages(principal: PersonName): Row<'head_messages'>[] {
  const year = SCHOOL.founded;
  const social = (slug: string) => ({
    facebook: `https://www.facebook.com/${slug}`,
    linkedin: `https://www.linkedin.com/in/${slug}`,
    whatsapps: `https://wa.me/${SCHOOL.mobile.replace(/\D/g, '')}`,
  });
  return [
    {
      kind: 'head',
      img: portrait('principal', 1, principal.name),
      name: principal.name,
      ...social(slugify(principal.name)),
      heading: 'Message from the Principal',
      text: [
        `Dear students, parents and well-wishers, welcome to ${SCHOOL.name}. For nearly four decades our teachers have worked with one aim: that every child who walks through our gate leaves it a little wiser, a little kinder and far more confident.`,
        'Good results matter, and our students earn them year after year in the SSC and HSC examinations. But we measure ourselves also by the debaters, scouts, athletes and volunteers our campus produces, and by how our former students serve the country.',
        'I ask parents to stay close to the school: read the notices, meet the class teachers and encourage your children to read beyond the textbook. Together we will keep our promise.',
      ].join('\n\n'),
      name_bn: principal.nameBn,
      heading_bn: 'অধ্যক্ষের বাণী',
      text_bn: [
        `প্রিয় শিক্ষার্থী, অভিভাবক ও শুভানুধ্যায়ীবৃন্দ, ${SCHOOL.nameBn}-এ আপনাদের স্বাগত জানাই। প্রায় চার দশক ধরে আমাদের শিক্ষকেরা একটি লক্ষ্য নিয়েই কাজ করে চলেছেন: যে শিশু আমাদের ফটক দিয়ে প্রবেশ করে, সে যেন আরও জ্ঞানী, আরও সহৃদয় ও অনেক বেশি আত্মবিশ্বাসী হয়ে বের হয়।`,
        'ভালো ফলাফল গুরুত্বপূর্ণ, আর আমাদের শিক্ষার্থীরা বছরের পর বছর এসএসসি ও এইচএসসি পরীক্ষায় তা অর্জন করে চলেছে। তবে আমরা নিজেদের মূল্যায়ন করি আমাদের ক্যাম্পাস থেকে উঠে আসা বিতার্কিক, স্কাউট, খেলোয়াড় ও স্বেচ্ছাসেবকদের দিয়েও, আর আমাদের সাবেক শিক্ষার্থীরা কীভাবে দেশের সেবা করছে তা দিয়েও।',
        'অভিভাবকদের অনুরোধ করি, স্কুলের সঙ্গে নিবিড় যোগাযোগ রাখুন: বিজ্ঞপ্তি পড়ুন, শ্রেণিশিক্ষকদের সঙ্গে দেখা করুন এবং সন্তানদের পাঠ্যবইয়ের বাইরেও পড়তে উৎসাহ দিন। সবাই মিলে আমরা আমাদের অঙ্গীকার রক্ষা করব।',
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
      name_bn: CHAIRMAN_BN,
      heading_bn: 'গভর্নিং বডির সভাপতির বাণী',
      text_bn: [
        `${toBengaliDigits(String(year))} সালে মিরপুরের কয়েকটি পরিবার যখন এই স্কুল প্রতিষ্ঠা করে, তাঁদের স্বপ্ন ছিল এমন এক প্রতিষ্ঠান, যেখানে সব পরিবারের সন্তানেরা পাশাপাশি বসে শিখবে। আজ সেই স্বপ্ন দুই শিফটে প্রায় আট হাজার শিক্ষার্থীকে পড়াচ্ছে।`,
        'গভর্নিং বডি নতুন বিজ্ঞান গবেষণাগার, বড় গ্রন্থাগার ও ডিজিটাল শ্রেণিকক্ষে বিনিয়োগ করছে, বিনিয়োগ করছে শিক্ষকদের প্রশিক্ষণেও, কারণ শিক্ষকেরাই প্রতিষ্ঠানের প্রাণ।',
        'শিক্ষক, কর্মচারী, অভিভাবক ও শিক্ষার্থীদের আস্থার জন্য কৃতজ্ঞতা জানাই, আর প্রত্যেক সাবেক শিক্ষার্থীকে আমন্ত্রণ জানাই যে স্কুল তাঁদের গড়ে তুলেছে, তার সঙ্গে যোগাযোগ রাখতে।',
      ].join('\n\n'),
    },
  ];
}

export async function seedPeople(
  db: Kysely<Database>,
  staff: { principal: PersonName; teachers: readonly PersonName[] },
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
