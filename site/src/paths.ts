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

/** The route a URL path is (`/Exam-Result/` is `/exam-result`), or null for none. */
export function routeOf(pathname: string): RoutePath | null {
  const path = normalize(pathname);
  return known.has(path) ? (path as RoutePath) : null;
}

/**
 * Which page module (site/src/pages/<name>.tsx) a URL path renders: the path's own name, and
 * `home` for `/`. The route table loads it, and the site server tells the browser to fetch it
 * together with the main bundle instead of after it.
 */
export function pageModule(pathname: string): string {
  const path = normalize(pathname);
  if (!known.has(path)) return 'not-found';
  return path === '/' ? 'home' : path.slice(1);
}

/** Titles that the path itself does not spell well. */
const TITLES: Partial<Record<RoutePath, string>> = {
  '/': 'Home',
  '/resa': 'RESA',
  '/current-principal': 'Principal',
  '/bm-ds': 'Vice Principal, Bangla Medium Day Shift',
  '/bm-ms': 'Vice Principal, Bangla Medium Morning Shift',
  '/em-ds': 'Vice Principal, English Medium Day Shift',
  '/em-ms': 'Vice Principal, English Medium Morning Shift',
  '/vp-exam-control': 'Vice Principal, Exam Control',
  '/medical': 'Medical Centre',
  '/career': 'Career Guidance',
  '/fees': 'Academic Fees Structure',
  '/fee-info': 'Fee Information',
  '/exam-admit-card': 'Admit Card',
  '/main-office': 'Main Office',
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
