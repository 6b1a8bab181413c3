import * as v from 'valibot';
import { admissionSchema } from '../schemas/admission.ts';
import { publicMessageSchema } from '../schemas/public-message.ts';
import { CALLS, type CallName, type Calls, type PathParams, type QueryName } from './calls.ts';
import { DOWNLOAD_TYPES, ROLE_FILTERS } from './choices.ts';
import * as e from './entities.ts';

/**
 * The contract, one entry per call of spec §7: `calls.ts` gives its method, path and query names
 * (what the client ships), this file what travels: the types of its path parameters
 * (`pathParams`) and query parameters (`queryParams`),
 * its body and its answer, plus the words of the reference page. The compiler holds the two
 * halves together: every call here, with exactly the parameters its path and query name.
 */

export const TAGS = {
  Institute: 'The school, its contacts and its colours.',
  Notices: 'Notices and events.',
  Academics: 'Classes, years, sessions, exams, documents and seats.',
  Results: 'Exam results and the grade scale.',
  People: 'Students, staff, the committee, alumni and messages.',
  Gallery: 'Banners, pictures, videos and the dress code.',
  Content: 'History, features, credentials and links.',
  Submissions: 'The two forms. Accepted submissions are stored, never served back.',
} as const;
export type Tag = keyof typeof TAGS;

interface Described {
  readonly summary: string;
  readonly tag: Tag;
  /** The answer of a successful call (200, or 201 for a submission). */
  readonly answer: v.GenericSchema;
  /**
   * Beyond spec §7: the reference provider answers it, a school's own provider may not (a 404
   * there is an answer, not a fault). The widgets that use it work without it. Here rather than
   * in `calls.ts`: only the checks need to know, not the client every page loads.
   */
  readonly extension?: true;
}

type Parameters = Readonly<Record<string, v.GenericSchema>>;

/** What each call must declare beside its `calls.ts` half. */
type Declared<K extends CallName> = Described &
  ([PathParams<Calls[K]['path']>] extends [never]
    ? { readonly pathParams?: never }
    : { readonly pathParams: Readonly<Record<PathParams<Calls[K]['path']>, v.GenericSchema>> }) &
  ([QueryName<K>] extends [never]
    ? { readonly queryParams?: never }
    : { readonly queryParams: Readonly<Record<QueryName<K>, v.GenericSchema>> }) &
  (Calls[K]['method'] extends 'POST'
    ? { readonly body: v.GenericSchema; readonly status: 201 }
    : { readonly body?: never; readonly status?: never });

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const described = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.pipe(schema, v.description(text));
const list = <S extends v.GenericSchema>(item: S) => v.array(item);
const page = described(id, 'The page, from 1.');
const pageSize = described(
  v.pipe(id, v.maxValue(100)),
  'Items per page (default 20, at most 100).',
);
const classId = described(id, 'The class (`id` of `/class-configs`).');
const sessionStartYear = described(
  v.pipe(v.number(), v.integer()),
  'For a class organised by session: the session’s start year.',
);
const yearName = described(
  v.string(),
  'For a class organised by year: the academic year’s name, e.g. `2026`.',
);

const SCHEMAS = {
  getInstitutes: {
    tag: 'Institute',
    summary: 'The school (a list; the first item is used).',
    answer: list(e.InstituteSchema),
  },
  getWelcomeSpeeches: {
    tag: 'Institute',
    summary: 'The welcome speech (a list; the first item is used).',
    answer: list(e.WelcomeSpeechSchema),
  },
  getNotices: {
    tag: 'Notices',
    summary: 'Every notice; the site keeps those whose expire_date is today or later.',
    answer: list(e.NoticeSchema),
  },
  getSiteColors: {
    tag: 'Institute',
    summary: 'The six theme colours.',
    answer: e.SiteColorsSchema,
  },
  getContacts: {
    tag: 'Institute',
    summary: 'The contact details (a list; the first item is used).',
    answer: list(e.ContactSchema),
  },
  sendPublicMessage: {
    tag: 'Submissions',
    summary: 'Send a message to the school (the home page sends only name, phone_no and msg).',
    body: publicMessageSchema,
    status: 201,
    answer: e.SubmissionReceiptSchema,
  },
  getClassConfigs: {
    tag: 'Academics',
    summary: 'The classes.',
    answer: list(e.ClassConfigSchema),
  },
  getAdmissionYears: {
    tag: 'Academics',
    summary: 'The academic years.',
    answer: list(e.AdmissionYearSchema),
  },
  getAcademicSessions: {
    tag: 'Academics',
    summary: 'The academic sessions.',
    answer: list(e.AcademicSessionSchema),
  },
  getDownloads: {
    tag: 'Academics',
    summary: 'Documents of a class and type, for a session or an academic year.',
    queryParams: {
      class_id: classId,
      download_type: v.picklist(DOWNLOAD_TYPES),
      academic_session_year__start_year: sessionStartYear,
      academic_year__name: yearName,
    },
    answer: list(e.DownloadItemSchema),
  },
  getExams: {
    tag: 'Academics',
    summary: 'The exams.',
    answer: list(e.ExamSchema),
  },
  getResults: {
    tag: 'Results',
    summary: 'A student’s result (a one-element list); 404 with a message when there is none.',
    pathParams: {
      roll: described(
        v.pipe(v.string(), v.regex(/^[0-9\u09E6-\u09EF]{1,9}$/)),
        'The roll number, 1–9 digits; Bangla digits (১১০০০১) read the same.',
      ),
      academicYearId: described(id, 'The academic year (`id` of `/admission-years`).'),
      examId: described(id, 'The exam (`id` of `/api/exams`).'),
    },
    queryParams: {
      dob: described(
        v.pipe(v.string(), v.isoDate()),
        'The student’s date of birth, `YYYY-MM-DD`: needed only when the school requires it (the 400 then says `code: dob-required`).',
      ),
    },
    answer: list(e.ExamResultSchema),
  },
  getStudentProfile: {
    tag: 'People',
    summary: 'One student.',
    pathParams: { studentId: described(id, 'The student’s id (a result’s `id`).') },
    answer: e.StudentProfileSchema,
  },
  getGrades: {
    tag: 'Results',
    summary: 'The grade scale.',
    answer: list(e.GradeScaleEntrySchema),
  },
  getBanners: {
    tag: 'Gallery',
    summary: 'The home page banners; ACTIVE ones are shown.',
    answer: list(e.BannerSchema),
  },
  getSchoolHistory: {
    tag: 'Content',
    summary: 'The school’s history (a list; the first item is used).',
    answer: list(e.SchoolHistorySchema),
  },
  createStudentParent: {
    tag: 'Submissions',
    summary: 'Apply for admission.',
    body: admissionSchema,
    status: 201,
    answer: e.SubmissionReceiptSchema,
  },
  getCommittees: {
    tag: 'People',
    summary: 'The managing committee.',
    answer: list(e.CommitteeMemberSchema),
  },
  getCommitteeMembersFile: {
    tag: 'People',
    summary: 'The managing committee, at the address of the original site’s static file.',
    answer: list(e.CommitteeMemberSchema),
  },
  getDressCodes: {
    tag: 'Gallery',
    summary: 'The dress code.',
    answer: list(e.DressCodeSchema),
  },
  getEvents: {
    tag: 'Notices',
    summary: 'Every event; the site keeps those whose end is today or later.',
    answer: list(e.SchoolEventSchema),
  },
  getFeatures: {
    tag: 'Content',
    summary: 'What the school offers.',
    answer: list(e.FeatureSchema),
  },
  getTestimonials: {
    tag: 'Content',
    summary: 'What parents and former students say.',
    answer: list(e.TestimonialSchema),
  },
  getCredentials: {
    tag: 'Content',
    summary: 'Credentials (a list; the first item’s images are shown).',
    answer: list(e.CredentialSchema),
  },
  getImportantLinks: {
    tag: 'Content',
    summary: 'Important links.',
    answer: list(e.ImportantLinkSchema),
  },
  getLinkNames: {
    tag: 'Content',
    summary: 'Named groups of links (the footer).',
    answer: list(e.LinkGroupSchema),
  },
  getIconicStudents: {
    tag: 'People',
    summary: 'Alumni.',
    answer: list(e.IconicStudentSchema),
  },
  getVideoGallery: {
    tag: 'Gallery',
    summary: 'Videos.',
    answer: list(e.VideoSchema),
  },
  getMessagesFromHead: {
    tag: 'People',
    summary: 'The head’s message.',
    answer: list(e.HeadMessageSchema),
  },
  getMessagesFromOther: {
    tag: 'People',
    summary: 'Another leader’s message (a list; when it has an item, the page shows two).',
    answer: list(e.HeadMessageSchema),
  },
  getGallery: {
    tag: 'Gallery',
    summary: 'Pictures; the home page shows the featured ones.',
    answer: list(e.GalleryPictureSchema),
  },
  getGalleryFile: {
    tag: 'Gallery',
    summary: 'Pictures, at the address of the original site’s static file.',
    answer: list(e.GalleryPictureSchema),
  },
  getSeatInfo: {
    tag: 'Academics',
    summary: 'Seats per class.',
    answer: list(e.SeatInfoSchema),
  },
  getStaffProfiles: {
    tag: 'People',
    summary: 'Teachers (role_filter=include) or the other staff (exclude), a page at a time.',
    queryParams: {
      page_size: pageSize,
      role_filter: described(
        v.picklist(ROLE_FILTERS),
        '`include`: the teachers; `exclude`: the other staff; left out: everyone.',
      ),
      page,
    },
    answer: e.pagedSchema(e.StaffProfileSchema),
  },
  getStudentProfiles: {
    tag: 'People',
    summary: 'Students of a class, for a session or an academic year, a page at a time.',
    queryParams: {
      class_id: classId,
      academic_session_year__start_year: sessionStartYear,
      academic_year__name: yearName,
      page,
      page_size: pageSize,
    },
    answer: e.pagedSchema(e.StudentListItemSchema),
  },
  getResultKeys: {
    tag: 'Results',
    extension: true,
    summary:
      'The public keys of the school’s result signatures (a JSON Web Key Set); every key that ever signed stays listed.',
    answer: e.ResultKeysSchema,
  },
  getResultVerification: {
    tag: 'Results',
    extension: true,
    summary:
      'Whether the result a token (a report card’s QR code) stands for is still the one published; 404 for a token this school did not sign.',
    pathParams: {
      token: described(v.pipe(v.string(), v.maxLength(1000)), 'A result’s `token`.'),
    },
    answer: e.ResultVerificationSchema,
  },
} satisfies { [K in CallName]: Declared<K> };

type Schemas = typeof SCHEMAS;

/** One call of the contract: both halves, and its name. */
export type ContractCall<K extends CallName = CallName> = Calls[K] &
  Schemas[K] & { readonly name: K };

/** Every call of the contract, keyed by the client's method name. */
export const CONTRACT = Object.fromEntries(
  (Object.keys(CALLS) as CallName[]).map((name) => [
    name,
    { name, ...CALLS[name], ...SCHEMAS[name] },
  ]),
) as { readonly [K in CallName]: ContractCall<K> };

/** What a call answers when it succeeds. */
export type Answer<K extends CallName> = v.InferOutput<Schemas[K]['answer']>;

/** Loosely typed view of any call, for code that walks the whole table. */
export interface AnyCall extends Described {
  readonly name: CallName;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: readonly string[];
  readonly queryParams?: Parameters;
  readonly pathParams?: Parameters;
  readonly body?: v.GenericSchema;
  readonly status?: 201;
  readonly defaults?: Readonly<Record<string, string | number>>;
}

/** The table as a list, in the order of spec §7. */
export const CONTRACT_CALLS: readonly AnyCall[] = Object.values(CONTRACT) as readonly AnyCall[];
