import type { Lang } from '@school/widgets';

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
  // Where a report card's QR code leads (`/verify/<code>`): the code is checked on load.
  '/verify',
  // For partners (issue 25): pick a widget, see it, copy its code for another site.
  '/widgets',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

/** The pages Lighthouse measures (issue 9), in each language: `npm run bench:lighthouse`. */
export const BENCHMARK_PAGES = [
  '/',
  '/exam-result',
  '/notices-and-announcements',
  '/staffs',
  '/history',
  '/admission-page',
] as const satisfies readonly RoutePath[];

const known = new Set<string>(ROUTE_PATHS);

/**
 * Routes whose address may carry one segment more, which the page reads: `/verify/<code>` is
 * `/verify` with a report card's code. Named once here for the route table and the server.
 */
export const ROUTE_PARAMETERS: Partial<Record<RoutePath, string>> = { '/verify': 'token' };

/** React Router ignores case and a trailing slash when matching; so does everything here. */
function normalize(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Every page has a Bengali address too: its English path under this prefix (`/bn/history`). */
export const BENGALI_PREFIX = '/bn';
export const LANGS: readonly Lang[] = ['en', 'bn'];

const BENGALI_PATH = /^\/bn(?=\/|$)/i;

/** The language an address is in: Bengali under `/bn`, English everywhere else. */
export function langOfPath(pathname: string): Lang {
  return BENGALI_PATH.test(pathname) ? 'bn' : 'en';
}

/** The address without its language: `/bn/history` → `/history`, `/bn` → `/`. */
function withoutLang(pathname: string): string {
  return pathname.replace(BENGALI_PATH, '') || '/';
}

/** A site path in a language: (`/history`, bn) → `/bn/history`; (`/`, bn) → `/bn`. */
export function localePath(path: string, lang: Lang): string {
  const plain = withoutLang(path);
  if (lang === 'en') return plain;
  return plain === '/' ? BENGALI_PREFIX : `${BENGALI_PREFIX}${plain}`;
}

/**
 * The route a URL path is, in either language (`/Exam-Result/` and `/bn/exam-result` are
 * `/exam-result`; `/bn/verify/<code>` is `/verify`, whatever the code looks like, a dot
 * included), or null for none.
 */
export function routeOf(pathname: string): RoutePath | null {
  const path = normalize(withoutLang(pathname));
  if (known.has(path)) return path as RoutePath;
  const parent = path.replace(/\/[^/]+$/, '');
  return ROUTE_PARAMETERS[parent as RoutePath] ? (parent as RoutePath) : null;
}

/**
 * Which page module (site/src/pages/<name>.tsx) a URL path renders: the path's own name, and
 * `home` for `/`. The route table loads it, and the site server tells the browser to fetch it
 * together with the main bundle instead of after it.
 */
export function pageModule(pathname: string): string {
  const route = routeOf(pathname);
  if (route === null) return 'not-found';
  return route === '/' ? 'home' : route.slice(1);
}

/** Titles that the path itself does not spell well. */
const TITLES: Partial<Record<RoutePath, string>> = {
  '/': 'Home',
  '/resa': 'Results Archive (RESA)',
  '/staffs': 'Staff',
  '/about-institute': 'About the Institute',
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
  '/verify': 'Verify a Report Card',
  '/widgets': 'Widgets for Your Website',
};

/** Every page's title in Bengali. */
const BENGALI_TITLES: Record<RoutePath, string> = {
  '/': 'প্রথম পাতা',
  '/picture-gallery': 'ছবির গ্যালারি',
  '/video-gallery': 'ভিডিও গ্যালারি',
  '/staffs': 'কর্মচারীবৃন্দ',
  '/teachers': 'শিক্ষকবৃন্দ',
  '/students': 'শিক্ষার্থী',
  '/welcome-speech': 'স্বাগত বক্তব্য',
  '/about-institute': 'প্রতিষ্ঠান পরিচিতি',
  '/dress-code': 'পোশাক বিধি',
  '/total-seat-info': 'মোট আসন তথ্য',
  '/committee-members': 'পরিচালনা পর্ষদ',
  '/syllabus': 'পাঠ্যসূচি',
  '/fees': 'শিক্ষা ফি কাঠামো',
  '/payslip': 'পে-স্লিপ',
  '/job-corner': 'চাকরি কর্নার',
  '/notices-and-announcements': 'নোটিশ ও ঘোষণা',
  '/events': 'অনুষ্ঠানসূচি',
  '/resa': 'ফলাফল আর্কাইভ (রেসা)',
  '/publications': 'প্রকাশনা',
  '/career': 'ক্যারিয়ার নির্দেশনা',
  '/contact-us': 'যোগাযোগ',
  '/fee-info': 'ফি তথ্য',
  '/seat-plan': 'আসন বিন্যাস',
  '/exam-admit-card': 'প্রবেশপত্র',
  '/exam-result': 'পরীক্ষার ফলাফল',
  '/academic-documents-download': 'শিক্ষা বিষয়ক নথি',
  '/student-attendance': 'শিক্ষার্থীর উপস্থিতি',
  '/teacher-attendance': 'শিক্ষকের উপস্থিতি',
  '/staff-attendance': 'কর্মচারীর উপস্থিতি',
  '/class-routine': 'ক্লাস রুটিন',
  '/exam-routine': 'পরীক্ষার রুটিন',
  '/academic-transcript': 'একাডেমিক ট্রান্সক্রিপ্ট',
  '/admission-page': 'ভর্তি ফরম',
  '/current-principal': 'অধ্যক্ষ',
  '/ex-principals': 'সাবেক অধ্যক্ষবৃন্দ',
  '/bm-ds': 'উপাধ্যক্ষ, বাংলা মাধ্যম দিবা শাখা',
  '/bm-ms': 'উপাধ্যক্ষ, বাংলা মাধ্যম প্রভাতি শাখা',
  '/em-ds': 'উপাধ্যক্ষ, ইংরেজি মাধ্যম দিবা শাখা',
  '/em-ms': 'উপাধ্যক্ষ, ইংরেজি মাধ্যম প্রভাতি শাখা',
  '/medical': 'মেডিক্যাল সেন্টার',
  '/vp-exam-control': 'উপাধ্যক্ষ, পরীক্ষা নিয়ন্ত্রণ',
  '/counseling': 'কাউন্সেলিং',
  '/history': 'ইতিহাস',
  '/terms': 'শর্তাবলি',
  '/privacy': 'গোপনীয়তা নীতি',
  '/subjects-taught': 'পাঠদানকৃত বিষয়সমূহ',
  '/accounts': 'হিসাব শাখা',
  '/library': 'গ্রন্থাগার',
  '/admin': 'প্রশাসন শাখা',
  '/main-office': 'প্রধান কার্যালয়',
  '/security': 'নিরাপত্তা',
  '/store': 'স্টোর',
  '/maintenance': 'রক্ষণাবেক্ষণ',
  '/verify': 'রিপোর্ট কার্ড যাচাই',
  '/widgets': 'আপনার ওয়েবসাইটে বিদ্যালয়ের উইজেট',
};

/** The title of the not-found page. */
export const NOT_FOUND_TITLE: Record<Lang, string> = {
  en: 'Page not found',
  bn: 'পাতাটি পাওয়া যায়নি',
};

/**
 * A readable page title: '/total-seat-info' becomes 'Total Seat Info'; in Bengali, the page's
 * Bengali title.
 */
export function pageTitle(pathname: string, lang: Lang = 'en'): string {
  const path = routeOf(pathname) ?? normalize(withoutLang(pathname));
  if (lang === 'bn' && known.has(path)) return BENGALI_TITLES[path as RoutePath];
  const special = TITLES[path as RoutePath];
  if (special) return special;
  return path
    .slice(1)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
