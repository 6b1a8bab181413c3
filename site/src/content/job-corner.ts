import type { Localized } from '../i18n.ts';
import type { TextPage } from './types.ts';

/** Job Corner: the college's vacancies, honestly: none is open now. */
export const jobCornerPage: Localized<TextPage> = {
  en: {
    title: 'Job Corner',
    intro: ['There is no vacancy open at the college at present.'],
    sections: [
      {
        heading: 'Where vacancies are published',
        blocks: [
          'When the college needs teachers or staff it publishes a circular on the notice board of this website and in national daily newspapers. Teachers’ posts of the MPO list are filled through the Non-Government Teachers’ Registration and Certification Authority (NTRCA).',
          { links: [{ text: 'See the notice board', to: '/notices-and-announcements' }] },
        ],
      },
      {
        heading: 'How to apply when a vacancy is open',
        blocks: [
          {
            ordered: true,
            list: [
              'Read the circular: the post, the qualifications it asks for and the last date.',
              'Write an application to the principal, naming the post, with your CV and a recent photo.',
              'Attach copies of your certificates, mark sheets and national ID card.',
              'Hand the application in at the main office or send it by post before the last date, as the circular says.',
              'Shortlisted candidates are called for a written test and an interview.',
            ],
          },
          'The college never asks for money to apply or to be appointed. Please report any such request to the principal.',
        ],
      },
    ],
  },
  bn: {
    title: 'চাকরি কর্নার',
    intro: ['বর্তমানে কলেজে কোনো পদে নিয়োগের বিজ্ঞপ্তি নেই।'],
    sections: [
      {
        heading: 'নিয়োগ বিজ্ঞপ্তি কোথায় প্রকাশ করা হয়',
        blocks: [
          'কলেজে শিক্ষক বা কর্মচারীর প্রয়োজন হলে এই ওয়েবসাইটের নোটিশ বোর্ডে এবং জাতীয় দৈনিক পত্রিকায় নিয়োগ বিজ্ঞপ্তি প্রকাশ করা হয়। এমপিওভুক্ত শিক্ষক পদগুলো বেসরকারি শিক্ষক নিবন্ধন ও প্রত্যয়ন কর্তৃপক্ষের (এনটিআরসিএ) মাধ্যমে পূরণ করা হয়।',
          { links: [{ text: 'নোটিশ বোর্ড দেখুন', to: '/notices-and-announcements' }] },
        ],
      },
      {
        heading: 'পদ খালি হলে যেভাবে আবেদন করবেন',
        blocks: [
          {
            ordered: true,
            list: [
              'বিজ্ঞপ্তিটি পড়ুন: পদের নাম, প্রয়োজনীয় যোগ্যতা ও আবেদনের শেষ তারিখ।',
              'পদের নাম উল্লেখ করে অধ্যক্ষ বরাবর আবেদন লিখুন, সঙ্গে জীবনবৃত্তান্ত ও সাম্প্রতিক ছবি দিন।',
              'সনদপত্র, নম্বরপত্র ও জাতীয় পরিচয়পত্রের কপি সংযুক্ত করুন।',
              'বিজ্ঞপ্তির নির্দেশনা অনুযায়ী শেষ তারিখের আগে আবেদনপত্র প্রধান কার্যালয়ে জমা দিন অথবা ডাকযোগে পাঠান।',
              'বাছাইকৃত প্রার্থীদের লিখিত পরীক্ষা ও সাক্ষাৎকারের জন্য ডাকা হয়।',
            ],
          },
          'আবেদন বা নিয়োগের জন্য কলেজ কখনো কোনো টাকা চায় না। এমন কোনো দাবির কথা অনুগ্রহ করে অধ্যক্ষকে জানান।',
        ],
      },
    ],
  },
};
