/**
 * Every call of the contract (spec §7): its method, its path exactly as the contract spells it
 * (trailing slashes included; `{name}` is a path parameter) and the names of its query
 * parameters. This half of the table is what the client needs at run time, so it stays this small:
 * the answers, query types and bodies are in `table.ts`, under the same names, and reach only
 * the provider, the OpenAPI document, mocks and tests.
 */
export interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Query parameters, in the order the client sends them. */
  readonly query?: readonly string[];
  /** Query values the client sends unless the caller gives its own. */
  readonly defaults?: Readonly<Record<string, string | number>>;
  /**
   * A GET's answer is one object; any other GET's is a list. The client refuses an answer of the
   * other shape as unreadable (a test holds this to the answers' schemas in `table.ts`).
   */
  readonly one?: true;
}

/**
 * The site asks for 20 a page (spec §7), and the reference provider gives 20 when not told: a
 * school's own provider may have another default, so the client always says.
 */
export const PAGE_SIZE = 20;

const GET = 'GET';
const POST = 'POST';

/** Keyed by the client's method name. */
export const CALLS = {
  getInstitutes: { method: GET, path: '/api/institute' },
  getWelcomeSpeeches: { method: GET, path: '/welcome-speeches/' },
  getNotices: { method: GET, path: '/notices' },
  getSiteColors: { method: GET, path: '/site-color', one: true },
  getContacts: { method: GET, path: '/contacts' },
  sendPublicMessage: { method: POST, path: '/public-msg/' },
  getClassConfigs: { method: GET, path: '/class-configs' },
  getAdmissionYears: { method: GET, path: '/admission-years' },
  getAcademicSessions: { method: GET, path: '/academic-sessions' },
  getDownloads: {
    method: GET,
    path: '/downloads/',
    query: [
      'class_id',
      'download_type',
      'academic_session_year__start_year',
      'academic_year__name',
    ],
  },
  getExams: { method: GET, path: '/api/exams' },
  getResults: {
    method: GET,
    path: '/results/{roll}/{academicYearId}/{examId}',
    // Sent only when the provider asks for it (a school may require the date of birth).
    query: ['dob'],
  },
  getStudentProfile: { method: GET, path: '/api/student-profile/{studentId}', one: true },
  getGrades: { method: GET, path: '/api/grades' },
  getBanners: { method: GET, path: '/banners' },
  getSchoolHistory: { method: GET, path: '/school-history' },
  createStudentParent: { method: POST, path: '/api/create-student-parent/' },
  getCommittees: { method: GET, path: '/committees' },
  getCommitteeMembersFile: { method: GET, path: '/committeeMembers.json' },
  getDressCodes: { method: GET, path: '/dress-code/' },
  getEvents: { method: GET, path: '/events' },
  getFeatures: { method: GET, path: '/features' },
  getTestimonials: { method: GET, path: '/testimonials' },
  getCredentials: { method: GET, path: '/credentials' },
  getImportantLinks: { method: GET, path: '/important-links' },
  getLinkNames: { method: GET, path: '/link-names' },
  getIconicStudents: { method: GET, path: '/iconic-students/' },
  getVideoGallery: { method: GET, path: '/video-gallery/' },
  getMessagesFromHead: { method: GET, path: '/messages-from-head' },
  getMessagesFromOther: { method: GET, path: '/messages-from-other' },
  getGallery: { method: GET, path: '/gallery/' },
  getGalleryFile: { method: GET, path: '/gallery.json' },
  getSeatInfo: { method: GET, path: '/seat-info/' },
  getStaffProfiles: {
    method: GET,
    path: '/api/staff-profiles/',
    one: true,
    query: ['page_size', 'role_filter', 'page'],
    defaults: { page_size: PAGE_SIZE },
  },
  getStudentProfiles: {
    method: GET,
    path: '/api/student-profiles/',
    one: true,
    query: [
      'class_id',
      'academic_session_year__start_year',
      'academic_year__name',
      'page',
      'page_size',
    ],
  },
  // Signed results (beyond the spec, see `extension` in table.ts): the school's public keys, and
  // whether the result a report card's code stands for is still the current one.
  getResultKeys: { method: GET, path: '/.well-known/result-keys.json', one: true },
  getResultVerification: { method: GET, path: '/result-verification/{token}', one: true },
  // The school's own facts, which the office publishes (beyond the spec, issue 24): a provider
  // without them answers 404, and the site shows its labelled samples instead.
  getFees: { method: GET, path: '/fees' },
  getClassRoutines: { method: GET, path: '/class-routines', query: ['class_id'] },
  getExamRoutines: { method: GET, path: '/exam-routines' },
  getSeatPlans: { method: GET, path: '/seat-plans' },
  getSyllabi: { method: GET, path: '/syllabi' },
  getAdmissionInfo: { method: GET, path: '/admission-info' },
} as const satisfies Record<string, Call>;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
export type GetCallName = {
  [K in CallName]: Calls[K]['method'] extends 'GET' ? K : never;
}[CallName];
export type PostCallName = Exclude<CallName, GetCallName>;

/** The names of a path's parameters: `'/results/{roll}/{examId}'` → `'roll' | 'examId'`. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/** The query parameter names of a call (never for a call without a query). */
export type QueryName<K extends CallName> = Calls[K] extends {
  query: readonly (infer Q extends string)[];
}
  ? Q
  : never;
