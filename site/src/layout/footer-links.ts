/** The footer's link lists (spec §2). History, Privacy and Terms open in a new tab, as there. */
export interface FooterLink {
  readonly label: string;
  readonly to: string;
  readonly newTab?: boolean;
}

export const FOOTER_LISTS: readonly {
  readonly title: string;
  readonly links: readonly FooterLink[];
}[] = [
  {
    title: 'Explore',
    links: [
      { label: 'About the College', to: '/about-institute' },
      { label: 'Notices & Announcements', to: '/notices-and-announcements' },
      { label: 'Events', to: '/events' },
      { label: 'Exam Result', to: '/exam-result' },
      { label: 'Academic Documents', to: '/academic-documents-download' },
      { label: 'Admission Form', to: '/admission-page' },
      { label: 'Contact Us', to: '/contact-us' },
    ],
  },
  {
    title: 'Information',
    links: [
      { label: 'History', to: '/history', newTab: true },
      { label: 'Privacy Policy', to: '/privacy', newTab: true },
      { label: 'Terms & Conditions', to: '/terms', newTab: true },
      { label: 'Subjects Taught', to: '/subjects-taught' },
      { label: 'Fees', to: '/fees' },
      { label: 'Dress Code', to: '/dress-code' },
      { label: 'Teachers', to: '/teachers' },
    ],
  },
];
