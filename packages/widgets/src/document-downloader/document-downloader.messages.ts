import { defineMessages } from '../runtime/i18n.ts';

/**
 * The form's words; the table's are in document-table.messages.ts, fetched with the table. The
 * document types are the provider's values (spec §5): sent as they are, shown in the visitor's
 * language.
 */
export const messages = defineMessages(
  {
    form: 'Find academic documents',
    type: 'Document Type',
    caption: '{type}: {class}, {period}',
    session: 'session {period}',
    year: 'academic year {period}',
    Assignment: 'Assignment',
    'Hand Book': 'Hand Book',
    'Home Work': 'Home Work',
    'Class Notes': 'Class Notes',
    'Other Download': 'Other Download',
  },
  {
    form: 'একাডেমিক নথি খুঁজুন',
    caption: '{type}: {class}, {period}',
    type: 'নথির ধরন',
    session: 'সেশন {period}',
    year: 'শিক্ষাবর্ষ {period}',
    Assignment: 'অ্যাসাইনমেন্ট',
    'Hand Book': 'হ্যান্ডবুক',
    'Home Work': 'বাড়ির কাজ',
    'Class Notes': 'ক্লাস নোট',
    'Other Download': 'অন্যান্য ডাউনলোড',
  },
);
