import type { Localized } from '../i18n.ts';
import type { TextPage } from './types.ts';

/** The facilities only registered students may use (spec §1). */
export const registeredOnlyFacilities: Localized<readonly string[]> = {
  en: ['Tuition and exam fee payment', 'Access to academic results', 'A personalised dashboard'],
  bn: ['টিউশন ও পরীক্ষার ফি পরিশোধ', 'একাডেমিক ফলাফল দেখার সুবিধা', 'ব্যক্তিগত ড্যাশবোর্ড'],
};

/** Terms & Conditions (footer › Terms). */
export const termsPage: Localized<TextPage> = {
  en: {
    title: 'Terms & Conditions',
    intro: [
      'These terms apply to everyone who uses this website. By using the site you accept them. Please read them together with our Privacy Policy.',
    ],
    sections: [
      {
        heading: 'Login, dashboard and payments: registered students only',
        blocks: [
          'Only registered students of the college may use the login, the dashboard and the payment facilities. A student is registered when the college office has admitted them and given them their login details. The facilities are:',
          { list: registeredOnlyFacilities.en },
          'Do not share your login details, and do not sign in or pay on behalf of a student who is not registered. The college may close an account that is used against these terms. The Login and XI Payment buttons lead to the college’s management and payment services, which have their own rules; the college office can explain them.',
        ],
      },
      {
        heading: 'Use of the site',
        blocks: [
          'Everyone may read the public pages: notices, events, galleries, results look-up, documents, and the pages about the college. Please use the site lawfully and fairly:',
          {
            list: [
              'do not try to get into parts of the site or its services that are not meant for you;',
              'do not send false, offensive or misleading messages through the contact or admission forms;',
              'do not disrupt the site, for example by sending many automated requests.',
            ],
          },
        ],
      },
      {
        heading: 'Content',
        blocks: [
          'The texts, pictures and documents on this site belong to the college or are used with permission. You may read, download and print them for your own or your family’s use, and share links to them. Please ask the college office before you republish them.',
          'We take care that notices, results and fees are correct. If a page and a printed notice of the college office disagree, the printed notice signed by the college authority is the one that counts. Links to other websites are there to help you; the college does not control those sites.',
        ],
      },
      {
        heading: 'Privacy',
        blocks: [
          'What we collect through the site and what we do with it is set out in our Privacy Policy.',
          { links: [{ text: 'Read the Privacy Policy', to: '/privacy' }] },
        ],
      },
      {
        heading: 'Changes to these terms',
        blocks: [
          'The college may change these terms, for example when a new facility opens. The new terms apply from the day they are published on this page; the date below shows the latest change.',
        ],
      },
      {
        heading: 'Contact',
        blocks: [
          'Questions about these terms are welcome at the college office, in person during office hours or through the contact page.',
          { links: [{ text: 'Contact the college', to: '/contact-us' }] },
        ],
      },
    ],
    footnote: 'Last updated: July 2024 (session 2024-25).',
  },
  bn: {
    title: 'শর্তাবলি',
    intro: [
      'এই শর্তাবলি এই ওয়েবসাইটের প্রত্যেক ব্যবহারকারীর জন্য প্রযোজ্য। সাইটটি ব্যবহার করলে আপনি এই শর্তাবলি মেনে নিয়েছেন বলে গণ্য হবে। অনুগ্রহ করে আমাদের গোপনীয়তা নীতির সঙ্গে মিলিয়ে এগুলো পড়ুন।',
    ],
    sections: [
      {
        heading: 'লগইন, ড্যাশবোর্ড ও পেমেন্ট: শুধু নিবন্ধিত শিক্ষার্থীদের জন্য',
        blocks: [
          'কেবল কলেজের নিবন্ধিত শিক্ষার্থীরাই লগইন, ড্যাশবোর্ড ও পেমেন্ট সুবিধা ব্যবহার করতে পারবে। কলেজ অফিস কোনো শিক্ষার্থীকে ভর্তি করে তাকে লগইনের তথ্য দিলে সে নিবন্ধিত বলে গণ্য হয়। সুবিধাগুলো হলো:',
          { list: registeredOnlyFacilities.bn },
          'আপনার লগইনের তথ্য কাউকে দেবেন না, এবং নিবন্ধিত নয় এমন কোনো শিক্ষার্থীর পক্ষে সাইন ইন বা পেমেন্ট করবেন না। এই শর্তাবলির পরিপন্থী কাজে ব্যবহৃত কোনো অ্যাকাউন্ট কলেজ বন্ধ করে দিতে পারে। লগইন ও একাদশ শ্রেণির পেমেন্ট বোতাম দুটি কলেজের ব্যবস্থাপনা ও পেমেন্ট সেবায় নিয়ে যায়; সেগুলোর নিজস্ব নিয়ম আছে, যা কলেজ অফিস বুঝিয়ে বলতে পারে।',
        ],
      },
      {
        heading: 'সাইটের ব্যবহার',
        blocks: [
          'সবাই সাইটের উন্মুক্ত পাতাগুলো পড়তে পারেন: নোটিশ, অনুষ্ঠানসূচি, গ্যালারি, ফলাফল অনুসন্ধান, নথি এবং কলেজ সম্পর্কিত পাতাসমূহ। অনুগ্রহ করে সাইটটি আইনসম্মত ও ন্যায্যভাবে ব্যবহার করুন:',
          {
            list: [
              'সাইট বা এর সেবার যে অংশ আপনার জন্য নয়, সেখানে প্রবেশের চেষ্টা করবেন না;',
              'যোগাযোগ বা ভর্তি ফরমের মাধ্যমে মিথ্যা, আপত্তিকর বা বিভ্রান্তিকর বার্তা পাঠাবেন না;',
              'সাইটের কাজে বিঘ্ন ঘটাবেন না, যেমন স্বয়ংক্রিয়ভাবে অসংখ্য অনুরোধ পাঠিয়ে।',
            ],
          },
        ],
      },
      {
        heading: 'বিষয়বস্তু',
        blocks: [
          'এই সাইটের লেখা, ছবি ও নথি কলেজের নিজস্ব অথবা অনুমতি নিয়ে ব্যবহৃত। নিজের বা পরিবারের ব্যবহারের জন্য আপনি এগুলো পড়তে, ডাউনলোড ও প্রিন্ট করতে এবং এগুলোর লিংক শেয়ার করতে পারেন। পুনঃপ্রকাশের আগে অনুগ্রহ করে কলেজ অফিসের অনুমতি নিন।',
          'নোটিশ, ফলাফল ও ফি যাতে নির্ভুল থাকে, সেদিকে আমরা যত্নবান। কোনো পাতা ও কলেজ অফিসের ছাপা নোটিশের মধ্যে গরমিল হলে কলেজ কর্তৃপক্ষের স্বাক্ষরিত ছাপা নোটিশই গ্রহণযোগ্য। অন্য ওয়েবসাইটের লিংকগুলো আপনার সুবিধার জন্য দেওয়া; সেসব সাইট কলেজের নিয়ন্ত্রণে নয়।',
        ],
      },
      {
        heading: 'গোপনীয়তা',
        blocks: [
          'সাইটের মাধ্যমে আমরা কী সংগ্রহ করি এবং তা দিয়ে কী করি, তা আমাদের গোপনীয়তা নীতিতে বলা আছে।',
          { links: [{ text: 'গোপনীয়তা নীতি পড়ুন', to: '/privacy' }] },
        ],
      },
      {
        heading: 'শর্তাবলির পরিবর্তন',
        blocks: [
          'কলেজ এই শর্তাবলি পরিবর্তন করতে পারে, যেমন নতুন কোনো সুবিধা চালু হলে। নতুন শর্তাবলি এই পাতায় প্রকাশের দিন থেকে কার্যকর হবে; নিচের তারিখটি সর্বশেষ পরিবর্তনের সময় নির্দেশ করে।',
        ],
      },
      {
        heading: 'যোগাযোগ',
        blocks: [
          'এই শর্তাবলি নিয়ে যেকোনো প্রশ্ন কলেজ অফিসে করতে পারেন, অফিস চলাকালে সরাসরি এসে অথবা যোগাযোগ পাতার মাধ্যমে।',
          { links: [{ text: 'কলেজের সঙ্গে যোগাযোগ করুন', to: '/contact-us' }] },
        ],
      },
    ],
    footnote: 'সর্বশেষ হালনাগাদ: জুলাই ২০২৪ (শিক্ষাবর্ষ ২০২৪-২৫)।',
  },
};
