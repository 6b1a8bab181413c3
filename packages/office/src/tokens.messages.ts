import { defineMessages } from '@school/widgets/runtime';

export const tokenWords = defineMessages(
  {
    title: 'Personal access tokens',
    intro:
      'A token lets one of the school’s own programs (a results import, say) use the office as you, with your role. Revoke it when it is no longer needed.',
    none: 'You have no access token.',
    name: 'What it is for',
    nameHint: 'For example: results import script',
    nameMissing: 'Say what the token is for, e.g. results import script.',
    made: 'Made',
    used: 'Last used',
    never: 'Never',
    state: 'State',
    revoked: 'Revoked {at}',
    working: 'Working',
    revoke: 'Revoke {name}',
    create: 'Make a token',
    shown: 'Your new token: {name}',
    shownNote:
      'Copy it now into the program that uses it: it is shown this once, and the office keeps only a fingerprint of it.',
    done: 'I have copied it',
  },
  {
    title: 'ব্যক্তিগত অ্যাক্সেস টোকেন',
    intro:
      'টোকেন দিয়ে স্কুলের নিজের কোনো প্রোগ্রাম (যেমন ফলাফল আমদানি) আপনার ভূমিকায় অফিস ব্যবহার করতে পারে। দরকার ফুরোলে বাতিল করুন।',
    none: 'আপনার কোনো অ্যাক্সেস টোকেন নেই।',
    name: 'কীসের জন্য',
    nameHint: 'যেমন: ফলাফল আমদানির স্ক্রিপ্ট',
    nameMissing: 'টোকেনটি কীসের জন্য তা লিখুন, যেমন ফলাফল আমদানির স্ক্রিপ্ট।',
    made: 'তৈরি',
    used: 'শেষ ব্যবহার',
    never: 'কখনো নয়',
    state: 'অবস্থা',
    revoked: '{at} বাতিল হয়েছে',
    working: 'চালু',
    revoke: '{name} বাতিল করুন',
    create: 'টোকেন তৈরি করুন',
    shown: 'আপনার নতুন টোকেন: {name}',
    shownNote:
      'এখনই যে প্রোগ্রাম এটি ব্যবহার করবে তাতে কপি করুন: এটি শুধু এবারই দেখানো হচ্ছে, অফিস কেবল এর একটি ছাপ রাখে।',
    done: 'আমি কপি করেছি',
  },
);
