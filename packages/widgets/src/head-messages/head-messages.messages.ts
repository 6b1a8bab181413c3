import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    head: 'Message from the head of the institution',
    other: 'Message',
    empty: 'No message has been published yet.',
    seeMore: 'See More',
    seeLess: 'See Less',
    social: 'Follow {name}',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    whatsapp: 'WhatsApp',
  },
  {
    head: 'প্রতিষ্ঠান প্রধানের বাণী',
    other: 'বাণী',
    empty: 'এখনও কোনো বাণী প্রকাশিত হয়নি।',
    seeMore: 'আরও দেখুন',
    seeLess: 'কম দেখুন',
    social: '{name}-কে অনুসরণ করুন',
    facebook: 'ফেসবুক',
    linkedin: 'লিংকডইন',
    whatsapp: 'হোয়াটসঅ্যাপ',
  },
);
