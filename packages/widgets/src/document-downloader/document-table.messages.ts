import { defineMessages } from '../runtime/i18n.ts';

/** The table's words. */
export const messages = defineMessages(
  {
    empty: 'No documents were found for this class, session or year, and type.',
    found: '{count} documents found',
    foundOne: '1 document found',
    id: 'ID',
    title: 'Title',
    document: 'Document',
    date: 'Date',
    download: 'Download',
    downloading: 'Downloading...',
    noFile: 'No file',
    downloadFailed: 'The document could not be downloaded: {message}',
    saveFailed: 'The document could not be saved. Please try again.',
  },
  {
    empty: 'এই শ্রেণি, সেশন বা শিক্ষাবর্ষ এবং ধরনের কোনো নথি পাওয়া যায়নি।',
    found: 'মোট {count}টি নথি পাওয়া গেছে',
    foundOne: 'মোট ১টি নথি পাওয়া গেছে',
    id: 'আইডি',
    title: 'শিরোনাম',
    document: 'নথি',
    date: 'তারিখ',
    download: 'ডাউনলোড',
    downloading: 'ডাউনলোড হচ্ছে...',
    noFile: 'ফাইল নেই',
    downloadFailed: 'নথিটি ডাউনলোড করা যায়নি: {message}',
    saveFailed: 'নথিটি সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।',
  },
);
