import { PATHS } from '@school/api/paths';
import type { Localized } from './i18n.ts';
import type { RoutePath } from './paths.ts';

/**
 * One sentence per page for search results and link previews (`<meta name="description">`),
 * written for a parent looking for that page, in both languages. Pure data: the prerender and
 * the app both read it.
 */
export const PAGE_DESCRIPTIONS: Localized<Record<RoutePath, string>> = {
  en: {
    '/': 'The college’s official website: notices, admission, exam results, academic documents, events, galleries and how to reach us.',
    '/picture-gallery': 'Photographs of the college’s campus, events, classes and celebrations.',
    '/video-gallery': 'Videos of the college’s events, programmes and campus life.',
    '/staffs': 'The college’s office and support staff, with their designations.',
    '/teachers': 'The college’s teachers, with their designations and subjects.',
    '/students': 'Find the students of a class by session or academic year.',
    '/welcome-speech': 'A welcome from the college to students, parents and visitors.',
    '/about-institute': 'About the college: its history, campus and contact details.',
    '/dress-code': 'The college’s uniform for boys and girls, school and college sections.',
    '/total-seat-info': 'How many seats each class of the college has.',
    '/committee-members': 'The members of the college’s governing body.',
    '/syllabus': 'What each class studies this session, with the whole syllabus as a PDF.',
    '/fees':
      'The college’s fees for each class: admission, monthly tuition, session charges and exam fees.',
    '/payslip': 'A sample payslip: a student’s monthly dues, with a QR code.',
    '/job-corner': 'Job vacancies at the college and how to apply.',
    '/notices-and-announcements':
      'Every notice and announcement of the college, newest first, with downloads.',
    '/events': 'The college’s upcoming events, soonest first.',
    '/resa': 'Results and education statistics of the college.',
    '/publications': 'The college’s bulletins and publications.',
    '/career': 'Career guidance for the college’s students.',
    '/contact-us': 'The college’s address, phone, email and map, and a form to send a message.',
    '/fee-info': 'A sample fee view: a student’s fees, deadlines and penalties by month.',
    '/seat-plan': 'The exam seat plan: the room of each range of roll numbers.',
    '/exam-admit-card': 'A sample admit card for the college’s exams.',
    '/exam-result':
      'Check an exam result by roll number, academic year and exam, and download the report card.',
    '/academic-documents-download':
      'Download assignments, handbooks, homework and class notes by class and session.',
    '/student-attendance': 'A sample view of students’ attendance.',
    '/teacher-attendance': 'A sample view of teachers’ attendance.',
    '/staff-attendance': 'A sample view of staff attendance.',
    '/class-routine':
      'The weekly class routine of each class and shift: subjects and teachers by period.',
    '/exam-routine': 'The exam routine of each class: dates, times, subjects and full marks.',
    '/academic-transcript': 'A sample academic transcript with the grading scale.',
    '/admission-page':
      'Apply for admission online: the student’s, parents’ and class details, with a photo.',
    '/current-principal': 'The college’s principal: profile, career and message.',
    '/ex-principals': 'The college’s past principals and their years of service.',
    '/bm-ds': 'The vice principal of the Bangla Medium day shift: profile and career.',
    '/bm-ms': 'The vice principal of the Bangla Medium morning shift: profile and career.',
    '/em-ds': 'The vice principal of the English Medium day shift: profile and career.',
    '/em-ms': 'The vice principal of the English Medium morning shift: profile and career.',
    '/medical': 'The college’s medical centre: services and hours.',
    '/vp-exam-control': 'The vice principal for exam control and coordination: profile and career.',
    '/counseling': 'The college’s counselling service for students.',
    '/history': 'The history of the college since its founding.',
    '/terms': 'The terms and conditions of using the college’s website.',
    '/privacy': 'What the college’s website collects, why, and who sees it.',
    '/subjects-taught': 'The subjects taught in classes IX–X and XI–XII.',
    '/accounts': 'The accounts office: fees, receipts and payments.',
    '/library': 'The college library: books, reading room and opening hours.',
    '/admin': 'The admin wing of the college.',
    '/main-office': 'The college’s main office: certificates, testimonials and enquiries.',
    '/security': 'Campus security: gates, visitors and safety.',
    '/store': 'The college store: stationery and supplies.',
    '/maintenance': 'Maintenance of the college’s buildings and grounds.',
    '/verify':
      'Check that a report card is genuine: scan its QR code or type the address printed under it.',
    '/widgets':
      'Show the school’s notices, results and more on your own website: pick a widget, see it, copy its code.',
  },
  bn: {
    '/': 'কলেজের অফিসিয়াল ওয়েবসাইট: নোটিশ, ভর্তি, পরীক্ষার ফলাফল, শিক্ষা বিষয়ক নথি, অনুষ্ঠান, গ্যালারি ও যোগাযোগের ঠিকানা।',
    '/picture-gallery': 'কলেজের ক্যাম্পাস, অনুষ্ঠান, ক্লাস ও উৎসবের ছবি।',
    '/video-gallery': 'কলেজের অনুষ্ঠান, কার্যক্রম ও ক্যাম্পাস জীবনের ভিডিও।',
    '/staffs': 'কলেজের দপ্তর ও সহায়ক কর্মচারীবৃন্দ, তাঁদের পদবিসহ।',
    '/teachers': 'কলেজের শিক্ষকবৃন্দ, তাঁদের পদবি ও বিষয়সহ।',
    '/students': 'সেশন বা শিক্ষাবর্ষ অনুযায়ী কোনো শ্রেণির শিক্ষার্থীদের খুঁজুন।',
    '/welcome-speech': 'শিক্ষার্থী, অভিভাবক ও অতিথিদের প্রতি কলেজের স্বাগত বক্তব্য।',
    '/about-institute': 'কলেজ পরিচিতি: ইতিহাস, ক্যাম্পাস ও যোগাযোগের তথ্য।',
    '/dress-code': 'স্কুল ও কলেজ শাখার ছাত্র-ছাত্রীদের পোশাক বিধি।',
    '/total-seat-info': 'কলেজের প্রতিটি শ্রেণির আসনসংখ্যা।',
    '/committee-members': 'কলেজের পরিচালনা পর্ষদের সদস্যবৃন্দ।',
    '/syllabus': 'এই শিক্ষাবর্ষে প্রতিটি শ্রেণির পাঠ্যসূচি, সঙ্গে পূর্ণ পাঠ্যসূচির পিডিএফ।',
    '/fees': 'প্রতিটি শ্রেণির ফি: ভর্তি ফি, মাসিক বেতন, সেশন চার্জ ও পরীক্ষার ফি।',
    '/payslip': 'নমুনা পে-স্লিপ: একজন শিক্ষার্থীর মাসিক পাওনা, কিউআর কোডসহ।',
    '/job-corner': 'কলেজের চাকরির বিজ্ঞপ্তি ও আবেদনের নিয়ম।',
    '/notices-and-announcements': 'কলেজের সব নোটিশ ও ঘোষণা, নতুনগুলো আগে, ডাউনলোডসহ।',
    '/events': 'কলেজের আসন্ন অনুষ্ঠানসমূহ, নিকটতমটি আগে।',
    '/resa': 'কলেজের ফলাফল ও শিক্ষা পরিসংখ্যান।',
    '/publications': 'কলেজের বুলেটিন ও প্রকাশনা।',
    '/career': 'কলেজের শিক্ষার্থীদের জন্য ক্যারিয়ার নির্দেশনা।',
    '/contact-us': 'কলেজের ঠিকানা, ফোন, ইমেইল ও মানচিত্র, এবং বার্তা পাঠানোর ফরম।',
    '/fee-info': 'নমুনা ফি তথ্য: মাসভিত্তিক ফি, শেষ তারিখ ও জরিমানা।',
    '/seat-plan': 'পরীক্ষার আসন বিন্যাস: কোন রোল নম্বর কোন কক্ষে।',
    '/exam-admit-card': 'কলেজের পরীক্ষার নমুনা প্রবেশপত্র।',
    '/exam-result': 'রোল নম্বর, শিক্ষাবর্ষ ও পরীক্ষা দিয়ে ফলাফল দেখুন এবং রিপোর্ট কার্ড ডাউনলোড করুন।',
    '/academic-documents-download':
      'শ্রেণি ও সেশন অনুযায়ী অ্যাসাইনমেন্ট, হ্যান্ডবুক, বাড়ির কাজ ও ক্লাস নোট ডাউনলোড করুন।',
    '/student-attendance': 'শিক্ষার্থীদের উপস্থিতির একটি নমুনা।',
    '/teacher-attendance': 'শিক্ষকদের উপস্থিতির একটি নমুনা।',
    '/staff-attendance': 'কর্মচারীদের উপস্থিতির একটি নমুনা।',
    '/class-routine': 'প্রতিটি শ্রেণি ও শিফটের সাপ্তাহিক ক্লাস রুটিন: পিরিয়ডভিত্তিক বিষয় ও শিক্ষক।',
    '/exam-routine': 'প্রতিটি শ্রেণির পরীক্ষার রুটিন: তারিখ, সময়, বিষয় ও পূর্ণমান।',
    '/academic-transcript': 'গ্রেডিং পদ্ধতিসহ একটি নমুনা একাডেমিক ট্রান্সক্রিপ্ট।',
    '/admission-page': 'অনলাইনে ভর্তির আবেদন করুন: শিক্ষার্থী, অভিভাবক ও শ্রেণির তথ্য, ছবিসহ।',
    '/current-principal': 'কলেজের অধ্যক্ষ: পরিচিতি, কর্মজীবন ও বাণী।',
    '/ex-principals': 'কলেজের সাবেক অধ্যক্ষবৃন্দ ও তাঁদের দায়িত্বকাল।',
    '/bm-ds': 'বাংলা মাধ্যম দিবা শাখার উপাধ্যক্ষ: পরিচিতি ও কর্মজীবন।',
    '/bm-ms': 'বাংলা মাধ্যম প্রভাতি শাখার উপাধ্যক্ষ: পরিচিতি ও কর্মজীবন।',
    '/em-ds': 'ইংরেজি মাধ্যম দিবা শাখার উপাধ্যক্ষ: পরিচিতি ও কর্মজীবন।',
    '/em-ms': 'ইংরেজি মাধ্যম প্রভাতি শাখার উপাধ্যক্ষ: পরিচিতি ও কর্মজীবন।',
    '/medical': 'কলেজের মেডিক্যাল সেন্টার: সেবা ও সময়সূচি।',
    '/vp-exam-control': 'পরীক্ষা নিয়ন্ত্রণ ও সমন্বয়ের দায়িত্বপ্রাপ্ত উপাধ্যক্ষ: পরিচিতি ও কর্মজীবন।',
    '/counseling': 'শিক্ষার্থীদের জন্য কলেজের কাউন্সেলিং সেবা।',
    '/history': 'প্রতিষ্ঠার পর থেকে কলেজের ইতিহাস।',
    '/terms': 'কলেজের ওয়েবসাইট ব্যবহারের শর্তাবলি।',
    '/privacy': 'কলেজের ওয়েবসাইট কী তথ্য সংগ্রহ করে, কেন, এবং কারা তা দেখে।',
    '/subjects-taught': 'নবম-দশম ও একাদশ-দ্বাদশ শ্রেণিতে পাঠদানকৃত বিষয়সমূহ।',
    '/accounts': 'হিসাব শাখা: ফি, রসিদ ও পরিশোধ।',
    '/library': 'কলেজ গ্রন্থাগার: বই, পাঠকক্ষ ও খোলার সময়।',
    '/admin': 'কলেজের প্রশাসন শাখা।',
    '/main-office': 'কলেজের প্রধান কার্যালয়: সনদ, প্রত্যয়নপত্র ও তথ্য জানা।',
    '/security': 'ক্যাম্পাসের নিরাপত্তা: ফটক, দর্শনার্থী ও সুরক্ষা।',
    '/store': 'কলেজ স্টোর: খাতা-কলম ও অন্যান্য সামগ্রী।',
    '/maintenance': 'কলেজের ভবন ও মাঠের রক্ষণাবেক্ষণ।',
    '/verify': 'রিপোর্ট কার্ডটি সঠিক কি না যাচাই করুন: এর কিউআর কোড স্ক্যান করুন বা নিচে ছাপা ঠিকানাটি লিখুন।',
    '/widgets':
      'আপনার নিজের ওয়েবসাইটে বিদ্যালয়ের নোটিশ, ফলাফল ও আরও অনেক কিছু দেখান: উইজেট বাছুন, দেখে নিন, কোড কপি করুন।',
  },
};

/**
 * Pages search engines must not list (`<meta name="robots" content="noindex">`, left out of the
 * sitemap): a report card's check shows a student's marks to whoever has its code.
 */
export const NOINDEX_PAGES: readonly RoutePath[] = ['/verify'];

/**
 * The pages that check report cards: the server writes the school's result keys into them, so
 * the signature is checked without the provider.
 */
export const RESULT_KEY_PAGES: readonly RoutePath[] = ['/verify'];

const ADMISSION_LISTS = [PATHS.classConfigs, PATHS.admissionYears, PATHS.academicSessions];
const staffPage = (roles: 'include' | 'exclude') =>
  `${PATHS.staffProfiles}?page_size=20&role_filter=${roles}&page=1`;

/**
 * What a page's own widgets ask the provider for as it opens (beyond the layout's calls), spelt
 * exactly as they ask (query in the same order): the server preloads them with the HTML, so the
 * answers arrive with the page's code rather than after it. tests/site-layout.test.ts checks that
 * each preload is the request the page makes, and that nothing is asked for twice.
 */
export const PAGE_CALLS: Partial<Record<RoutePath, readonly string[]>> = {
  '/': [PATHS.banners],
  '/exam-result': [PATHS.admissionYears, PATHS.exams, PATHS.classConfigs],
  '/staffs': [staffPage('exclude')],
  '/teachers': [staffPage('include')],
  '/admission-page': [...ADMISSION_LISTS, PATHS.admissionInfo],
  '/fees': [PATHS.fees],
  '/class-routine': [PATHS.classConfigs],
  '/exam-routine': [PATHS.examRoutines],
  '/seat-plan': [PATHS.seatPlans],
  '/syllabus': [PATHS.syllabi],
  '/students': ADMISSION_LISTS,
  '/academic-documents-download': ADMISSION_LISTS,
  '/events': [PATHS.events],
  '/picture-gallery': [PATHS.gallery],
  '/video-gallery': [PATHS.videoGallery],
  '/committee-members': [PATHS.committees, PATHS.committeeMembersFile],
  '/total-seat-info': [PATHS.seatInfo],
  '/dress-code': [PATHS.dressCodes],
  '/contact-us': [PATHS.contacts],
  '/about-institute': [PATHS.banners, PATHS.schoolHistory],
};
