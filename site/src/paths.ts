/**
 * Every path of the site (spec §2, full route list), once. The server imports this file to tell
 * a page of the SPA (200) from an unknown path (404), so it must stay free of React and the DOM.
 * The original registers /teachers twice; it is listed once here.
 */
export const ROUTE_PATHS = [
  '/',
  '/picture-gallery',
  '/video-gallery',
  '/staffs',
  '/teachers',
  '/students',
  '/welcome-speech',
  '/about-institute',
  '/dress-code',
  '/total-seat-info',
  '/committee-members',
  '/syllabus',
  '/fees',
  '/payslip',
  '/job-corner',
  '/notices-and-announcements',
  '/events',
  '/resa',
  '/publications',
  '/career',
  '/contact-us',
  '/fee-info',
  '/seat-plan',
  '/exam-admit-card',
  '/exam-result',
  '/academic-documents-download',
  '/student-attendance',
  '/teacher-attendance',
  '/staff-attendance',
  '/class-routine',
  '/exam-routine',
  '/academic-transcript',
  '/admission-page',
  '/current-principal',
  '/ex-principals',
  '/bm-ds',
  '/bm-ms',
  '/em-ds',
  '/em-ms',
  '/medical',
  '/vp-exam-control',
  '/counseling',
  '/history',
  '/terms',
  '/privacy',
  '/subjects-taught',
  // In the original's menu but missing from its route table (their links led nowhere): the
  // supporting and admin wing pages get a page of their own here.
  '/accounts',
  '/library',
  '/admin',
  '/main-office',
  '/security',
  '/store',
  '/maintenance',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

const known = new Set<string>(ROUTE_PATHS);

/** React Router ignores case and a trailing slash when matching; so does everything here. */
function normalize(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Whether a URL path is a page of the SPA. */
export function isRoutePath(pathname: string): boolean {
  return known.has(normalize(pathname));
}

/** The page module (site/src/pages/<name>.tsx) of each built page; the rest are coming soon. */
const PAGE_MODULES: Partial<Record<RoutePath, string>> = {
  '/': 'home',
  '/about-institute': 'about-institute',
  '/academic-documents-download': 'academic-documents-download',
  '/admission-page': 'admission-page',
  '/committee-members': 'committee-members',
  '/contact-us': 'contact-us',
  '/dress-code': 'dress-code',
  '/events': 'events',
  '/exam-result': 'exam-result',
  '/notices-and-announcements': 'notices-and-announcements',
  '/picture-gallery': 'picture-gallery',
  '/staffs': 'staffs',
  '/students': 'students',
  '/teachers': 'teachers',
  '/total-seat-info': 'total-seat-info',
  '/video-gallery': 'video-gallery',
  '/welcome-speech': 'welcome-speech',
};

/**
 * Which page module a URL path renders. The route table loads it, and the site server tells the
 * browser to fetch it together with the main bundle instead of after it.
 */
export function pageModule(pathname: string): string {
  const path = normalize(pathname);
  if (!known.has(path)) return 'not-found';
  return PAGE_MODULES[path as RoutePath] ?? 'coming-soon';
}

/** Titles that the path itself does not spell well. */
const TITLES: Partial<Record<RoutePath, string>> = {
  '/': 'Home',
  '/resa': 'RESA',
  '/bm-ds': 'Vice Principal (BM-DS)',
  '/bm-ms': 'Vice Principal (BM-MS)',
  '/em-ds': 'Vice Principal (EM-DS)',
  '/em-ms': 'Vice Principal (EM-MS)',
  '/vp-exam-control': 'Vice Principal (Exam Control)',
  '/ex-principals': 'Ex-Principals',
  '/notices-and-announcements': 'Notices and Announcements',
  '/academic-documents-download': 'Academic Documents',
  '/admission-page': 'Admission Form',
  '/contact-us': 'Contact Us',
};

/** A readable page title: '/total-seat-info' becomes 'Total Seat Info'. */
export function pageTitle(pathname: string): string {
  const path = normalize(pathname);
  const special = TITLES[path as RoutePath];
  if (special) return special;
  return path
    .slice(1)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
