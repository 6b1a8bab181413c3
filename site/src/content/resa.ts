import type { Localized } from '../i18n.ts';
import type { TextPage } from './types.ts';

/** RESA: the results and education statistics archive, honestly: what it will hold, what exists. */
export const resaPage: Localized<TextPage> = {
  en: {
    title: 'Results Archive (RESA)',
    intro: [
      'RESA, the Results and Education Statistics Archive, is the college’s record of its results and figures. This section will hold, year by year, the college’s results in the SSC and HSC examinations and its figures on enrolment, pass rates and GPA 5.00 results.',
    ],
    sections: [
      {
        heading: 'What you can find today',
        blocks: [
          'Until the archive is filled, a student’s result and the college’s published documents are on these pages:',
          {
            links: [
              { text: 'Look up an exam result', to: '/exam-result' },
              { text: 'Download academic documents', to: '/academic-documents-download' },
            ],
          },
          'For older board results, the college office keeps the printed result sheets of every year.',
        ],
      },
    ],
  },
  bn: {
    title: 'ফলাফল আর্কাইভ (রেসা)',
    intro: [
      'রেসা হলো কলেজের ফলাফল ও শিক্ষা পরিসংখ্যান আর্কাইভ। এই অংশে বছরওয়ারি এসএসসি ও এইচএসসি পরীক্ষায় কলেজের ফলাফল এবং শিক্ষার্থী সংখ্যা, পাসের হার ও জিপিএ ৫.০০ প্রাপ্তির পরিসংখ্যান রাখা হবে।',
    ],
    sections: [
      {
        heading: 'এখন যা পাওয়া যাবে',
        blocks: [
          'আর্কাইভ পূর্ণ না হওয়া পর্যন্ত শিক্ষার্থীর ফলাফল ও কলেজের প্রকাশিত নথি এই পাতাগুলোতে পাওয়া যাবে:',
          {
            links: [
              { text: 'পরীক্ষার ফলাফল খুঁজুন', to: '/exam-result' },
              { text: 'শিক্ষা বিষয়ক নথি ডাউনলোড করুন', to: '/academic-documents-download' },
            ],
          },
          'পুরোনো বোর্ড পরীক্ষার ফলাফলের জন্য কলেজ অফিসে প্রতি বছরের ছাপা ফলাফল-তালিকা সংরক্ষিত আছে।',
        ],
      },
    ],
  },
};
