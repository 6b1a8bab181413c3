import type { Localized } from '../i18n.ts';
import type { TextPage } from './types.ts';

/** Privacy Policy (footer › Privacy). Says what the site really does, and no more. */
export const privacyPage: Localized<TextPage> = {
  en: {
    title: 'Privacy Policy',
    intro: [
      'This policy explains what information this website collects, why, who sees it, how long it is kept and what choices you have. The college is responsible for the information you send through the site.',
    ],
    sections: [
      {
        heading: 'What we collect',
        blocks: [
          'We collect only what you type into a form or a look-up:',
          {
            list: [
              'Contact form: your name, mobile number, email address, the subject and your message.',
              'Admission form: the student’s details (name in English and Bangla, date of birth, gender, blood group, religion, nationality, phone number, email, birth certificate or NID number, any disability, class, group, session and roll number), the student’s photo, and the parents’ or guardian’s details (names, relation, occupation, NID, email and mobile numbers).',
              'Result look-up: the roll number, academic year and exam you search for.',
            ],
          },
        ],
      },
      {
        heading: 'Why we collect it',
        blocks: [
          {
            list: [
              'Contact form: to read your message and reply to you.',
              'Admission form: to consider the application, contact the family and, if the student is admitted, to open the student’s record.',
              'Result look-up: to find and show the result you asked for. We do not keep a record of who looked up which result.',
            ],
          },
        ],
      },
      {
        heading: 'Who sees it',
        blocks: [
          'Only the college office and the teachers and staff who handle your message or application. We do not sell your information or give it to advertisers. We share an admitted student’s details only where the law or the education board requires it, for example for SSC and HSC registration.',
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          {
            list: [
              'Contact messages: for one year after the last reply, then deleted.',
              'Admission applications that do not lead to admission: until the end of the admission session, then deleted.',
              'An admitted student’s details become part of the student’s record, kept as long as the rules for school records require.',
            ],
          },
        ],
      },
      {
        heading: 'Cookies and your browser’s storage',
        blocks: [
          'This site sets no tracking or advertising cookies and uses no analytics service. It keeps two things in your browser’s local storage, on your own device:',
          {
            list: [
              'a draft of the admission form while you fill it in, so that a reload does not lose your work;',
              'the site’s theme colours, so that pages draw quickly on your next visit.',
            ],
          },
          'You can clear both at any time from your browser’s settings (site data or local storage). Maps and videos from other services may set their own cookies when they load.',
        ],
      },
      {
        heading: 'Your choices',
        blocks: [
          {
            list: [
              'You do not have to use the forms: you can visit or phone the college office instead.',
              'You may ask to see the information we hold about you or your child, to correct it, or to delete a message or an application that did not lead to admission.',
              'You can clear the admission draft and the saved colours from your browser yourself.',
            ],
          },
        ],
      },
      {
        heading: 'Contact',
        blocks: [
          'For any question about your information, write to the college office through the contact page, or visit the office during office hours.',
          { links: [{ text: 'Contact the college', to: '/contact-us' }] },
        ],
      },
    ],
    footnote: 'Last updated: July 2024 (session 2024-25).',
  },
  bn: {
    title: 'গোপনীয়তা নীতি',
    intro: [
      'এই নীতিতে ব্যাখ্যা করা হয়েছে, এই ওয়েবসাইট কী তথ্য সংগ্রহ করে, কেন করে, কারা তা দেখেন, কত দিন রাখা হয় এবং এ বিষয়ে আপনার কী কী করার সুযোগ আছে। সাইটের মাধ্যমে আপনার পাঠানো তথ্যের দায়িত্ব কলেজের।',
    ],
    sections: [
      {
        heading: 'আমরা কী সংগ্রহ করি',
        blocks: [
          'আপনি কোনো ফরমে বা অনুসন্ধানে যা লেখেন, আমরা শুধু সেটুকুই সংগ্রহ করি:',
          {
            list: [
              'যোগাযোগ ফরম: আপনার নাম, মোবাইল নম্বর, ইমেইল ঠিকানা, বিষয় ও আপনার বার্তা।',
              'ভর্তি ফরম: শিক্ষার্থীর তথ্য (ইংরেজি ও বাংলায় নাম, জন্মতারিখ, লিঙ্গ, রক্তের গ্রুপ, ধর্ম, জাতীয়তা, ফোন নম্বর, ইমেইল, জন্মনিবন্ধন বা জাতীয় পরিচয়পত্র নম্বর, কোনো প্রতিবন্ধিতা থাকলে তা, শ্রেণি, বিভাগ, শিক্ষাবর্ষ ও রোল নম্বর), শিক্ষার্থীর ছবি, এবং মা-বাবা বা অভিভাবকের তথ্য (নাম, সম্পর্ক, পেশা, জাতীয় পরিচয়পত্র, ইমেইল ও মোবাইল নম্বর)।',
              'ফলাফল অনুসন্ধান: আপনি যে রোল নম্বর, শিক্ষাবর্ষ ও পরীক্ষার ফলাফল খোঁজেন।',
            ],
          },
        ],
      },
      {
        heading: 'আমরা কেন সংগ্রহ করি',
        blocks: [
          {
            list: [
              'যোগাযোগ ফরম: আপনার বার্তা পড়া ও উত্তর দেওয়ার জন্য।',
              'ভর্তি ফরম: আবেদন বিবেচনা করা, পরিবারের সঙ্গে যোগাযোগ করা এবং শিক্ষার্থী ভর্তি হলে তার রেকর্ড খোলার জন্য।',
              'ফলাফল অনুসন্ধান: আপনার চাওয়া ফলাফল খুঁজে দেখানোর জন্য। কে কোন ফলাফল খুঁজেছেন, আমরা তার কোনো রেকর্ড রাখি না।',
            ],
          },
        ],
      },
      {
        heading: 'কারা তা দেখেন',
        blocks: [
          'শুধু কলেজ অফিস এবং যে শিক্ষক ও কর্মচারীরা আপনার বার্তা বা আবেদন নিয়ে কাজ করেন। আমরা আপনার তথ্য বিক্রি করি না এবং বিজ্ঞাপনদাতাদের দিই না। ভর্তি হওয়া শিক্ষার্থীর তথ্য কেবল আইন বা শিক্ষা বোর্ডের প্রয়োজনে অন্যকে দেওয়া হয়, যেমন এসএসসি ও এইচএসসি রেজিস্ট্রেশনের জন্য।',
        ],
      },
      {
        heading: 'আমরা কত দিন রাখি',
        blocks: [
          {
            list: [
              'যোগাযোগের বার্তা: শেষ উত্তরের পর এক বছর, তারপর মুছে ফেলা হয়।',
              'যেসব আবেদনে ভর্তি হয়নি: সংশ্লিষ্ট ভর্তি মৌসুম শেষ হওয়া পর্যন্ত, তারপর মুছে ফেলা হয়।',
              'ভর্তি হওয়া শিক্ষার্থীর তথ্য তার শিক্ষার্থী-রেকর্ডের অংশ হয়ে যায় এবং শিক্ষাপ্রতিষ্ঠানের নথি সংরক্ষণের নিয়ম অনুযায়ী যত দিন প্রয়োজন, তত দিন রাখা হয়।',
            ],
          },
        ],
      },
      {
        heading: 'কুকি ও আপনার ব্রাউজারের সংরক্ষণ',
        blocks: [
          'এই সাইট কোনো ট্র্যাকিং বা বিজ্ঞাপনী কুকি বসায় না এবং কোনো অ্যানালিটিক্স সেবা ব্যবহার করে না। এটি আপনার নিজের ডিভাইসে, ব্রাউজারের লোকাল স্টোরেজে দুটি জিনিস রাখে:',
          {
            list: [
              'ভর্তি ফরম পূরণের সময় তার একটি খসড়া, যাতে পাতা আবার লোড হলে আপনার কাজ হারিয়ে না যায়;',
              'সাইটের থিমের রং, যাতে পরের বার পাতাগুলো দ্রুত দেখা যায়।',
            ],
          },
          'আপনার ব্রাউজারের সেটিংস (সাইট ডেটা বা লোকাল স্টোরেজ) থেকে যেকোনো সময় দুটিই মুছে ফেলতে পারেন। অন্য সেবার মানচিত্র ও ভিডিও লোড হওয়ার সময় নিজস্ব কুকি বসাতে পারে।',
        ],
      },
      {
        heading: 'আপনার যা করার সুযোগ আছে',
        blocks: [
          {
            list: [
              'ফরম ব্যবহার করা বাধ্যতামূলক নয়: এর বদলে আপনি সরাসরি কলেজ অফিসে আসতে বা ফোন করতে পারেন।',
              'আমাদের কাছে আপনার বা আপনার সন্তানের যে তথ্য আছে তা দেখতে, সংশোধন করতে, অথবা ভর্তিতে রূপ নেয়নি এমন বার্তা বা আবেদন মুছে ফেলতে অনুরোধ করতে পারেন।',
              'ভর্তি ফরমের খসড়া ও সংরক্ষিত রংগুলো আপনি নিজেই ব্রাউজার থেকে মুছে ফেলতে পারেন।',
            ],
          },
        ],
      },
      {
        heading: 'যোগাযোগ',
        blocks: [
          'আপনার তথ্য নিয়ে যেকোনো প্রশ্নে যোগাযোগ পাতার মাধ্যমে কলেজ অফিসে লিখুন, অথবা অফিস চলাকালে সরাসরি আসুন।',
          { links: [{ text: 'কলেজের সঙ্গে যোগাযোগ করুন', to: '/contact-us' }] },
        ],
      },
    ],
    footnote: 'সর্বশেষ হালনাগাদ: জুলাই ২০২৪ (শিক্ষাবর্ষ ২০২৪-২৫)।',
  },
};
