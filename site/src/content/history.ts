import type { Localized } from '../i18n.ts';
import campus from './images/history-campus.svg?no-inline';
import laboratory from './images/history-laboratory.svg?no-inline';
import sportsDay from './images/history-sports-day.svg?no-inline';
import type { Block, Picture, Section } from './types.ts';

/** Academic Info › History: the text, then a slideshow of pictures. */
export interface HistoryPage {
  title: string;
  intro: readonly Block[];
  sections: readonly Section[];
  slideshow: {
    heading: string;
    /** Names the slideshow for screen readers. */
    label: string;
  };
  slides: readonly Picture[];
}

/** Spec §9: the history slideshow moves every 3000 ms. */
export const SLIDE_INTERVAL_MS = 3000;

const SLIDE = { width: 640, height: 360 } as const;
const CAMPUS = { ...SLIDE, src: campus };
const LABORATORY = { ...SLIDE, src: laboratory };
const SPORTS_DAY = { ...SLIDE, src: sportsDay };

export const historyPage: Localized<HistoryPage> = {
  en: {
    title: 'History',
    intro: [
      'The college began in January 1986 as a primary and secondary school of 140 pupils in rented rooms in Mirpur Section 6, Dhaka. A group of parents, teachers and local donors wanted a school where the children of the growing neighbourhood could study close to home.',
    ],
    sections: [
      {
        heading: 'Growing up',
        blocks: [
          'The school moved to its present campus in 1994 and received government recognition and its EIIN number in 1996. In 2003 it opened the higher secondary (college) section, with Science, Business Studies and Humanities groups, and took its present name as a school and college.',
          'A day shift followed in 2008 to meet the demand for seats, and English medium sections (the English version of the national curriculum) opened in both shifts.',
        ],
      },
      {
        heading: 'Today',
        blocks: [
          'About eight thousand students study here in two shifts, taught by more than eighty teachers. The campus has four academic buildings, science and ICT laboratories, a library of over 20,000 books, a prayer room, a medical centre and a playing field that hosts the annual sports day.',
        ],
      },
    ],
    slideshow: { heading: 'The college in pictures', label: 'The college in pictures' },
    slides: [
      {
        ...CAMPUS,
        alt: 'The main academic building: two storeys of windows under a red roof, the national flag above it and trees on either side',
        caption: 'The main building on the present campus, opened in 1994.',
      },
      {
        ...LABORATORY,
        alt: 'A science laboratory bench with flasks, test tubes, a stand and a blackboard behind',
        caption: 'The science laboratory, where every student does the practicals.',
      },
      {
        ...SPORTS_DAY,
        alt: 'Two students running on a green field under strings of red and blue bunting',
        caption: 'The annual sports day on the college field.',
      },
    ],
  },
  bn: {
    title: 'ইতিহাস',
    intro: [
      'কলেজটির যাত্রা শুরু ১৯৮৬ সালের জানুয়ারিতে, ঢাকার মিরপুর ৬ নম্বর সেকশনে কয়েকটি ভাড়া করা কক্ষে ১৪০ জন শিক্ষার্থী নিয়ে একটি প্রাথমিক ও মাধ্যমিক বিদ্যালয় হিসেবে। একদল অভিভাবক, শিক্ষক ও স্থানীয় দাতা চেয়েছিলেন, দ্রুত বেড়ে ওঠা এই এলাকার শিশুরা যেন বাড়ির কাছেই পড়াশোনা করতে পারে।',
    ],
    sections: [
      {
        heading: 'বেড়ে ওঠা',
        blocks: [
          'বিদ্যালয়টি ১৯৯৪ সালে বর্তমান ক্যাম্পাসে স্থানান্তরিত হয় এবং ১৯৯৬ সালে সরকারি স্বীকৃতি ও ইআইআইএন নম্বর লাভ করে। ২০০৩ সালে এখানে বিজ্ঞান, ব্যবসায় শিক্ষা ও মানবিক বিভাগসহ উচ্চমাধ্যমিক (কলেজ) স্তর চালু হয় এবং প্রতিষ্ঠানটি স্কুল অ্যান্ড কলেজ হিসেবে বর্তমান নাম গ্রহণ করে।',
          'আসনের চাহিদা মেটাতে ২০০৮ সালে দিবা শাখা চালু হয়, এবং উভয় শাখায় ইংরেজি মাধ্যমের (জাতীয় শিক্ষাক্রমের ইংলিশ ভার্সন) শ্রেণি খোলা হয়।',
        ],
      },
      {
        heading: 'বর্তমান',
        blocks: [
          'দুই শাখায় প্রায় আট হাজার শিক্ষার্থী এখানে পড়াশোনা করে এবং আশিজনেরও বেশি শিক্ষক পাঠদান করেন। ক্যাম্পাসে রয়েছে চারটি একাডেমিক ভবন, বিজ্ঞান ও আইসিটি ল্যাবরেটরি, ২০,০০০-এর বেশি বইয়ের একটি গ্রন্থাগার, একটি নামাজের কক্ষ, একটি মেডিক্যাল সেন্টার এবং একটি খেলার মাঠ, যেখানে বার্ষিক ক্রীড়া প্রতিযোগিতা অনুষ্ঠিত হয়।',
        ],
      },
    ],
    slideshow: { heading: 'ছবিতে কলেজ', label: 'ছবিতে কলেজ' },
    slides: [
      {
        ...CAMPUS,
        alt: 'প্রধান একাডেমিক ভবন: লাল ছাদের নিচে দুই তলা জুড়ে সারি সারি জানালা, ওপরে জাতীয় পতাকা, দুই পাশে গাছ',
        caption: 'বর্তমান ক্যাম্পাসের প্রধান ভবন, ১৯৯৪ সালে চালু হয়।',
      },
      {
        ...LABORATORY,
        alt: 'বিজ্ঞান ল্যাবরেটরির একটি টেবিলে ফ্লাস্ক, টেস্টটিউব ও স্ট্যান্ড, পেছনে একটি ব্ল্যাকবোর্ড',
        caption: 'বিজ্ঞান ল্যাবরেটরি, যেখানে প্রত্যেক শিক্ষার্থী ব্যবহারিক ক্লাস করে।',
      },
      {
        ...SPORTS_DAY,
        alt: 'লাল ও নীল পতাকার সারির নিচে সবুজ মাঠে দুজন শিক্ষার্থী দৌড়াচ্ছে',
        caption: 'কলেজ মাঠে বার্ষিক ক্রীড়া প্রতিযোগিতা।',
      },
    ],
  },
};
