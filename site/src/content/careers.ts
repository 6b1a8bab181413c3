import type { Localized } from '../i18n.ts';
import type { TextPage } from './types.ts';

/** Career: the career-guidance desk. */
export const careerPage: Localized<TextPage> = {
  en: {
    title: 'Career Guidance',
    intro: [
      'The career-guidance desk helps students of classes IX to XII choose their group, their subjects and their next step after the SSC and HSC examinations.',
    ],
    sections: [
      {
        heading: 'What the desk offers',
        blocks: [
          {
            list: [
              'Advice on choosing the Science, Business Studies or Humanities group.',
              'Information on admission to universities, medical and engineering colleges, polytechnic institutes and nursing colleges, and on their admission tests.',
              'Help with scholarship and stipend applications.',
              'A career day each year where former students talk about their studies and work.',
            ],
          },
        ],
      },
      {
        heading: 'When and where',
        blocks: [
          'Every Tuesday and Wednesday, 11:00 am to 1:00 pm, in the library’s seminar room (academic building 2, first floor). Students may come alone or with a parent; no appointment is needed.',
          'The dates of the career day and of admission-test briefings are published on the notice board.',
          { links: [{ text: 'See the notice board', to: '/notices-and-announcements' }] },
        ],
      },
    ],
  },
  bn: {
    title: 'ক্যারিয়ার নির্দেশনা',
    intro: [
      'ক্যারিয়ার নির্দেশনা ডেস্ক নবম থেকে দ্বাদশ শ্রেণির শিক্ষার্থীদের বিভাগ ও বিষয় নির্বাচনে এবং এসএসসি ও এইচএসসি পরীক্ষার পর পরবর্তী পদক্ষেপ বেছে নিতে সহায়তা করে।',
    ],
    sections: [
      {
        heading: 'ডেস্ক যেসব সেবা দেয়',
        blocks: [
          {
            list: [
              'বিজ্ঞান, ব্যবসায় শিক্ষা বা মানবিক বিভাগ নির্বাচনে পরামর্শ।',
              'বিশ্ববিদ্যালয়, মেডিক্যাল ও প্রকৌশল কলেজ, পলিটেকনিক ইনস্টিটিউট এবং নার্সিং কলেজে ভর্তি ও সেগুলোর ভর্তি পরীক্ষা সম্পর্কে তথ্য।',
              'বৃত্তি ও উপবৃত্তির আবেদনে সহায়তা।',
              'প্রতি বছর একটি ক্যারিয়ার দিবস, যেখানে প্রাক্তন শিক্ষার্থীরা তাঁদের পড়াশোনা ও কর্মজীবনের কথা বলেন।',
            ],
          },
        ],
      },
      {
        heading: 'কখন ও কোথায়',
        blocks: [
          'প্রতি মঙ্গলবার ও বুধবার, সকাল ১১টা থেকে দুপুর ১টা, গ্রন্থাগারের সেমিনার কক্ষে (২ নম্বর একাডেমিক ভবন, দোতলা)। শিক্ষার্থীরা একা অথবা অভিভাবকের সঙ্গে আসতে পারে; আগে থেকে সময় নেওয়ার প্রয়োজন নেই।',
          'ক্যারিয়ার দিবস ও ভর্তি পরীক্ষা বিষয়ক অবহিতকরণ সভার তারিখ নোটিশ বোর্ডে প্রকাশ করা হয়।',
          { links: [{ text: 'নোটিশ বোর্ড দেখুন', to: '/notices-and-announcements' }] },
        ],
      },
    ],
  },
};
