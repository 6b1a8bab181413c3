import type { Localized } from '../i18n.ts';
import checkup from './images/medical-checkup.svg?no-inline';
import room from './images/medical-room.svg?no-inline';
import type { TextPage } from './types.ts';

const ROOM = { src: room, width: 480, height: 320 } as const;
const CHECKUP = { src: checkup, width: 480, height: 320 } as const;

/** Administration › Academic Supporting Wing › Medical. */
export const medicalPage: Localized<TextPage> = {
  en: {
    title: 'Medical Centre',
    intro: [
      'The college medical centre gives first aid and basic care to students and staff during class hours, so that a child who falls ill or gets hurt is looked after at once.',
    ],
    pictures: [
      {
        ...ROOM,
        alt: 'The medical centre: a bed, a first-aid box with a red cross, a medicine cabinet and a window',
      },
      { ...CHECKUP, alt: 'A doctor in a white coat with a stethoscope sitting with a student' },
    ],
    sections: [
      {
        heading: 'Services',
        blocks: [
          {
            list: [
              'First aid for injuries and sudden illness, and a bed to rest on.',
              'A check of height, weight, eyesight and blood pressure for every new student.',
              'Advice on health, hygiene and nutrition; a nurse talks to each class once a year.',
              'Calling the parents, and taking a student to hospital when needed.',
            ],
          },
          'The centre does not replace the family doctor: a student who needs treatment or medicine over several days is sent home with a note for the parents.',
        ],
      },
      {
        heading: 'Hours and place',
        blocks: [
          'Sunday to Thursday, 7:30 am to 4:30 pm, during both shifts. A registered nurse is always present; a doctor visits on Sunday and Wednesday from 10:00 am to 12:00 noon.',
          'Ground floor of academic building 1, beside the prayer room.',
        ],
      },
      {
        heading: 'For parents',
        blocks: [
          'Please tell the class teacher in writing about any allergy, long-term illness or regular medicine of your child, so that the centre knows what to do.',
        ],
      },
    ],
  },
  bn: {
    title: 'মেডিক্যাল সেন্টার',
    intro: [
      'কলেজের মেডিক্যাল সেন্টার ক্লাস চলাকালে শিক্ষার্থী ও কর্মীদের প্রাথমিক চিকিৎসা ও সাধারণ সেবা দেয়, যাতে কোনো শিশু অসুস্থ হলে বা আঘাত পেলে সঙ্গে সঙ্গে তার যত্ন নেওয়া যায়।',
    ],
    pictures: [
      {
        ...ROOM,
        alt: 'মেডিক্যাল সেন্টার: একটি শয্যা, লাল ক্রস চিহ্নের একটি প্রাথমিক চিকিৎসা বাক্স, একটি ওষুধের আলমারি ও একটি জানালা',
      },
      {
        ...CHECKUP,
        alt: 'সাদা অ্যাপ্রন পরা, গলায় স্টেথোস্কোপ ঝোলানো একজন চিকিৎসক একজন শিক্ষার্থীর সঙ্গে বসে আছেন',
      },
    ],
    sections: [
      {
        heading: 'সেবাসমূহ',
        blocks: [
          {
            list: [
              'আঘাত ও হঠাৎ অসুস্থতায় প্রাথমিক চিকিৎসা, এবং বিশ্রামের জন্য একটি শয্যা।',
              'প্রত্যেক নতুন শিক্ষার্থীর উচ্চতা, ওজন, দৃষ্টিশক্তি ও রক্তচাপ পরীক্ষা।',
              'স্বাস্থ্য, পরিচ্ছন্নতা ও পুষ্টি বিষয়ে পরামর্শ; বছরে একবার একজন নার্স প্রতিটি শ্রেণিতে গিয়ে কথা বলেন।',
              'অভিভাবককে খবর দেওয়া, এবং প্রয়োজনে শিক্ষার্থীকে হাসপাতালে নিয়ে যাওয়া।',
            ],
          },
          'মেডিক্যাল সেন্টার পারিবারিক চিকিৎসকের বিকল্প নয়: যে শিক্ষার্থীর কয়েক দিন ধরে চিকিৎসা বা ওষুধের প্রয়োজন, তাকে অভিভাবকের জন্য একটি চিরকুটসহ বাড়িতে পাঠানো হয়।',
        ],
      },
      {
        heading: 'সময় ও স্থান',
        blocks: [
          'রবিবার থেকে বৃহস্পতিবার, সকাল ৭:৩০ থেকে বিকেল ৪:৩০, উভয় শাখা চলাকালে। একজন নিবন্ধিত নার্স সবসময় উপস্থিত থাকেন; রবিবার ও বুধবার সকাল ১০টা থেকে দুপুর ১২টা পর্যন্ত একজন চিকিৎসক আসেন।',
          '১ নম্বর একাডেমিক ভবনের নিচতলা, নামাজের কক্ষের পাশে।',
        ],
      },
      {
        heading: 'অভিভাবকদের জন্য',
        blocks: [
          'আপনার সন্তানের কোনো অ্যালার্জি, দীর্ঘমেয়াদি অসুখ বা নিয়মিত সেবনের ওষুধ থাকলে অনুগ্রহ করে শ্রেণিশিক্ষককে লিখিতভাবে জানান, যাতে মেডিক্যাল সেন্টার জানে কী করতে হবে।',
        ],
      },
    ],
  },
};
