import { defineMessages } from '../runtime/i18n.ts';

/** The class and session-or-year selects' words, and their search form's. */
export const messages = defineMessages(
  {
    class: 'Class',
    session: 'Session',
    year: 'Academic Year',
    shift: '{shift} shift',
    section: 'Section {section}',
    submit: 'Submit',
    missing: 'Please select all form fields',
  },
  {
    class: 'শ্রেণি',
    session: 'সেশন',
    year: 'শিক্ষাবর্ষ',
    shift: '{shift} শিফট',
    section: 'শাখা {section}',
    submit: 'জমা দিন',
    missing: 'অনুগ্রহ করে ফর্মের সবগুলো ঘর বেছে নিন',
  },
);
