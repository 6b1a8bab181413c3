import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    eiin: 'EIIN: {eiin}',
    empty: 'The institute’s details are not available yet.',
    social: 'Follow the institute',
    facebook: 'Facebook',
    youtube: 'YouTube',
    whatsapp: 'WhatsApp chat with the headmaster',
    login: 'Login',
    address: 'Address',
  },
  {
    eiin: 'ইআইআইএন: {eiin}',
    empty: 'প্রতিষ্ঠানের তথ্য এখনও পাওয়া যায়নি।',
    social: 'প্রতিষ্ঠানকে অনুসরণ করুন',
    facebook: 'ফেসবুক',
    youtube: 'ইউটিউব',
    whatsapp: 'প্রধান শিক্ষকের সাথে হোয়াটসঅ্যাপ চ্যাট',
    login: 'লগইন',
    address: 'ঠিকানা',
  },
);
