import type { LinkGroup } from '@school/api';

/**
 * Link groups as a provider sends them, for stories and the jsdom tests: paths of the school's
 * site, one other site and one group in Bengali. Nothing here ships.
 */
export const linkGroups: LinkGroup[] = [
  {
    id: 1,
    name: 'Academic',
    page_link: [
      { title: 'Class Routine', link: '/class-routine' },
      { title: 'Exam Result', link: '/exam-result' },
      { title: 'Academic Documents', link: '/academic-documents-download' },
    ],
  },
  {
    id: 2,
    name: 'Administration',
    page_link: [
      { title: 'Principal', link: '/current-principal' },
      { title: 'Teachers', link: '/teachers' },
      { title: 'Staff', link: '/staffs' },
    ],
  },
  {
    id: 3,
    name: 'ভর্তি',
    page_link: [
      { title: 'ভর্তি ফরম', link: '/admission-page' },
      { title: 'বেতন ও ফি', link: '/fees' },
    ],
  },
  {
    id: 4,
    name: 'Information',
    page_link: [
      { title: 'Notices', link: '/notices-and-announcements' },
      { title: 'Dhaka Education Board', link: 'https://dhakaeducationboard.gov.bd' },
      { title: 'Contact Us', link: '/contact-us' },
    ],
  },
];
