import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'Contact details',
    address: 'Address',
    mobile: 'Mobile',
    email: 'Email',
    mapTitle: 'School Location Map',
    mapLink: 'See where the school is on a map',
    empty: 'The contact details are not available yet.',
  },
  {
    heading: 'যোগাযোগের তথ্য',
    address: 'ঠিকানা',
    mobile: 'মোবাইল',
    email: 'ইমেইল',
    mapTitle: 'স্কুলের অবস্থানের মানচিত্র',
    mapLink: 'মানচিত্রে স্কুলের অবস্থান দেখুন',
    empty: 'যোগাযোগের তথ্য এখনও পাওয়া যায়নি।',
  },
);
