import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    eiin: 'EIIN: {eiin}',
    empty: 'The institute’s details are not available yet.',
    address: 'Address',
    email: 'Email',
    mobile: 'Headmaster’s mobile',
    website: 'Website',
    social: 'Follow the institute',
    facebook: 'Facebook',
    youtube: 'YouTube',
    whatsapp: 'WhatsApp chat with the headmaster',
  },
  {
    eiin: 'ইআইআইএন: {eiin}',
    empty: 'প্রতিষ্ঠানের তথ্য এখনও পাওয়া যায়নি।',
    address: 'ঠিকানা',
    email: 'ইমেইল',
    mobile: 'প্রধান শিক্ষকের মোবাইল',
    website: 'ওয়েবসাইট',
    social: 'প্রতিষ্ঠানকে অনুসরণ করুন',
    facebook: 'ফেসবুক',
    youtube: 'ইউটিউব',
    whatsapp: 'প্রধান শিক্ষকের সাথে হোয়াটসঅ্যাপ চ্যাট',
  },
);
