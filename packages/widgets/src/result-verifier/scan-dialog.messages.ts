import { defineMessages } from '../runtime/i18n.ts';

/** The camera dialog's words. */
export const t = defineMessages(
  {
    scanTitle: 'Scan the QR code',
    scanHelp: 'Hold the report card’s QR code in front of the camera.',
    cancel: 'Cancel',
    camera: 'Camera',
    cameraFailed:
      'The camera could not be opened. Type the address printed under the QR code instead.',
  },
  {
    scanTitle: 'কিউআর কোড স্ক্যান করুন',
    scanHelp: 'রিপোর্ট কার্ডের কিউআর কোডটি ক্যামেরার সামনে ধরুন।',
    cancel: 'বাতিল',
    camera: 'ক্যামেরা',
    cameraFailed: 'ক্যামেরা চালু করা যায়নি। এর বদলে কিউআর কোডের নিচে ছাপা ঠিকানাটি লিখুন।',
  },
);
