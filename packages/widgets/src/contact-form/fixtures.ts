import type { Contact, SubmissionReceipt, ValidationErrorBody } from '@school/api';

/**
 * What a visitor types and what the provider answers, for stories and tests. Nothing here ships.
 */
export const typed: Record<'name' | 'phone_no' | 'email_id' | 'subject' | 'msg', string> = {
  name: 'Rahima Khatun',
  phone_no: '01712-345678',
  email_id: 'rahima@example.com',
  subject: 'Admission test',
  msg: 'When does the admission test for class Six start?',
};

export const receipt: SubmissionReceipt = {
  id: 'M-7KQ4M-9XP2B',
  message: 'Your message has been sent.',
};

/** The reference provider's 400 for a number the browser's check let through. */
export const refusal: ValidationErrorBody = {
  message: 'Please correct the fields marked below and send the form again.',
  errors: { phone_no: 'This number cannot receive messages from the school.' },
};

/** The reference provider's 429, with how long to wait. */
export const TOO_MANY =
  'Too many submissions from your connection. Please wait 42 seconds and try again.';

/** The school's contact details, saying it usually replies within two working days. */
export const contacts: Contact[] = [
  {
    google_map: '',
    image: '',
    mobile: '01712-345678',
    office_address: 'Principal’s Office, Shapla Model School & College',
    email: 'office@shaplamodel.edu.bd',
    reply_days: 2,
  },
];
