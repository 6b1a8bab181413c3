import { PATHS } from '@school/api/paths';
import type { RoutePath } from './paths.ts';

/**
 * One sentence per page for search results and link previews (`<meta name="description">`),
 * written for a parent looking for that page. Pure data: the prerender and the app both read it.
 */
export const PAGE_DESCRIPTIONS: Record<RoutePath, string> = {
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
  '/syllabus': 'A sample syllabus page: the topics of each class by subject.',
  '/fees': 'The college’s academic fees: tuition and exam fees for session 2024-25.',
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
  '/seat-plan': 'A sample exam seat plan: roll ranges and rooms.',
  '/exam-admit-card': 'A sample admit card for the college’s exams.',
  '/exam-result':
    'Check an exam result by roll number, academic year and exam, and download the report card.',
  '/academic-documents-download':
    'Download assignments, handbooks, homework and class notes by class and session.',
  '/student-attendance': 'A sample view of students’ attendance.',
  '/teacher-attendance': 'A sample view of teachers’ attendance.',
  '/staff-attendance': 'A sample view of staff attendance.',
  '/class-routine': 'A sample class routine: six days, six periods.',
  '/exam-routine': 'A sample exam routine: dates, subjects and marks.',
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
};

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
  '/admission-page': ADMISSION_LISTS,
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
