import type { Lang, Localized } from '../i18n.ts';
import man from './images/portrait-man.svg?no-inline';
import woman from './images/portrait-woman.svg?no-inline';
import type { Picture, Profile } from './types.ts';

type Look = 'man' | 'woman';

const PORTRAITS: Record<Look, string> = { man, woman };

/** The drawn portraits, described in each language for a given name. */
const DESCRIBE: Localized<Record<Look, (name: string) => string>> = {
  en: {
    man: (name) =>
      `Portrait of ${name}, a man with short black hair and a moustache, in a dark green jacket`,
    woman: (name) => `Portrait of ${name}, a woman in a blue headscarf`,
  },
  bn: {
    man: (name) => `প্রতিকৃতি: ${name}, ছোট কালো চুল ও গোঁফওয়ালা একজন পুরুষ, পরনে গাঢ় সবুজ জ্যাকেট`,
    woman: (name) => `প্রতিকৃতি: ${name}, নীল হিজাব পরা একজন নারী`,
  },
};

const portrait = (look: Look, name: string, lang: Lang): Picture => ({
  src: PORTRAITS[look],
  alt: DESCRIBE[lang][look](name),
  width: 240,
  height: 280,
});

/** The five vice principals, by the page (route) that shows each. */
export type VicePrincipalPage = 'vp-exam-control' | 'bm-ds' | 'bm-ms' | 'em-ds' | 'em-ms';

export const vicePrincipals: Readonly<Record<VicePrincipalPage, Localized<Profile>>> = {
  'vp-exam-control': {
    en: {
      pageTitle: 'Vice Principal, Exam Control & Coordination',
      name: 'Md. Rafiqul Islam',
      title: 'Vice Principal',
      additionalTitle: 'Exam Control & Coordination',
      portrait: portrait('man', 'Md. Rafiqul Islam', 'en'),
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
    bn: {
      pageTitle: 'উপাধ্যক্ষ, পরীক্ষা নিয়ন্ত্রণ ও সমন্বয়',
      name: 'মো. রফিকুল ইসলাম',
      title: 'উপাধ্যক্ষ',
      additionalTitle: 'পরীক্ষা নিয়ন্ত্রণ ও সমন্বয়',
      portrait: portrait('man', 'মো. রফিকুল ইসলাম', 'bn'),
      qualifications: [
        'গণিতে এম.এসসি., জাহাঙ্গীরনগর বিশ্ববিদ্যালয়',
        'বি.এড., সরকারি টিচার্স ট্রেনিং কলেজ, ঢাকা',
      ],
      biography: [
        'মো. রফিকুল ইসলাম কলেজের সব অভ্যন্তরীণ পরীক্ষার পরিকল্পনা ও পরিচালনা করেন: উভয় শাখা ও উভয় মাধ্যমের অর্ধবার্ষিক, প্রাক-নির্বাচনী, নির্বাচনী ও বার্ষিক পরীক্ষা, এবং সেগুলোর আসন বিন্যাস, প্রবেশপত্র ও ফলাফল-তালিকা।',
        'এসএসসি ও এইচএসসি রেজিস্ট্রেশন, ফরম পূরণ এবং কলেজে অনুষ্ঠিত বোর্ড পরীক্ষার বিষয়ে মাধ্যমিক ও উচ্চমাধ্যমিক শিক্ষা বোর্ড, ঢাকার সঙ্গে কলেজের যোগাযোগও তিনিই রক্ষা করেন।',
      ],
      timeline: [
        {
          role: 'গণিতের সহকারী শিক্ষক',
          place: 'মিরপুর বাংলা উচ্চ বিদ্যালয়',
          from: 1998,
          to: 2004,
        },
        { role: 'গণিতের সিনিয়র শিক্ষক', place: 'এই কলেজ', from: 2004, to: 2012 },
        {
          role: 'পরীক্ষা কমিটির সচিব',
          place: 'এই কলেজ',
          from: 2012,
          to: 2018,
          description: 'ফলাফল-তালিকা কাগজের রেজিস্টার থেকে কম্পিউটারে স্থানান্তর করেন।',
        },
        { role: 'উপাধ্যক্ষ, পরীক্ষা নিয়ন্ত্রণ ও সমন্বয়', place: 'এই কলেজ', from: 2018 },
      ],
    },
  },
  'bm-ds': {
    en: {
      pageTitle: 'Vice Principal, Bangla Medium Day Shift',
      name: 'Mrs. Shahana Parvin',
      title: 'Vice Principal',
      additionalTitle: 'Bangla Medium, Day Shift',
      portrait: portrait('woman', 'Mrs. Shahana Parvin', 'en'),
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
    bn: {
      pageTitle: 'উপাধ্যক্ষ, বাংলা মাধ্যম দিবা শাখা',
      name: 'মিসেস শাহানা পারভীন',
      title: 'উপাধ্যক্ষ',
      additionalTitle: 'বাংলা মাধ্যম, দিবা শাখা',
      portrait: portrait('woman', 'মিসেস শাহানা পারভীন', 'bn'),
      qualifications: [
        'বাংলায় এম.এ., ঢাকা বিশ্ববিদ্যালয়',
        'এম.এড., শিক্ষা ও গবেষণা ইনস্টিটিউট, ঢাকা বিশ্ববিদ্যালয়',
      ],
      biography: [
        'মিসেস শাহানা পারভীন বাংলা মাধ্যম দিবা শাখার নেতৃত্ব দেন: এর শ্রেণি কার্যক্রম, শিক্ষক, রুটিন ও শৃঙ্খলা, এবং অভিভাবকদের সঙ্গে সভা।',
        'বিশ বছরেরও বেশি সময় ধরে বাংলা ভাষা ও সাহিত্যের শিক্ষক হিসেবে কাজ করছেন; তিনি শাখার পাঠচক্র এবং বার্ষিক দেয়ালপত্রিকা প্রতিযোগিতা চালু করেন।',
      ],
      timeline: [
        { role: 'বাংলার সহকারী শিক্ষক', place: 'মণিপুর উচ্চ বিদ্যালয়', from: 2001, to: 2008 },
        { role: 'বাংলার সিনিয়র শিক্ষক', place: 'এই কলেজ', from: 2008, to: 2016 },
        { role: 'দিবা শাখার ইনচার্জ', place: 'এই কলেজ', from: 2016, to: 2021 },
        { role: 'উপাধ্যক্ষ, বাংলা মাধ্যম দিবা শাখা', place: 'এই কলেজ', from: 2021 },
      ],
    },
  },
  'bm-ms': {
    en: {
      pageTitle: 'Vice Principal, Bangla Medium Morning Shift',
      name: 'Md. Kamrul Hasan',
      title: 'Vice Principal',
      additionalTitle: 'Bangla Medium, Morning Shift',
      portrait: portrait('man', 'Md. Kamrul Hasan', 'en'),
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
    bn: {
      pageTitle: 'উপাধ্যক্ষ, বাংলা মাধ্যম প্রভাতি শাখা',
      name: 'মো. কামরুল হাসান',
      title: 'উপাধ্যক্ষ',
      additionalTitle: 'বাংলা মাধ্যম, প্রভাতি শাখা',
      portrait: portrait('man', 'মো. কামরুল হাসান', 'bn'),
      qualifications: ['রসায়নে এম.এসসি., রাজশাহী বিশ্ববিদ্যালয়', 'বি.এড., জাতীয় বিশ্ববিদ্যালয়'],
      biography: [
        'মো. কামরুল হাসান কলেজের সবচেয়ে পুরোনো ও বড় শাখা, বাংলা মাধ্যম প্রভাতি শাখার নেতৃত্ব দেন: এর শ্রেণি কার্যক্রম, শিক্ষক, রুটিন ও শৃঙ্খলা, এবং অভিভাবকদের সঙ্গে সভা।',
        'তিনি বহু বছর রসায়ন পড়িয়েছেন এবং এখনও মাধ্যমিক বিজ্ঞান বিভাগের ব্যবহারিক ক্লাস তত্ত্বাবধান করেন।',
      ],
      timeline: [
        { role: 'রসায়নের প্রভাষক', place: 'নাটোর সরকারি মহিলা কলেজ', from: 1996, to: 2002 },
        { role: 'রসায়নের সহকারী অধ্যাপক', place: 'এই কলেজ', from: 2002, to: 2013 },
        { role: 'প্রভাতি শাখার ইনচার্জ', place: 'এই কলেজ', from: 2013, to: 2019 },
        { role: 'উপাধ্যক্ষ, বাংলা মাধ্যম প্রভাতি শাখা', place: 'এই কলেজ', from: 2019 },
      ],
    },
  },
  'em-ds': {
    en: {
      pageTitle: 'Vice Principal, English Medium Day Shift',
      name: 'Ms. Farzana Rahman',
      title: 'Vice Principal',
      additionalTitle: 'English Medium, Day Shift',
      portrait: portrait('woman', 'Ms. Farzana Rahman', 'en'),
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
    bn: {
      pageTitle: 'উপাধ্যক্ষ, ইংরেজি মাধ্যম দিবা শাখা',
      name: 'মিস ফারজানা রহমান',
      title: 'উপাধ্যক্ষ',
      additionalTitle: 'ইংরেজি মাধ্যম, দিবা শাখা',
      portrait: portrait('woman', 'মিস ফারজানা রহমান', 'bn'),
      qualifications: [
        'ইংরেজি সাহিত্যে এম.এ., চট্টগ্রাম বিশ্ববিদ্যালয়',
        'অন্য ভাষাভাষীদের ইংরেজি শিক্ষাদানে সনদ (সেলটা)',
      ],
      biography: [
        'মিস ফারজানা রহমান ইংরেজি মাধ্যম (জাতীয় শিক্ষাক্রমের ইংলিশ ভার্সন) দিবা শাখার নেতৃত্ব দেন: এর শ্রেণি কার্যক্রম, শিক্ষক, রুটিন ও শৃঙ্খলা, এবং অভিভাবকদের সঙ্গে সভা।',
        'তিনি কলেজের বিতর্ক দলের প্রশিক্ষক এবং প্রতি বছর ইংরেজি ভাষা উৎসবের আয়োজন করেন।',
      ],
      timeline: [
        { role: 'ইংরেজির শিক্ষক', place: 'চট্টগ্রাম গ্রামার স্কুল', from: 2005, to: 2010 },
        { role: 'ইংরেজির সিনিয়র শিক্ষক', place: 'এই কলেজ', from: 2010, to: 2017 },
        { role: 'সমন্বয়ক, ইংলিশ ভার্সন, দিবা শাখা', place: 'এই কলেজ', from: 2017, to: 2022 },
        { role: 'উপাধ্যক্ষ, ইংরেজি মাধ্যম দিবা শাখা', place: 'এই কলেজ', from: 2022 },
      ],
    },
  },
  'em-ms': {
    en: {
      pageTitle: 'Vice Principal, English Medium Morning Shift',
      name: 'Md. Tanvir Ahmed',
      title: 'Vice Principal',
      additionalTitle: 'English Medium, Morning Shift',
      portrait: portrait('man', 'Md. Tanvir Ahmed', 'en'),
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
    bn: {
      pageTitle: 'উপাধ্যক্ষ, ইংরেজি মাধ্যম প্রভাতি শাখা',
      name: 'মো. তানভীর আহমেদ',
      title: 'উপাধ্যক্ষ',
      additionalTitle: 'ইংরেজি মাধ্যম, প্রভাতি শাখা',
      portrait: portrait('man', 'মো. তানভীর আহমেদ', 'bn'),
      qualifications: [
        'ফলিত পদার্থবিজ্ঞানে এম.এসসি., ঢাকা বিশ্ববিদ্যালয়',
        'শিক্ষায় আইসিটি বিষয়ে স্নাতকোত্তর ডিপ্লোমা, বাংলাদেশ উন্মুক্ত বিশ্ববিদ্যালয়',
      ],
      biography: [
        'মো. তানভীর আহমেদ ইংরেজি মাধ্যম (জাতীয় শিক্ষাক্রমের ইংলিশ ভার্সন) প্রভাতি শাখার নেতৃত্ব দেন: এর শ্রেণি কার্যক্রম, শিক্ষক, রুটিন ও শৃঙ্খলা, এবং অভিভাবকদের সঙ্গে সভা।',
        'তিনি আইসিটি ল্যাবরেটরির দায়িত্বে আছেন এবং উভয় শাখার শিক্ষকদের মাল্টিমিডিয়া শ্রেণিকক্ষ ব্যবহারের প্রশিক্ষণ দেন।',
      ],
      timeline: [
        {
          role: 'পদার্থবিজ্ঞান ও আইসিটির শিক্ষক',
          place: 'উত্তরা হাই স্কুল অ্যান্ড কলেজ',
          from: 2006,
          to: 2011,
        },
        { role: 'আইসিটির সিনিয়র শিক্ষক', place: 'এই কলেজ', from: 2011, to: 2018 },
        { role: 'সমন্বয়ক, ইংলিশ ভার্সন, প্রভাতি শাখা', place: 'এই কলেজ', from: 2018, to: 2023 },
        { role: 'উপাধ্যক্ষ, ইংরেজি মাধ্যম প্রভাতি শাখা', place: 'এই কলেজ', from: 2023 },
      ],
    },
  },
};
