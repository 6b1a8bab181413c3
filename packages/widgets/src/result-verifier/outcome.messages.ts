import { defineMessages } from '../runtime/i18n.ts';

/**
 * The words of an outcome: fetched with its code, not part of the element's first load. Figures
 * (roll, GPA, marks) and dates are filled in already written in the page's language: Bengali
 * digits and month names on a Bengali page.
 */
export const t = defineMessages(
  {
    genuineTitle: 'Genuine: published by {school} on {date}',
    genuineBody:
      'These are the figures the school publishes for this result. Compare them with the report card in hand: they must be the same.',
    offlineTitle: 'Genuine signature of {school}, published on {date}',
    offlineUnreachable:
      'This code was signed by {school}. Whether the result has been corrected since could not be checked: the school’s server did not answer.',
    offlineNotOffered:
      'This code was signed by {school}. Whether the result has been corrected since could not be checked: the school’s server does not offer that check.',
    offlineSubjects: 'Subject marks are not available without the school’s server.',
    checkAgain: 'Check again',
    correctedTitle: 'Corrected on {date}',
    correctedUndated: 'Corrected since this report card was made',
    correctedBody:
      'The school has corrected this result since this report card was made: the paper in hand shows older figures. These are the figures {school} publishes now.',
    correctedUnconfirmed:
      'The school’s server says this result has been corrected, but it did not send figures this page could confirm. Ask the school for the corrected report card.',
    withdrawnTitle: 'Withdrawn: the school no longer publishes this result',
    withdrawnBody:
      'This code was signed by {school} on {date}, but the school has withdrawn the result since. Ask the school about it.',
    notGenuineTitle: 'Not genuine',
    malformed:
      'This code was changed or mistyped: it is not a code the school issued. Compare it letter by letter with the report card, or scan the QR code.',
    'bad-signature':
      'This code was changed after the school signed it: its figures are not the ones {school} published.',
    'unknown-key': 'This code was not signed by {school}.',
    'not-issued': 'The school’s server says it did not issue this code.',
    notGenuineAdvice: 'Do not rely on the figures printed on this report card. Ask the school.',
    name: 'Name',
    roll: 'Roll No.',
    exam: 'Exam',
    year: 'Academic Year',
    gpa: 'GPA',
    total: 'Total marks',
    totalValue: '{total} out of {max}',
    result: 'Result',
    passed: 'Passed',
    failed: 'Failed',
    examById: 'Exam no. {id} of the school’s list',
    yearById: 'Academic year no. {id} of the school’s list',
    signedOn: 'The report card in hand was signed on {date}.',
    caption: 'Marks by subject',
    subject: 'Subject',
    marks: 'Marks',
    outOf: 'Out of',
    grade: 'Grade',
    subjectsMissing:
      'The subject marks are not shown: the school’s server did not send the marks this code was signed with.',
  },
  {
    genuineTitle: 'সঠিক: {school} {date} তারিখে প্রকাশ করেছে',
    genuineBody:
      'এই ফলাফলের জন্য স্কুল এই নম্বরগুলোই প্রকাশ করে। হাতের রিপোর্ট কার্ডের সাথে মিলিয়ে দেখুন: দুটো একই হতে হবে।',
    offlineTitle: '{school}-এর সঠিক স্বাক্ষর, {date} তারিখে প্রকাশিত',
    offlineUnreachable:
      'কোডটি {school} স্বাক্ষর করেছে। এরপর ফলাফলটি সংশোধন করা হয়েছে কি না তা যাচাই করা যায়নি: স্কুলের সার্ভার সাড়া দেয়নি।',
    offlineNotOffered:
      'কোডটি {school} স্বাক্ষর করেছে। এরপর ফলাফলটি সংশোধন করা হয়েছে কি না তা যাচাই করা যায়নি: স্কুলের সার্ভারে এই যাচাইয়ের ব্যবস্থা নেই।',
    offlineSubjects: 'স্কুলের সার্ভার ছাড়া বিষয়ভিত্তিক নম্বর দেখানো যায় না।',
    checkAgain: 'আবার যাচাই করুন',
    correctedTitle: '{date} তারিখে সংশোধিত',
    correctedUndated: 'এই রিপোর্ট কার্ড তৈরির পর সংশোধিত',
    correctedBody:
      'এই রিপোর্ট কার্ড তৈরির পর স্কুল ফলাফলটি সংশোধন করেছে: হাতের কাগজে পুরোনো নম্বর আছে। {school} এখন যে নম্বর প্রকাশ করে তা নিচে দেওয়া হলো।',
    correctedUnconfirmed:
      'স্কুলের সার্ভার বলছে ফলাফলটি সংশোধন করা হয়েছে, কিন্তু এমন কোনো নম্বর পাঠায়নি যা এই পাতা নিশ্চিত করতে পারে। সংশোধিত রিপোর্ট কার্ডের জন্য স্কুলে যোগাযোগ করুন।',
    withdrawnTitle: 'প্রত্যাহার করা হয়েছে: স্কুল এই ফলাফল আর প্রকাশ করে না',
    withdrawnBody:
      'কোডটি {school} {date} তারিখে স্বাক্ষর করেছিল, কিন্তু স্কুল পরে ফলাফলটি প্রত্যাহার করেছে। এ বিষয়ে স্কুলে জিজ্ঞাসা করুন।',
    notGenuineTitle: 'সঠিক নয়',
    malformed:
      'কোডটি বদলানো হয়েছে বা ভুল লেখা হয়েছে: এটি স্কুলের দেওয়া কোনো কোড নয়। রিপোর্ট কার্ডের সাথে প্রতিটি অক্ষর মিলিয়ে দেখুন, অথবা কিউআর কোড স্ক্যান করুন।',
    'bad-signature': 'স্কুল স্বাক্ষর করার পর কোডটি বদলানো হয়েছে: এর নম্বরগুলো {school}-এর প্রকাশিত নম্বর নয়।',
    'unknown-key': 'এই কোডটি {school} স্বাক্ষর করেনি।',
    'not-issued': 'স্কুলের সার্ভার বলছে এই কোডটি স্কুল দেয়নি।',
    notGenuineAdvice: 'এই রিপোর্ট কার্ডে ছাপা নম্বরের ওপর ভরসা করবেন না। স্কুলে জিজ্ঞাসা করুন।',
    name: 'নাম',
    roll: 'রোল নং',
    exam: 'পরীক্ষা',
    year: 'শিক্ষাবর্ষ',
    gpa: 'জিপিএ',
    total: 'মোট নম্বর',
    totalValue: '{max}-এর মধ্যে {total}',
    result: 'ফলাফল',
    passed: 'উত্তীর্ণ',
    failed: 'অনুত্তীর্ণ',
    examById: 'স্কুলের তালিকার {id} নম্বর পরীক্ষা',
    yearById: 'স্কুলের তালিকার {id} নম্বর শিক্ষাবর্ষ',
    signedOn: 'হাতের রিপোর্ট কার্ডটি {date} তারিখে স্বাক্ষরিত।',
    caption: 'বিষয়ভিত্তিক নম্বর',
    subject: 'বিষয়',
    marks: 'প্রাপ্ত নম্বর',
    outOf: 'পূর্ণমান',
    grade: 'গ্রেড',
    subjectsMissing:
      'বিষয়ভিত্তিক নম্বর দেখানো হলো না: কোডটি যে নম্বরে স্বাক্ষরিত, স্কুলের সার্ভার সেই নম্বর পাঠায়নি।',
  },
);

export type MessageKey = Parameters<typeof t>[0];
