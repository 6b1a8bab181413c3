import type { Localized } from '../i18n.ts';
import type { Wing, WingLabels } from './types.ts';

/** The words around every wing page. */
export const wingLabels: Localized<WingLabels> = {
  en: {
    services: 'What the office does for students and parents',
    location: 'Where to find it',
    hours: 'Opening hours',
    bring: 'What to bring',
    contact: 'Questions before you come?',
    contactLink: 'Contact the college',
  },
  bn: {
    services: 'শিক্ষার্থী ও অভিভাবকদের জন্য এই দপ্তর যা করে',
    location: 'কোথায় পাবেন',
    hours: 'খোলার সময়',
    bring: 'সঙ্গে যা আনবেন',
    contact: 'আসার আগে কোনো প্রশ্ন আছে?',
    contactLink: 'কলেজের সঙ্গে যোগাযোগ করুন',
  },
};

/** The office pages of the Administration menu (supporting and admin wings), by route name. */
export type WingPage =
  | 'accounts'
  | 'library'
  | 'admin'
  | 'main-office'
  | 'security'
  | 'store'
  | 'maintenance';

const OFFICE_DAYS: Localized<string> = {
  en: 'Sunday to Thursday, 9:00 am to 3:00 pm.',
  bn: 'রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে বিকেল ৩টা।',
};
const CLOSED: Localized<string> = {
  en: 'Closed on Friday, Saturday and government holidays.',
  bn: 'শুক্রবার, শনিবার ও সরকারি ছুটির দিনে বন্ধ।',
};

export const wings: Readonly<Record<WingPage, Localized<Wing>>> = {
  accounts: {
    en: {
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
      hours: [OFFICE_DAYS.en, 'Fee counter closes at 2:00 pm.', CLOSED.en],
      bring: [
        'The student’s name, class, shift, section and roll number (or the student ID card).',
        'Earlier receipts of the session, if you have them.',
      ],
    },
    bn: {
      title: 'হিসাব শাখা',
      summary:
        'হিসাব শাখা ফি গ্রহণ করে, রসিদ দেয় এবং কোনো শিক্ষার্থীর কত টাকা বকেয়া আছে সে বিষয়ে প্রশ্নের উত্তর দেয়।',
      services: [
        'টিউশন, পরীক্ষা, ভর্তি ও বোর্ড রেজিস্ট্রেশন ফি গ্রহণ করে এবং প্রতিটি পরিশোধের জন্য স্বাক্ষরিত রসিদ দেয়।',
        'শিক্ষার্থীর কত টাকা বকেয়া আছে এবং কোন কোন মাসের ফি পরিশোধিত, তা অভিভাবককে জানায়।',
        'হারানো রসিদের কপি এবং কিছু বৃত্তির জন্য প্রয়োজনীয় ফি পরিশোধের সনদ দেয়।',
        'নিবন্ধিত শিক্ষার্থীদের জন্য অনলাইন পেমেন্ট সুবিধা বুঝিয়ে দেয়।',
      ],
      location: 'প্রশাসনিক ভবনের নিচতলা, ২ নম্বর কাউন্টার, প্রধান কার্যালয়ের পাশে।',
      hours: [OFFICE_DAYS.bn, 'ফি কাউন্টার দুপুর ২টায় বন্ধ হয়।', CLOSED.bn],
      bring: [
        'শিক্ষার্থীর নাম, শ্রেণি, শাখা, সেকশন ও রোল নম্বর (অথবা শিক্ষার্থীর পরিচয়পত্র)।',
        'চলতি শিক্ষাবর্ষের আগের রসিদগুলো, যদি থাকে।',
      ],
    },
  },
  library: {
    en: {
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
      hours: ['Sunday to Thursday, 7:30 am to 4:30 pm (both shifts).', CLOSED.en],
      bring: [
        'The student ID card (it is also the library card).',
        'Borrowed books when they are due, to return or renew them.',
      ],
    },
    bn: {
      title: 'গ্রন্থাগার',
      summary:
        'কলেজ গ্রন্থাগার শিক্ষার্থী ও শিক্ষকদের বই ধার দেয়, এবং এর নিরিবিলি পাঠকক্ষ সব শিক্ষার্থীর জন্য খোলা।',
      services: [
        '২০,০০০-এর বেশি বই: পাঠ্যবই, সহায়ক গ্রন্থ, বাংলা ও ইংরেজি সাহিত্য এবং এসএসসি ও এইচএসসি প্রস্তুতির বই।',
        'পাঠকক্ষে বাংলা ও ইংরেজি দৈনিক পত্রিকা ও সাময়িকী।',
        'গ্রন্থাগার কার্ডধারী শিক্ষার্থীদের একসঙ্গে সর্বোচ্চ দুটি বই দুই সপ্তাহের জন্য ধার দেয়।',
        'প্রকল্প, রচনা ও বিতর্কের জন্য উপকরণ খুঁজে পেতে শিক্ষার্থীদের সাহায্য করে।',
      ],
      location: '২ নম্বর একাডেমিক ভবনের দোতলা, বিজ্ঞান ল্যাবরেটরিগুলোর ওপরে।',
      hours: ['রবিবার থেকে বৃহস্পতিবার, সকাল ৭:৩০ থেকে বিকেল ৪:৩০ (উভয় শাখা)।', CLOSED.bn],
      bring: [
        'শিক্ষার্থীর পরিচয়পত্র (এটিই গ্রন্থাগার কার্ড)।',
        'ফেরত দেওয়ার বা মেয়াদ বাড়ানোর তারিখ হলে ধার নেওয়া বইগুলো।',
      ],
    },
  },
  admin: {
    en: {
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
      hours: [OFFICE_DAYS.en, CLOSED.en],
      bring: [
        'The student’s name, class, shift and roll number.',
        'For a certificate: a written application, and the fee receipt where a fee applies.',
        'Your national ID card when you collect a document for a student.',
      ],
    },
    bn: {
      title: 'প্রশাসন শাখা',
      summary:
        'প্রশাসন শাখা কলেজের নিয়মকানুন, নথিপত্র ও কর্মীদের দেখাশোনা করে এবং অভিভাবকদের অনুরোধ অধ্যক্ষের কাছে পৌঁছে দেয়।',
      services: [
        'অধ্যক্ষ ও উপাধ্যক্ষদের সঙ্গে সাক্ষাতের সময় নির্ধারণ করে।',
        'প্রশংসাপত্র, ছাড়পত্র ও অধ্যয়ন সনদ দেয়।',
        'অভিভাবকদের লিখিত অনুরোধ ও অভিযোগ গ্রহণ করে এবং সেগুলোর উত্তর দেয়।',
        'কলেজের ভর্তি ও শিক্ষার্থী-সংক্রান্ত নথি সংরক্ষণ করে।',
      ],
      location: 'প্রশাসনিক ভবনের দোতলা, অধ্যক্ষের কার্যালয়ের পাশে।',
      hours: [OFFICE_DAYS.bn, CLOSED.bn],
      bring: [
        'শিক্ষার্থীর নাম, শ্রেণি, শাখা ও রোল নম্বর।',
        'সনদের জন্য: লিখিত আবেদন, এবং ফি প্রযোজ্য হলে ফি পরিশোধের রসিদ।',
        'শিক্ষার্থীর পক্ষে কোনো কাগজ নিতে এলে আপনার জাতীয় পরিচয়পত্র।',
      ],
    },
  },
  'main-office': {
    en: {
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
      hours: ['Sunday to Thursday, 8:00 am to 4:00 pm.', CLOSED.en],
      bring: [
        'The student’s name, class, shift and roll number.',
        'Any letter or notice your question is about.',
      ],
    },
    bn: {
      title: 'প্রধান কার্যালয়',
      summary:
        'যেকোনো প্রশ্নে প্রথমে প্রধান কার্যালয়ে আসুন: এখানে প্রশ্নের উত্তর দেওয়া হয়, ফরম জমা নেওয়া হয় এবং কে আপনাকে সাহায্য করতে পারবেন তা জানিয়ে দেওয়া হয়।',
      services: [
        'সরাসরি ও অফিসের টেলিফোনে প্রশ্নের উত্তর দেয়।',
        'ভর্তি ফরম, ছুটির আবেদন ও অন্যান্য ফরম দেয় ও জমা নেয়।',
        'নোটিশ, রুটিন ও পাঠ্যসূচির ছাপা কপি দেয়।',
        'হারানো ও কুড়িয়ে পাওয়া জিনিস জমা রাখে।',
      ],
      location: 'প্রশাসনিক ভবনের নিচতলা, প্রধান ফটক দিয়ে ঢুকে ডান দিকের প্রথম দরজা।',
      hours: ['রবিবার থেকে বৃহস্পতিবার, সকাল ৮টা থেকে বিকেল ৪টা।', CLOSED.bn],
      bring: ['শিক্ষার্থীর নাম, শ্রেণি, শাখা ও রোল নম্বর।', 'যে চিঠি বা নোটিশ নিয়ে আপনার প্রশ্ন, সেটি।'],
    },
  },
  security: {
    en: {
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
    bn: {
      title: 'নিরাপত্তা',
      summary:
        'নিরাপত্তা দল ক্যাম্পাস নিরাপদ রাখে: ফটক পাহারা দেয়, দর্শনার্থীদের যাচাই করে এবং শিক্ষার্থীদের কেবল পরিচিত অভিভাবকের হাতে তুলে দেয়।',
      services: [
        'প্রধান ফটক ও পেছনের ফটক সার্বক্ষণিক পাহারা দেয়।',
        'প্রধান ফটকে প্রত্যেক দর্শনার্থীর নাম নিবন্ধন করে এবং দর্শনার্থী পাস দেয়।',
        'ছুটির পর ছোট শিক্ষার্থীদের কেবল মা-বাবা বা পরিবারের মনোনীত অভিভাবকের হাতে তুলে দেয়।',
        'জরুরি অবস্থায় সাহায্য করে এবং প্রয়োজনে মেডিক্যাল সেন্টার, ফায়ার সার্ভিস বা পুলিশে খবর দেয়।',
      ],
      location: 'প্রধান ফটকের নিরাপত্তা কার্যালয়।',
      hours: [
        'ফটক প্রতিদিন ২৪ ঘণ্টা পাহারায় থাকে।',
        'ক্লাস চলার দিনগুলোতে সকাল ৮টা থেকে বিকেল ৪টা পর্যন্ত দর্শনার্থীরা প্রবেশ করতে পারেন।',
      ],
      bring: [
        'দেখা করতে বা শিক্ষার্থীকে নিতে এলে আপনার জাতীয় পরিচয়পত্র।',
        'ছোট শিক্ষার্থীকে নিতে এলে কলেজের দেওয়া অভিভাবক কার্ড।',
      ],
    },
  },
  store: {
    en: {
      title: 'Store',
      summary:
        'The college store keeps and gives out the college’s supplies, and sells items of the uniform and stationery that carry the college badge.',
      services: [
        'Sells the college badge, tie, ID card holder and the college’s exercise books.',
        'Gives out laboratory and sports equipment to teachers and club leaders.',
        'Gives out textbooks from the government’s free textbook programme at the start of the year.',
      ],
      location: 'Ground floor of academic building 1, at the end of the corridor.',
      hours: ['Sunday to Thursday, 9:00 am to 2:00 pm.', CLOSED.en],
      bring: [
        'The student ID card.',
        'The exact money for what you buy; the store gives a receipt.',
      ],
    },
    bn: {
      title: 'স্টোর',
      summary:
        'কলেজ স্টোর কলেজের মালামাল সংরক্ষণ ও বিতরণ করে, এবং কলেজের মনোগ্রামযুক্ত পোশাকের অনুষঙ্গ ও লেখার সামগ্রী বিক্রি করে।',
      services: [
        'কলেজের ব্যাজ, টাই, পরিচয়পত্রের হোল্ডার ও কলেজের খাতা বিক্রি করে।',
        'শিক্ষক ও ক্লাব পরিচালকদের ল্যাবরেটরি ও খেলাধুলার সরঞ্জাম দেয়।',
        'বছরের শুরুতে সরকারের বিনামূল্যে পাঠ্যপুস্তক বিতরণ কর্মসূচির বই বিতরণ করে।',
      ],
      location: '১ নম্বর একাডেমিক ভবনের নিচতলা, করিডোরের শেষ মাথায়।',
      hours: ['রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে দুপুর ২টা।', CLOSED.bn],
      bring: ['শিক্ষার্থীর পরিচয়পত্র।', 'যা কিনবেন তার দাম ভাংতি টাকায়; স্টোর রসিদ দেয়।'],
    },
  },
  maintenance: {
    en: {
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
    bn: {
      title: 'রক্ষণাবেক্ষণ',
      summary: 'রক্ষণাবেক্ষণ শাখা ভবন, শ্রেণিকক্ষ, পানি, বিদ্যুৎ ও মাঠ সচল ও ব্যবহারযোগ্য রাখে।',
      services: [
        'শ্রেণিকক্ষের আসবাব, পাখা, বাতি, দরজা ও জানালা মেরামত করে।',
        'খাবার পানির সরবরাহ, ওয়াশরুম ও মাঠ পরিষ্কার ও সচল রাখে।',
        'পরীক্ষা, ক্রীড়া প্রতিযোগিতা ও সাংস্কৃতিক অনুষ্ঠানের জন্য হলরুম ও মাঠ প্রস্তুত করে।',
      ],
      location: '৩ নম্বর একাডেমিক ভবনের পেছনে, খেলার মাঠের পাশে। কোনো ত্রুটির খবর প্রধান কার্যালয়ে জানান।',
      hours: [
        'রবিবার থেকে বৃহস্পতিবার, সকাল ৭টা থেকে বিকেল ৫টা।',
        'অন্য সময়ে জরুরি প্রয়োজনে (পাইপ ফেটে গেলে, বিদ্যুৎ চলে গেলে) নিরাপত্তা কার্যালয়ের মাধ্যমে ডাকা যায়।',
      ],
      bring: ['ত্রুটির খবর দেওয়ার সময়: কোথায় (ভবন, তলা, কক্ষ) এবং কী সমস্যা।'],
    },
  },
};
