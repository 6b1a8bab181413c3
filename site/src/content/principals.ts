import type { Localized } from '../i18n.ts';
import portrait from './images/portrait-principal.svg?no-inline';
import type { ExPrincipal, Profile } from './types.ts';

const PORTRAIT = { src: portrait, width: 240, height: 280 } as const;

/** Administration › Principal › Current Principal. */
export const currentPrincipal: Localized<Profile> = {
  en: {
    pageTitle: 'Principal',
    name: 'Professor Md. Abdul Mannan',
    title: 'Principal',
    portrait: {
      ...PORTRAIT,
      alt: 'Portrait of Professor Md. Abdul Mannan, a man with glasses and a grey beard, in a dark suit and tie',
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
        description:
          'Taught physics in the secondary and, from 2003, the higher secondary section.',
      },
      {
        role: 'Head of the Science Department',
        place: 'this college',
        from: 2006,
        to: 2014,
        description: 'Set up the ICT laboratory and the annual science fair.',
      },
      { role: 'Vice Principal (Academic)', place: 'this college', from: 2014, to: 2020 },
      {
        role: 'Principal',
        place: 'this college',
        from: 2020,
        description:
          'Leads the college, its two shifts and its Bangla and English medium sections.',
      },
    ],
  },
  bn: {
    pageTitle: 'অধ্যক্ষ',
    name: 'অধ্যাপক মো. আবদুল মান্নান',
    title: 'অধ্যক্ষ',
    portrait: {
      ...PORTRAIT,
      alt: 'প্রতিকৃতি: অধ্যাপক মো. আবদুল মান্নান, চশমা পরা ও পাকা দাড়িওয়ালা একজন পুরুষ, পরনে গাঢ় রঙের স্যুট ও টাই',
    },
    qualifications: [
      'পদার্থবিজ্ঞানে এম.এসসি., ঢাকা বিশ্ববিদ্যালয়',
      'বি.এড., সরকারি টিচার্স ট্রেনিং কলেজ, ঢাকা',
      'শিক্ষা নেতৃত্বে স্নাতকোত্তর ডিপ্লোমা, জাতীয় শিক্ষা ব্যবস্থাপনা একাডেমি (নায়েম)',
    ],
    biography: [
      'অধ্যাপক মো. আবদুল মান্নান ত্রিশ বছরেরও বেশি সময় ধরে ঢাকা ও রাজশাহীর বিভিন্ন স্কুল ও কলেজে পদার্থবিজ্ঞান পড়িয়েছেন। ১৯৯৪ সালে, যে বছর কলেজটি বর্তমান ক্যাম্পাসে আসে, তিনি পদার্থবিজ্ঞানের শিক্ষক হিসেবে এখানে যোগ দেন এবং ২০২০ সাল থেকে অধ্যক্ষ হিসেবে কলেজের নেতৃত্ব দিচ্ছেন।',
      'অধ্যক্ষ হিসেবে তিনি সব সেকশনের জন্য মাল্টিমিডিয়া শ্রেণিকক্ষ, উভয় শাখায় নিয়মিত অভিভাবক–শিক্ষক সভা এবং এসএসসি ও এইচএসসি পরীক্ষার আগে যাদের বাড়তি সহায়তা প্রয়োজন, সেসব শিক্ষার্থীর জন্য পাঠ সহায়তা কার্যক্রম চালু করেছেন।',
    ],
    message: {
      heading: 'অধ্যক্ষের বাণী',
      paragraphs: [
        'প্রিয় শিক্ষার্থী ও অভিভাবকবৃন্দ, আপনাদের স্বাগত জানাই। আমাদের কলেজের লক্ষ্য একটাই: যে শিশু এর ফটক দিয়ে প্রবেশ করে, সে যেন একজন দক্ষ, সৎ ও সহৃদয় বাংলাদেশি নাগরিক হয়ে বের হয়।',
        'ভালো ফল আসে ভালো অভ্যাস থেকে: প্রতিদিন ক্লাসে আসা, নিজের কাজ নিজে করা, কিছু বুঝতে না পারলে প্রশ্ন করা এবং একে অপরকে সম্মান করা। আমাদের শিক্ষকেরা শিক্ষার্থীদের নাম ধরে চেনেন; আমাদের ল্যাবরেটরি, গ্রন্থাগার ও ক্লাবগুলো প্রত্যেক শিক্ষার্থীর জন্য উন্মুক্ত।',
        'কলেজে অভিভাবকেরা সবসময় স্বাগত। অনুগ্রহ করে শ্রেণিশিক্ষকদের সঙ্গে কথা বলুন, অভিভাবক সভায় আসুন এবং আমরা কী আরও ভালোভাবে করতে পারি তা আমাদের জানান। সবাই মিলে আমরা প্রতিটি শিশুকে সফল হতে সাহায্য করতে পারি।',
      ],
    },
    timeline: [
      { role: 'পদার্থবিজ্ঞানের প্রভাষক', place: 'রাজশাহী মডেল কলেজ', from: 1991, to: 1994 },
      {
        role: 'পদার্থবিজ্ঞানের সহকারী অধ্যাপক',
        place: 'এই কলেজ',
        from: 1994,
        to: 2006,
        description: 'মাধ্যমিক স্তরে এবং ২০০৩ সাল থেকে উচ্চমাধ্যমিক স্তরেও পদার্থবিজ্ঞান পড়িয়েছেন।',
      },
      {
        role: 'বিজ্ঞান বিভাগের প্রধান',
        place: 'এই কলেজ',
        from: 2006,
        to: 2014,
        description: 'আইসিটি ল্যাবরেটরি ও বার্ষিক বিজ্ঞান মেলা চালু করেন।',
      },
      { role: 'উপাধ্যক্ষ (একাডেমিক)', place: 'এই কলেজ', from: 2014, to: 2020 },
      {
        role: 'অধ্যক্ষ',
        place: 'এই কলেজ',
        from: 2020,
        description: 'কলেজ, এর দুটি শাখা এবং বাংলা ও ইংরেজি মাধ্যমের নেতৃত্ব দিচ্ছেন।',
      },
    ],
  },
};

/** Administration › Principal › Ex-Principals. */
export interface ExPrincipalsPage {
  title: string;
  intro: string;
  caption: string;
  columns: { name: string; degree: string; period: string };
  /** Oldest first; each one's last year is the next one's first. */
  principals: readonly ExPrincipal[];
}

export const exPrincipalsPage: Localized<ExPrincipalsPage> = {
  en: {
    title: 'Ex-Principals',
    intro:
      'Eleven principals led the college before the present one, from its founding in 1986 to 2020. We remember them with gratitude.',
    caption: 'Principals of the college, 1986–2020, oldest first',
    columns: { name: 'Name', degree: 'Qualification', period: 'Served' },
    principals: [
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
    ],
  },
  bn: {
    title: 'সাবেক অধ্যক্ষবৃন্দ',
    intro:
      'বর্তমান অধ্যক্ষের আগে, ১৯৮৬ সালে প্রতিষ্ঠা থেকে ২০২০ সাল পর্যন্ত, এগারোজন অধ্যক্ষ কলেজের নেতৃত্ব দিয়েছেন। আমরা তাঁদের কৃতজ্ঞচিত্তে স্মরণ করি।',
    caption: 'কলেজের অধ্যক্ষবৃন্দ, ১৯৮৬–২০২০, প্রথম জন থেকে ক্রমানুসারে',
    columns: { name: 'নাম', degree: 'শিক্ষাগত যোগ্যতা', period: 'দায়িত্বকাল' },
    principals: [
      { name: 'আলহাজ মো. নুরুল ইসলাম', degree: 'এম.এ. (ইতিহাস), বি.এড.', from: 1986, to: 1989 },
      { name: 'বেগম রোকেয়া খাতুন', degree: 'এম.এ. (বাংলা), বি.এড.', from: 1989, to: 1992 },
      { name: 'মো. আবুল কালাম আজাদ', degree: 'এম.এসসি. (গণিত), বি.এড.', from: 1992, to: 1996 },
      { name: 'অধ্যাপক এ. কে. এম. শামসুদ্দিন', degree: 'এম.এসসি. (রসায়ন)', from: 1996, to: 1999 },
      { name: 'মিসেস হাসিনা বেগম', degree: 'এম.এ. (ইংরেজি), এম.এড.', from: 1999, to: 2002 },
      { name: 'মো. মফিজুর রহমান', degree: 'এম.কম. (হিসাববিজ্ঞান), বি.এড.', from: 2002, to: 2005 },
      { name: 'ড. সৈয়দ আনোয়ার হোসেন', degree: 'পিএইচ.ডি. (উদ্ভিদবিজ্ঞান)', from: 2005, to: 2008 },
      { name: 'অধ্যাপক নাজমা আক্তার', degree: 'এম.এসসি. (পদার্থবিজ্ঞান), এম.এড.', from: 2008, to: 2011 },
      { name: 'মো. গোলাম মোস্তফা', degree: 'এম.এস.এস. (অর্থনীতি), বি.এড.', from: 2011, to: 2014 },
      { name: 'অধ্যাপক দিলরুবা ইয়াসমিন', degree: 'এম.এ. (ইসলামের ইতিহাস)', from: 2014, to: 2017 },
      { name: 'মো. শহিদুল হক', degree: 'এম.এসসি. (প্রাণিবিদ্যা), এম.এড.', from: 2017, to: 2020 },
    ],
  },
};
