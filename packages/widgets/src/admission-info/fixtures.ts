import type { AdmissionInfo } from '@school/api';

export const ADMISSION_INFO: AdmissionInfo[] = [
  {
    id: 1,
    title: 'Admission 2027: Class Six and Class XI',
    title_bn: 'ভর্তি ২০২৭: ষষ্ঠ ও একাদশ শ্রেণি',
    apply_from: '2026-11-23',
    apply_until: '2026-12-23',
    test_date: '2026-12-30',
    result_date: null,
    application_fee: 500,
    fees: 'Class Six: admission fee ৳5,000',
    fees_bn: 'ষষ্ঠ শ্রেণি: ভর্তি ফি ৫,০০০ টাকা',
    documents: 'Birth registration certificate\nTwo photos',
    documents_bn: 'জন্ম নিবন্ধন সনদ\nদুই কপি ছবি',
    after: 'Keep the application number.\nPay the fee within three days.',
    after_bn: 'আবেদন নম্বর রেখে দিন।\nতিন দিনের মধ্যে ফি দিন।',
  },
];
