import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    list: 'School uniforms',
    schoolBoys:
      'School section (classes Six–Ten), boys: white half-sleeve shirt with the monogram, navy blue trousers, black shoes.',
    schoolGirls:
      'School section (classes Six–Ten), girls: white kameez with a navy blue belt and cross-belt, navy blue salwar, white shoes.',
    collegeBoys:
      'College section (classes XI–XII), boys: sky blue full-sleeve shirt, college tie, navy blue trousers, black shoes.',
    collegeGirls:
      'College section (classes XI–XII), girls: sky blue kameez, white salwar and white orna with the college badge.',
  },
  {
    list: 'স্কুলের পোশাক',
    schoolBoys: 'স্কুল শাখা (ষষ্ঠ–দশম শ্রেণি), ছাত্র: মনোগ্রামসহ সাদা হাফ-হাতা শার্ট, নেভি ব্লু প্যান্ট, কালো জুতা।',
    schoolGirls:
      'স্কুল শাখা (ষষ্ঠ–দশম শ্রেণি), ছাত্রী: নেভি ব্লু বেল্ট ও ক্রস-বেল্টসহ সাদা কামিজ, নেভি ব্লু সালোয়ার, সাদা জুতা।',
    collegeBoys: 'কলেজ শাখা (একাদশ–দ্বাদশ শ্রেণি), ছাত্র: আকাশি ফুল-হাতা শার্ট, কলেজ টাই, নেভি ব্লু প্যান্ট, কালো জুতা।',
    collegeGirls: 'কলেজ শাখা (একাদশ–দ্বাদশ শ্রেণি), ছাত্রী: আকাশি কামিজ, সাদা সালোয়ার ও কলেজ ব্যাজসহ সাদা ওড়না।',
  },
);
