import { defineMessages } from '../runtime/i18n.ts';

/**
 * The verifier's words for its form and its status lines; an outcome's are in
 * outcome.messages.ts (they come with the outcome's code), the camera's in
 * scan-dialog.messages.ts.
 */
export const t = defineMessages(
  {
    heading: 'Check a report card',
    code: 'Verification code or address',
    codeHint:
      'Scan the QR code on the report card, or type the address printed under it. Spaces and line breaks do not matter.',
    codeRequired: 'Enter the code or the address printed under the QR code.',
    verify: 'Verify',
    scan: 'Scan the QR code',
    theSchool: 'the school',
    uncheckedUnreachable:
      'The code could not be checked: the school’s server did not answer, and without it the keys the school signs its results with are not known. Please try again later.',
    uncheckedNotOffered:
      'The code could not be checked: this school’s server does not publish keys for checking its report cards.',
  },
  {
    heading: 'রিপোর্ট কার্ড যাচাই করুন',
    code: 'যাচাই কোড বা ঠিকানা',
    codeHint:
      'রিপোর্ট কার্ডের কিউআর কোড স্ক্যান করুন, অথবা এর নিচে ছাপা ঠিকানাটি লিখুন। ফাঁকা জায়গা বা লাইন ভাঙায় কিছু যায় আসে না।',
    codeRequired: 'কিউআর কোডের নিচে ছাপা কোড বা ঠিকানাটি লিখুন।',
    verify: 'যাচাই করুন',
    scan: 'কিউআর কোড স্ক্যান করুন',
    theSchool: 'স্কুল',
    uncheckedUnreachable:
      'কোডটি যাচাই করা যায়নি: স্কুলের সার্ভার সাড়া দেয়নি, আর সার্ভার ছাড়া স্কুল কোন চাবি দিয়ে ফলাফল স্বাক্ষর করে তা জানা যায় না। পরে আবার চেষ্টা করুন।',
    uncheckedNotOffered: 'কোডটি যাচাই করা যায়নি: এই স্কুলের সার্ভার রিপোর্ট কার্ড যাচাইয়ের চাবি প্রকাশ করে না।',
  },
);
