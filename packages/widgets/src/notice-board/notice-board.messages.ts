import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'No notice found',
    noDetails: 'This notice has no further details.',
    download: 'Download attachment',
    downloading: 'Downloading...',
    downloadFailed: 'The attachment could not be downloaded: {message}',
    saveFailed: 'The attachment could not be saved. Please try again.',
    boardTitle: 'Notice board',
    allNotices: 'All notices',
  },
  {
    empty: 'কোনো নোটিশ পাওয়া যায়নি',
    noDetails: 'এই নোটিশের আর কোনো বিবরণ নেই।',
    download: 'সংযুক্তি ডাউনলোড করুন',
    downloading: 'ডাউনলোড হচ্ছে...',
    downloadFailed: 'সংযুক্তিটি ডাউনলোড করা যায়নি: {message}',
    saveFailed: 'সংযুক্তিটি সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।',
    boardTitle: 'নোটিশ বোর্ড',
    allNotices: 'সব নোটিশ',
  },
);
