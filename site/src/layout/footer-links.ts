/** The footer's link lists (spec §2). History, Privacy and Terms open in a new tab, as there. */
import type { Localized } from '../i18n.ts';

export interface FooterLink {
  readonly label: Localized<string>;
  readonly to: string;
  readonly newTab?: boolean;
}

export const FOOTER_LISTS: readonly {
  readonly title: Localized<string>;
  readonly links: readonly FooterLink[];
}[] = [
  {
    title: { en: 'Explore', bn: 'ঘুরে দেখুন' },
    links: [
      { label: { en: 'About the College', bn: 'কলেজ পরিচিতি' }, to: '/about-institute' },
      {
        label: { en: 'Notices & Announcements', bn: 'নোটিশ ও ঘোষণা' },
        to: '/notices-and-announcements',
      },
      { label: { en: 'Events', bn: 'অনুষ্ঠানসূচি' }, to: '/events' },
      { label: { en: 'Exam Result', bn: 'পরীক্ষার ফলাফল' }, to: '/exam-result' },
      { label: { en: 'Verify a report card', bn: 'রিপোর্ট কার্ড যাচাই' }, to: '/verify' },
      {
        label: { en: 'Academic Documents', bn: 'শিক্ষা বিষয়ক নথি' },
        to: '/academic-documents-download',
      },
      { label: { en: 'Admission Form', bn: 'ভর্তি ফরম' }, to: '/admission-page' },
      { label: { en: 'Contact Us', bn: 'যোগাযোগ' }, to: '/contact-us' },
    ],
  },
  {
    title: { en: 'Information', bn: 'তথ্য' },
    links: [
      { label: { en: 'History', bn: 'ইতিহাস' }, to: '/history', newTab: true },
      { label: { en: 'Privacy Policy', bn: 'গোপনীয়তা নীতি' }, to: '/privacy', newTab: true },
      { label: { en: 'Terms & Conditions', bn: 'শর্তাবলি' }, to: '/terms', newTab: true },
      { label: { en: 'Subjects Taught', bn: 'পাঠদানকৃত বিষয়' }, to: '/subjects-taught' },
      { label: { en: 'Fees', bn: 'ফি' }, to: '/fees' },
      { label: { en: 'Dress Code', bn: 'পোশাক বিধি' }, to: '/dress-code' },
      { label: { en: 'Teachers', bn: 'শিক্ষকবৃন্দ' }, to: '/teachers' },
    ],
  },
];
