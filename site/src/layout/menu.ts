/** The main menu of spec §2. Leaves are site paths; groups nest as in the original menu tree. */
export type MenuItem =
  | { readonly label: string; readonly to: string }
  | { readonly label: string; readonly items: readonly MenuItem[] };

export const MAIN_MENU: readonly MenuItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Administration',
    items: [
      {
        label: 'Principal',
        items: [
          { label: 'Current Principal', to: '/current-principal' },
          { label: 'Ex-Principals', to: '/ex-principals' },
        ],
      },
      {
        label: 'Academic Wing',
        items: [
          { label: 'BM-MS', to: '/bm-ms' },
          { label: 'EM-MS', to: '/em-ms' },
          { label: 'BM-DS', to: '/bm-ds' },
          { label: 'EM-DS', to: '/em-ds' },
        ],
      },
      {
        label: 'Academic Supporting Wing',
        items: [
          { label: 'VP Exam Control', to: '/vp-exam-control' },
          { label: 'Accounts', to: '/accounts' },
          { label: 'Medical', to: '/medical' },
          { label: 'Library', to: '/library' },
          { label: 'Counseling', to: '/counseling' },
        ],
      },
      {
        label: 'Admin Wing',
        items: [
          { label: 'Admin', to: '/admin' },
          { label: 'Main Office', to: '/main-office' },
          { label: 'Security', to: '/security' },
          { label: 'Store', to: '/store' },
          { label: 'Maintenance', to: '/maintenance' },
        ],
      },
    ],
  },
  {
    label: 'Academic Info',
    items: [
      {
        label: 'Details',
        items: [
          { label: 'History', to: '/history' },
          { label: 'Dress Code', to: '/dress-code' },
          { label: 'Total Seat Info', to: '/total-seat-info' },
          { label: 'Subjects Taught', to: '/subjects-taught' },
        ],
      },
    ],
  },
  {
    label: 'Download Corner',
    items: [
      { label: 'Exam Result', to: '/exam-result' },
      { label: 'Academic Documents', to: '/academic-documents-download' },
    ],
  },
  {
    label: 'Gallery',
    items: [
      { label: 'Picture Gallery', to: '/picture-gallery' },
      { label: 'Video Gallery', to: '/video-gallery' },
    ],
  },
  {
    label: 'Notices & Events',
    items: [
      { label: 'Notices & Announcements', to: '/notices-and-announcements' },
      { label: 'Events', to: '/events' },
    ],
  },
  { label: 'RESA', to: '/resa' },
  // The original lists three bulletins on an external file host; their addresses are not known.
  { label: 'Publications', to: '/publications' },
  { label: 'Career', to: '/career' },
  { label: 'Contact Us', to: '/contact-us' },
];
