import * as v from 'valibot';
import { MAX_ROLL_DIGITS, parseRoll, toAsciiDigits } from '../digits.ts';
import { admissionSchema } from '../schemas/admission.ts';
import { isCalendarDate, wholeNumber } from '../schemas/common.ts';
import { publicMessageSchema } from '../schemas/public-message.ts';
import {
  CALLS,
  type CallName,
  type Calls,
  PAGE_SIZE,
  type PathParams,
  type QueryName,
} from './calls.ts';
import { DOWNLOAD_TYPES, ROLE_FILTERS } from './choices.ts';
import * as e from './entities.ts';
import { joinHalves } from './join.ts';
import type { QueryArg, TableCall } from './table-types.ts';

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

/**
 * What the site always sends of a call's query: `always` these, and `oneOf` exactly one of a
 * pair. Only the client's argument types follow it; the provider reads every query parameter as
 * an optional filter, as Django REST framework's filters do.
 */
interface Asks<Q extends string> {
  readonly always?: readonly Q[];
  readonly oneOf?: readonly [Q, Q];
}

/** What each call must declare beside its `calls.ts` half. */
type Declared<K extends CallName> = Described &
  ([PathParams<Calls[K]['path']>] extends [never]
    ? { readonly pathParams?: never }
    : { readonly pathParams: Readonly<Record<PathParams<Calls[K]['path']>, v.GenericSchema>> }) &
  ([QueryName<K>] extends [never]
    ? { readonly queryParams?: never; readonly asks?: never }
    : {
        readonly queryParams: Readonly<Record<QueryName<K>, v.GenericSchema>>;
        readonly asks?: Asks<QueryName<K>>;
      }) &
  (Calls[K]['method'] extends 'POST'
    ? { readonly body: v.GenericSchema; readonly status: 201 }
    : { readonly body?: never; readonly status?: never });

/**
 * Parameters are declared as the values they stand for (a number, a choice), with the words a
 * refusal says; the provider reads them from the address's text (`paramReader`, params.ts), so a
 * number typed on a Bangla keyboard is the same number. A refusal says the schema's message,
 * unless the schema's `REFUSAL` metadata says more (a `ParamRefusal`).
 */
export const REFUSAL = 'refusal';

export interface ParamRefusal {
  /** The refusal's sentence; the schema's message then goes under `errors`, by the field's name. */
  readonly sentence?: string;
  /** The case, for a client that words it itself. */
  readonly code?: string;
}

const refusal = (said: ParamRefusal) =>
  v.metadata<string, { [REFUSAL]: ParamRefusal }>({ [REFUSAL]: said });

const wholeNumberOf = (label: string) =>
  wholeNumber(`${label} must be a whole number, for example 1.`);
const described = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.pipe(schema, v.description(text));
const list = <S extends v.GenericSchema>(item: S) => v.array(item);
const id = (label: string, text: string) => described(wholeNumberOf(label), text);

/**
 * More than this many a page reads as this many, as Django REST framework's `max_page_size` does:
 * a school's own provider is most likely one, so a client must expect the cap, not a refusal,
 * and the reference provider behaves the same. The site never asks for more than `PAGE_SIZE`.
 */
export const MAX_PAGE_SIZE = 100;

const page = v.optional(described(wholeNumberOf('The page number'), 'The page, from 1.'), 1);
const pageSize = v.optional(
  described(
    v.pipe(
      wholeNumberOf('The page size'),
      v.transform((n) => Math.min(n, MAX_PAGE_SIZE)),
    ),
    `Items per page (default ${PAGE_SIZE}); more than ${MAX_PAGE_SIZE} reads as ${MAX_PAGE_SIZE}.`,
  ),
  PAGE_SIZE,
);
/** The page and its size, as every paged list reads them (the office's lists too). */
export const PAGE_PARAMS = { page, page_size: pageSize } as const;
const classId = id('The class', 'The class (`id` of `/class-configs`).');
const sessionStartYear = id(
  'The session year',
  'For a class organised by session: the session’s start year.',
);
const yearName = described(
  v.pipe(v.string(), v.trim()),
  'For a class organised by year: the academic year’s name, e.g. `2026`.',
);
const ROLL_MESSAGE = 'The roll number must be a whole number, for example 1.';
const NOT_A_TOKEN =
  'This is not a result code from a report card. Please check that it was copied completely.';
const DOB_MESSAGE = 'Enter the date of birth as year-month-day, for example 2012-03-14.';

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
      download_type: v.picklist(
        DOWNLOAD_TYPES,
        `Choose a document type: ${DOWNLOAD_TYPES.join(', ')}.`,
      ),
      academic_session_year__start_year: sessionStartYear,
      academic_year__name: yearName,
    },
    asks: {
      always: ['class_id', 'download_type'],
      oneOf: ['academic_session_year__start_year', 'academic_year__name'],
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
        v.pipe(
          // A number, or the text a visitor typed.
          v.union([v.string(), v.number()], ROLL_MESSAGE),
          v.transform((given: string | number) => parseRoll(given)),
          v.string(ROLL_MESSAGE),
          v.transform(Number),
        ),
        `The roll number, 1–${MAX_ROLL_DIGITS} digits; Bangla digits (১১০০০১) read the same.`,
      ),
      academicYearId: id('The academic year', 'The academic year (`id` of `/admission-years`).'),
      examId: id('The exam', 'The exam (`id` of `/api/exams`).'),
    },
    queryParams: {
      dob: described(
        v.pipe(
          v.string(DOB_MESSAGE),
          v.trim(),
          // Typed on a Bangla keyboard (২০১২-০৩-১৪) it is the same date.
          v.transform(toAsciiDigits),
          v.isoDate(DOB_MESSAGE),
          v.check(isCalendarDate, DOB_MESSAGE),
          refusal({ sentence: 'The date of birth could not be read.' }),
        ),
        'The student’s date of birth, `YYYY-MM-DD`: needed only when the school requires it (the 400 then says `code: dob-required`).',
      ),
    },
    answer: list(e.ExamResultSchema),
  },
  getStudentProfile: {
    tag: 'People',
    summary: 'One student.',
    pathParams: { studentId: id('The student id', 'The student’s id (a result’s `id`).') },
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
        v.picklist(
          ROLE_FILTERS,
          'role_filter must be "include" (teachers) or "exclude" (other staff).',
        ),
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
    asks: {
      always: ['class_id'],
      oneOf: ['academic_session_year__start_year', 'academic_year__name'],
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
      token: described(
        v.pipe(
          v.string(NOT_A_TOKEN),
          v.maxLength(1000, NOT_A_TOKEN),
          refusal({ code: 'malformed' }),
        ),
        'A result’s `token`.',
      ),
    },
    answer: e.ResultVerificationSchema,
  },
  getFees: {
    tag: 'Academics',
    extension: true,
    summary:
      'The fees of each class for a session: each head (admission, tuition, exam, session charges…) with its amount in taka and how often it is paid.',
    answer: list(e.FeeScheduleSchema),
  },
  getClassRoutines: {
    tag: 'Academics',
    extension: true,
    summary:
      'The weekly class routine of each class (its section and shift): the periods and their hours, and each day’s subject and teacher per period.',
    queryParams: { class_id: classId },
    answer: list(e.ClassRoutineSchema),
  },
  getExamRoutines: {
    tag: 'Academics',
    extension: true,
    summary: 'The routine of each exam for each class: date, time, subject and full marks.',
    answer: list(e.ExamRoutineSchema),
  },
  getSeatPlans: {
    tag: 'Academics',
    extension: true,
    summary: 'Where each class sits for an exam: the rooms and the roll numbers in each.',
    answer: list(e.SeatPlanSchema),
  },
  getSyllabi: {
    tag: 'Academics',
    extension: true,
    summary: 'Each class’s syllabus: a short text and, where there is one, the whole as a PDF.',
    answer: list(e.SyllabusSchema),
  },
  getAdmissionInfo: {
    tag: 'Academics',
    extension: true,
    summary:
      'What a family needs before applying: dates, fees, documents to bring and what happens next (a list; the first item is shown).',
    answer: list(e.AdmissionInfoSchema),
  },
} satisfies { [K in CallName]: Declared<K> };

type Schemas = typeof SCHEMAS;

/** One call of the contract: both halves, and its name. */
export type ContractCall<K extends CallName = CallName> = Calls[K] &
  Schemas[K] & { readonly name: K };

/** Every call of the contract, keyed by the client's method name. */
export const CONTRACT: { readonly [K in CallName]: ContractCall<K> } = joinHalves(CALLS, SCHEMAS);

/** What a call answers when it succeeds. */
export type Answer<K extends CallName> = v.InferOutput<Schemas[K]['answer']>;

/** `GET /downloads/`: class and type, plus a session start year or an academic year name. */
export type DownloadsQuery = QueryArg<ContractCall<'getDownloads'>>;
/** `GET /results/…`: the date of birth (`YYYY-MM-DD`), only for a provider that asks for it. */
export type ResultQuery = QueryArg<ContractCall<'getResults'>>;
/** `GET /api/staff-profiles/`: the page (20 to a page unless said), teachers or the others. */
export type StaffQuery = QueryArg<ContractCall<'getStaffProfiles'>>;
/** `GET /class-routines`: the routines of one class (`class_id`), or of every class. */
export type ClassRoutinesQuery = QueryArg<ContractCall<'getClassRoutines'>>;
/** `GET /api/student-profiles/`: a class, plus a session start year or an academic year name. */
export type StudentsQuery = QueryArg<ContractCall<'getStudentProfiles'>>;

/** Loosely typed view of any call, for code that walks the whole table. */
export interface AnyCall extends Described, TableCall {
  readonly name: CallName;
  readonly method: 'GET' | 'POST';
  readonly tag: Tag;
  readonly query?: readonly string[];
  readonly queryParams?: Parameters;
  readonly pathParams?: Parameters;
  readonly body?: v.GenericSchema;
  readonly status?: 201;
  readonly defaults?: Readonly<Record<string, string | number>>;
}

/** The table as a list, in the order of spec §7. */
export const CONTRACT_CALLS: readonly AnyCall[] = Object.values(CONTRACT) as readonly AnyCall[];
