import type { Localized } from '../i18n.ts';

/**
 * The main menu of spec §2, in both languages. Leaves are site paths (English; the menu adds
 * `/bn` on Bengali pages); groups nest as in the original menu tree. What parents come for most,
 * a result and admission, is also at the top level, one tap from the menu (the spec's tree keeps
 * Exam Result under Download Corner too).
 */
export type MenuItem =
  | { readonly label: Localized<string>; readonly to: string }
  | { readonly label: Localized<string>; readonly items: readonly MenuItem[] };

export const MAIN_MENU: readonly MenuItem[] = [
  { label: { en: 'Home', bn: 'প্রথম পাতা' }, to: '/' },
  { label: { en: 'Exam Result', bn: 'পরীক্ষার ফলাফল' }, to: '/exam-result' },
  { label: { en: 'Admission', bn: 'ভর্তি' }, to: '/admission-page' },
  {
    label: { en: 'Administration', bn: 'প্রশাসন' },
    items: [
      {
        label: { en: 'Principal', bn: 'অধ্যক্ষ' },
        items: [
          { label: { en: 'Current Principal', bn: 'বর্তমান অধ্যক্ষ' }, to: '/current-principal' },
          { label: { en: 'Ex-Principals', bn: 'সাবেক অধ্যক্ষবৃন্দ' }, to: '/ex-principals' },
        ],
      },
      {
        label: { en: 'Academic Wing', bn: 'একাডেমিক শাখা' },
        items: [
          { label: { en: 'BM-MS', bn: 'বাংলা মাধ্যম-প্রভাতি' }, to: '/bm-ms' },
          { label: { en: 'EM-MS', bn: 'ইংরেজি মাধ্যম-প্রভাতি' }, to: '/em-ms' },
          { label: { en: 'BM-DS', bn: 'বাংলা মাধ্যম-দিবা' }, to: '/bm-ds' },
          { label: { en: 'EM-DS', bn: 'ইংরেজি মাধ্যম-দিবা' }, to: '/em-ds' },
        ],
      },
      {
        label: { en: 'Academic Supporting Wing', bn: 'একাডেমিক সহায়ক শাখা' },
        items: [
          {
            label: { en: 'VP Exam Control', bn: 'উপাধ্যক্ষ (পরীক্ষা নিয়ন্ত্রণ)' },
            to: '/vp-exam-control',
          },
          { label: { en: 'Accounts', bn: 'হিসাব শাখা' }, to: '/accounts' },
          { label: { en: 'Medical', bn: 'মেডিক্যাল' }, to: '/medical' },
          { label: { en: 'Library', bn: 'গ্রন্থাগার' }, to: '/library' },
          { label: { en: 'Counseling', bn: 'কাউন্সেলিং' }, to: '/counseling' },
        ],
      },
      {
        label: { en: 'Admin Wing', bn: 'প্রশাসনিক শাখা' },
        items: [
          { label: { en: 'Admin', bn: 'প্রশাসন শাখা' }, to: '/admin' },
          { label: { en: 'Main Office', bn: 'প্রধান কার্যালয়' }, to: '/main-office' },
          { label: { en: 'Security', bn: 'নিরাপত্তা' }, to: '/security' },
          { label: { en: 'Store', bn: 'স্টোর' }, to: '/store' },
          { label: { en: 'Maintenance', bn: 'রক্ষণাবেক্ষণ' }, to: '/maintenance' },
        ],
      },
    ],
  },
  {
    label: { en: 'Academic Info', bn: 'একাডেমিক তথ্য' },
    items: [
      {
        label: { en: 'Details', bn: 'বিস্তারিত' },
        items: [
          { label: { en: 'History', bn: 'ইতিহাস' }, to: '/history' },
          { label: { en: 'Dress Code', bn: 'পোশাক বিধি' }, to: '/dress-code' },
          { label: { en: 'Total Seat Info', bn: 'মোট আসন তথ্য' }, to: '/total-seat-info' },
          { label: { en: 'Subjects Taught', bn: 'পাঠদানকৃত বিষয়' }, to: '/subjects-taught' },
        ],
      },
    ],
  },
  {
    label: { en: 'Download Corner', bn: 'ডাউনলোড কর্নার' },
    items: [
      { label: { en: 'Exam Result', bn: 'পরীক্ষার ফলাফল' }, to: '/exam-result' },
      {
        label: { en: 'Academic Documents', bn: 'শিক্ষা বিষয়ক নথি' },
        to: '/academic-documents-download',
      },
    ],
  },
  {
    label: { en: 'Gallery', bn: 'গ্যালারি' },
    items: [
      { label: { en: 'Picture Gallery', bn: 'ছবির গ্যালারি' }, to: '/picture-gallery' },
      { label: { en: 'Video Gallery', bn: 'ভিডিও গ্যালারি' }, to: '/video-gallery' },
    ],
  },
  {
    label: { en: 'Notices & Events', bn: 'নোটিশ ও অনুষ্ঠান' },
    items: [
      {
        label: { en: 'Notices & Announcements', bn: 'নোটিশ ও ঘোষণা' },
        to: '/notices-and-announcements',
      },
      { label: { en: 'Events', bn: 'অনুষ্ঠানসূচি' }, to: '/events' },
    ],
  },
  // Spelled out ("RESA" alone means nothing to a parent); its page says what RESA is.
  { label: { en: 'Results Archive', bn: 'ফলাফল আর্কাইভ' }, to: '/resa' },
  // The original lists three bulletins on an external file host; their addresses are not known.
  { label: { en: 'Publications', bn: 'প্রকাশনা' }, to: '/publications' },
  { label: { en: 'Career', bn: 'ক্যারিয়ার' }, to: '/career' },
  { label: { en: 'Contact Us', bn: 'যোগাযোগ' }, to: '/contact-us' },
];
