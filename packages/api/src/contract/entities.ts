import * as v from 'valibot';
import { type BengaliTwin, bengaliTwin } from '../bengali.ts';
import { BANNER_STATUSES, FEE_PERIODS, type SITE_COLOR_KEYS, WEEKDAYS } from './choices.ts';

/**
 * The answers of the contract (spec §3) as valibot schemas; the entity types are inferred from
 * them. Field names are the contract's, misspellings included (`galary_image`, `degination`,
 * `subject_marge`, `whatsapps`). A field the spec marks optional, or that the reference provider
 * sends beyond the spec (an `id`, say), is optional here: another school's provider sends only
 * the contract's fields. Every `XSchema` exported here is a named model of the OpenAPI document.
 */

/** Marks a schema as the address of a file (a picture, a document). */
export const MEDIA = { media: true } as const;

/**
 * The address of a file. The reference provider stores them root-relative (`/media/…`) and
 * answers them absolute, built from its public address; other providers may send either.
 */
export function mediaUrl(description = 'Address of a file.') {
  return v.pipe(v.string(), v.metadata(MEDIA), v.description(description));
}

/** True for a schema made by `mediaUrl()`. */
export function isMediaUrl(schema: v.GenericSchema): boolean {
  return 'pipe' in schema && (v.getMetadata(schema as never) as { media?: boolean }).media === true;
}

/** Marks a schema as a picture's copies in several widths (HTML's `srcset`). */
export const SRCSET = { srcset: true } as const;

/**
 * `<field>_srcset`: the picture of `field` in several widths, as HTML's `srcset` (`<address>
 * 480w, <address> 960w`), so a phone loads a small copy. Beyond the spec and optional: a
 * provider that sends one address per picture leaves it out, and the widgets load that address.
 * The reference provider sends it for the pictures the office uploaded, root-relative addresses
 * made absolute as media fields are.
 */
export function mediaSrcset(field: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.metadata(SRCSET),
      v.description(
        `\`${field}\` in several widths, as HTML's srcset ("<address> 480w, <address> 960w"). Optional.`,
      ),
    ),
  );
}

/** True for the schema inside `mediaSrcset()`. */
export function isMediaSrcset(schema: v.GenericSchema): boolean {
  return (
    'pipe' in schema && (v.getMetadata(schema as never) as { srcset?: boolean }).srcset === true
  );
}

const id = v.pipe(v.number(), v.integer());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const described = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.pipe(schema, v.description(text));
const date = described(v.pipe(v.string(), v.isoDate()), 'A date, `YYYY-MM-DD`.');
const dateTime = described(
  v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T/)),
  'A date-time, `YYYY-MM-DDTHH:mm:ss`; only the date part is shown.',
);
/** Sent by the reference provider; other providers may leave it out. */
const extra = <S extends v.GenericSchema>(schema: S) => v.optional(schema);
/** Optional in the contract: left out or null. */
const maybe = <S extends v.GenericSchema>(schema: S) => v.nullish(schema);
/** A field beyond the spec on a call of the spec: left out, null or blank means none. */
const beyond = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.optional(v.nullable(described(schema, text)));

/** The Bengali twin of a text field (see ../bengali.ts): optional, and null means "none". */
const twinOf = (field: string) =>
  v.optional(
    v.nullable(
      described(
        v.string(),
        `\`${field}\` in Bengali, when the school wrote it; a page in Bengali shows it instead of \`${field}\`, which it shows when this is absent, null or blank.`,
      ),
    ),
  );
type TwinSchema = ReturnType<typeof twinOf>;

/**
 * An entity's fields and, for each of `fields`, its Bengali twin (`<field>_bn`, optional): every
 * text the school writes, declared once. The twins come after the spec's fields.
 */
export function bilingual<E extends v.ObjectEntries, const F extends keyof E & string>(
  entries: E,
  fields: readonly F[],
): E & { readonly [K in F as BengaliTwin<K>]: TwinSchema } {
  const twins = Object.fromEntries(fields.map((field) => [bengaliTwin(field), twinOf(field)]));
  return { ...entries, ...twins } as E & { readonly [K in F as BengaliTwin<K>]: TwinSchema };
}

// Institute and site ------------------------------------------------------------------------

/** `GET /api/institute` — a list; the first item is the school. */
export const InstituteSchema = v.object(
  bilingual(
    {
      id: extra(id),
      institute_logo: mediaUrl('The school’s logo.'),
      institute_name: v.string(),
      institute_eiin_no: v.nullable(
        described(
          v.string(),
          'The EIIN number; some providers send the text `None` when there is none.',
        ),
      ),
      institute_address: v.string(),
      institute_fb: v.string(),
      institute_youtube: v.string(),
      headmaster_mobile: v.string(),
      institute_email_address: v.string(),
      institute_management_web: v.string(),
      institute_web: v.string(),
    },
    ['institute_name', 'institute_address'],
  ),
);
export type Institute = v.InferOutput<typeof InstituteSchema>;

/** `GET /contacts` — a list; the first item is used. */
export const ContactSchema = v.object(
  bilingual(
    {
      id: extra(id),
      google_map: described(v.string(), 'Address of a map to embed.'),
      image: mediaUrl(),
      mobile: v.string(),
      office_address: v.string(),
      email: v.string(),
      reply_days: v.optional(
        v.nullable(
          described(
            v.pipe(v.number(), v.integer(), v.minValue(1)),
            'Beyond the spec, optional: the working days the school usually takes to answer a message; the contact form says so after sending. Absent or null: it says nothing about it.',
          ),
        ),
      ),
    },
    ['office_address'],
  ),
);
export type Contact = v.InferOutput<typeof ContactSchema>;

/** `GET /welcome-speeches/` — a list; the first item's text is used. */
export const WelcomeSpeechSchema = v.object(
  bilingual(
    {
      id: extra(id),
      text: v.string(),
      description: described(
        v.string(),
        'The same words; the welcome-speech page reads this name.',
      ),
    },
    ['text', 'description'],
  ),
);
export type WelcomeSpeech = v.InferOutput<typeof WelcomeSpeechSchema>;

const colour = described(v.string(), 'A CSS colour, e.g. `#1b5e20`.');

/** `GET /site-color` — the six theme colours. */
export const SiteColorsSchema = v.object({
  primary_color: colour,
  secondary_color: colour,
  background_color: colour,
  text_color: colour,
  primary_lite_color: colour,
  menu_color: colour,
} satisfies Record<(typeof SITE_COLOR_KEYS)[number], v.GenericSchema>);
export type SiteColors = v.InferOutput<typeof SiteColorsSchema>;

// Notices and events ------------------------------------------------------------------------

/** `GET /notices` — every notice; clients keep those whose `expire_date` is today or later. */
export const NoticeSchema = v.object(
  bilingual(
    {
      id,
      title: v.string(),
      notice_title: v.string(),
      notice_description: v.string(),
      date: described(date, 'Publication date, `YYYY-MM-DD`.'),
      expire_date: described(date, 'Last day the notice is current, `YYYY-MM-DD`.'),
      file_attached: maybe(mediaUrl('An attached document, when there is one.')),
    },
    ['title', 'notice_title', 'notice_description'],
  ),
);
export type Notice = v.InferOutput<typeof NoticeSchema>;

/** `GET /events` — clients keep events whose `end` is today or later. */
export const SchoolEventSchema = v.object(
  bilingual(
    {
      id,
      title: v.string(),
      start: dateTime,
      end: dateTime,
      image: maybe(mediaUrl()),
      place: beyond(v.string(), 'Where it takes place. Optional, beyond the spec.'),
      description: beyond(
        v.string(),
        'What happens, in a few sentences. Optional, beyond the spec.',
      ),
    },
    ['title', 'place', 'description'],
  ),
);
export type SchoolEvent = v.InferOutput<typeof SchoolEventSchema>;

// Academics ---------------------------------------------------------------------------------

/** `GET /class-configs` — a class as the school runs it. */
export const ClassConfigSchema = v.object(
  bilingual(
    {
      id,
      class_name: v.string(),
      section_name: maybe(v.string()),
      shift_name: maybe(v.string()),
      group_name: maybe(
        described(
          v.string(),
          'Present for classes organised by session (XI–XII); absent means by academic year.',
        ),
      ),
    },
    ['class_name', 'section_name', 'shift_name', 'group_name'],
  ),
);
export type ClassConfig = v.InferOutput<typeof ClassConfigSchema>;

/** `GET /admission-years` — an academic year such as `2026`. */
export const AdmissionYearSchema = v.object({ id, name: v.string() });
export type AdmissionYear = v.InferOutput<typeof AdmissionYearSchema>;

/** `GET /academic-sessions` — a session such as 2025–2026. */
export const AcademicSessionSchema = v.object({
  id,
  start_year: v.pipe(v.number(), v.integer()),
  end_year: v.pipe(v.number(), v.integer()),
});
export type AcademicSession = v.InferOutput<typeof AcademicSessionSchema>;

/** `GET /api/exams`. */
export const ExamSchema = v.object(bilingual({ id, name: v.string() }, ['name']));
export type Exam = v.InferOutput<typeof ExamSchema>;

/** `GET /downloads/` — an academic document. */
export const DownloadItemSchema = v.object(
  bilingual(
    {
      id,
      title: v.string(),
      files: mediaUrl('The document.'),
      updated_at: described(v.string(), 'Date of the last change, `YYYY-MM-DD`.'),
    },
    ['title'],
  ),
);
export type DownloadItem = v.InferOutput<typeof DownloadItemSchema>;

/** `GET /seat-info/` — seats per class. */
export const SeatInfoSchema = v.object(
  bilingual(
    {
      id: extra(id),
      class_id: id,
      class_name: extra(described(v.string(), 'Name of the class, for display.')),
      no_of_seat: count,
    },
    ['class_name'],
  ),
);
export type SeatInfo = v.InferOutput<typeof SeatInfoSchema>;

// Results -----------------------------------------------------------------------------------

/** One paper of a result. Two papers of one subject share a non-zero `subject_marge`; 0 stands alone. */
export const SubjectDetailSchema = v.object(
  bilingual(
    {
      subject_name: v.string(),
      subject_marge: described(
        v.pipe(v.number(), v.integer()),
        'Two papers of one subject share a non-zero key; 0 stands alone.',
      ),
      obtained_marks: v.number(),
      total_marks: v.number(),
      percentage: described(v.number(), 'obtained / total × 100, unrounded.'),
      grade: described(v.string(), 'Letter grade, e.g. `A+`.'),
    },
    ['subject_name'],
  ),
);
export type SubjectDetail = v.InferOutput<typeof SubjectDetailSchema>;

/** `GET /results/{roll}/{academicYearId}/{examId}` answers a list whose first element is this. */
export const ExamResultSchema = v.object({
  id: described(id, 'The student’s id (for `/api/student-profile/{id}`).'),
  subjects_details: v.array(SubjectDetailSchema),
  is_pass: v.boolean(),
  gpa: v.number(),
  obtained_marks: described(v.number(), 'Total of all obtained marks.'),
  token: v.optional(
    described(
      v.string(),
      'The school’s signature of this result (see docs/result-tokens.md), made when it was published or corrected; the report card’s QR code carries it. Providers that do not sign results leave it out.',
    ),
  ),
});
export type ExamResult = v.InferOutput<typeof ExamResultSchema>;

/** One public key of the school's result signatures, as a JSON Web Key (RFC 8037). */
export const ResultKeySchema = v.object({
  kty: v.literal('OKP'),
  crv: v.literal('Ed25519'),
  x: described(v.string(), 'The public key, 32 bytes in base64url.'),
  kid: described(v.string(), 'The key’s id, as a result token names it.'),
  alg: v.optional(v.literal('EdDSA')),
  use: v.optional(v.literal('sig')),
  created: v.optional(described(date, 'When the key was made.')),
  retired: v.optional(
    v.nullable(described(date, 'When the key stopped signing; it still verifies.')),
  ),
});
export type ResultKey = v.InferOutput<typeof ResultKeySchema>;

/** `GET /.well-known/result-keys.json`: every key that signed a result, the current one first. */
export const ResultKeysSchema = v.object({ keys: v.array(ResultKeySchema) });
export type ResultKeys = v.InferOutput<typeof ResultKeysSchema>;

/** `GET /result-verification/{token}`: is the result a token stands for still the current one? */
export const ResultVerificationSchema = v.object(
  bilingual(
    {
      status: described(
        v.picklist(['current', 'corrected', 'withdrawn']),
        '`current`: the token’s figures are the published ones. `corrected`: the school has published other figures since (`result`, `token`, `corrected_on`). `withdrawn`: the school publishes no result for that roll, year and exam any more.',
      ),
      corrected_on: v.optional(described(date, 'When the figures now published were signed.')),
      token: v.optional(described(v.string(), 'The current result’s token.')),
      result: v.optional(ExamResultSchema),
      student_name: v.optional(v.string()),
      class_name: v.optional(v.nullable(v.string())),
      year_name: v.optional(v.string()),
      exam_name: v.optional(v.string()),
    },
    ['student_name', 'class_name', 'exam_name'],
  ),
);
export type ResultVerification = v.InferOutput<typeof ResultVerificationSchema>;

/** `GET /api/grades` — one band of the grade scale. */
export const GradeScaleEntrySchema = v.object({
  min_mark: v.number(),
  max_mark: v.number(),
  gpa: v.number(),
  grade: extra(described(v.string(), 'Letter grade of the band.')),
});
export type GradeScaleEntry = v.InferOutput<typeof GradeScaleEntrySchema>;

// People ------------------------------------------------------------------------------------

/** `GET /api/student-profile/{id}`. */
export const StudentProfileSchema = v.object(
  bilingual(
    {
      id: extra(id),
      name: v.string(),
      roll: v.pipe(v.number(), v.integer()),
      roll_no: v.pipe(v.number(), v.integer()),
      class_id: id,
      admission_year_id: described(id, 'Shown as Session on the result card.'),
    },
    ['name'],
  ),
);
export type StudentProfile = v.InferOutput<typeof StudentProfileSchema>;

/** An item of `GET /api/student-profiles/`. */
export const StudentListItemSchema = v.object(
  bilingual(
    {
      id,
      name: v.string(),
      roll_no: v.pipe(v.number(), v.integer()),
      avatar: mediaUrl(),
      admission_year_id: id,
      academic_session_year: v.nullable(
        described(id, 'The academic session’s id, for classes organised by session.'),
      ),
    },
    ['name'],
  ),
);
export type StudentListItem = v.InferOutput<typeof StudentListItemSchema>;

/** An item of `GET /api/staff-profiles/`. */
export const StaffProfileSchema = v.object({
  ...bilingual(
    {
      id: extra(id),
      name: v.string(),
      designation: v.string(),
      registration: v.string(),
      role: v.string(),
      avatar: mediaUrl(),
    },
    ['name', 'designation', 'role'],
  ),
  avatar_srcset: mediaSrcset('avatar'),
});
export type StaffProfile = v.InferOutput<typeof StaffProfileSchema>;

const pageLink = (which: string) =>
  extra(v.nullable(described(v.string(), `Address of the ${which} page, or null.`)));

/** A page of a long list. */
export function pagedSchema<S extends v.GenericSchema>(item: S) {
  return v.object({
    count: described(count, 'Items in the whole list.'),
    next: pageLink('next'),
    previous: pageLink('previous'),
    results: v.array(item),
  });
}
type Page = v.InferOutput<ReturnType<typeof pagedSchema<v.GenericSchema>>>;
/** A page of a long list. `next`/`previous` are addresses of the neighbouring pages, or null. */
export type Paged<T> = { [K in keyof Page]: K extends 'results' ? T[] : Page[K] };

/** `GET /committees` (and `/committeeMembers.json`). The provider sends both spellings of designation. */
export const CommitteeMemberSchema = v.object(
  bilingual(
    {
      id: extra(id),
      img: mediaUrl(),
      name: v.string(),
      designation: v.string(),
      degination: described(v.string(), 'The same as `designation`, spelled so by the contract.'),
    },
    ['name', 'designation', 'degination'],
  ),
);
export type CommitteeMember = v.InferOutput<typeof CommitteeMemberSchema>;

/** `GET /iconic-students/` — alumni. A provider sends `degination` or `designation` (ours: both). */
export const IconicStudentSchema = v.object(
  bilingual(
    {
      id,
      name: v.string(),
      degination: v.optional(v.string()),
      designation: v.optional(v.string()),
      batch_year: v.string(),
      image: mediaUrl(),
      test: described(v.string(), 'The quote.'),
    },
    ['name', 'degination', 'designation', 'batch_year', 'test'],
  ),
);
export type IconicStudent = v.InferOutput<typeof IconicStudentSchema>;

/** `GET /testimonials`. */
export const TestimonialSchema = v.object(
  bilingual(
    {
      id: extra(id),
      name: v.string(),
      profession: v.string(),
      star: described(v.number(), 'Number of stars, 1–5.'),
      text: v.string(),
      testimonial_image: mediaUrl(),
    },
    ['name', 'profession', 'text'],
  ),
);
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

/** `GET /messages-from-head` and `/messages-from-other`. */
export const HeadMessageSchema = v.object(
  bilingual(
    {
      id: extra(id),
      img: mediaUrl(),
      name: v.string(),
      facebook: v.string(),
      linkedin: v.string(),
      whatsapps: v.string(),
      text: v.string(),
      heading: v.string(),
    },
    ['name', 'text', 'heading'],
  ),
);
export type HeadMessage = v.InferOutput<typeof HeadMessageSchema>;

// Gallery and media -------------------------------------------------------------------------

/** `GET /banners` — only `ACTIVE` banners are shown in the slider. */
export const BannerSchema = v.object({
  id,
  status: v.picklist(BANNER_STATUSES),
  banner_image: mediaUrl(),
  banner_image_srcset: mediaSrcset('banner_image'),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

/** `GET /gallery/` (and `/gallery.json`). */
export const GalleryPictureSchema = v.object(
  bilingual(
    {
      id,
      galary_image: mediaUrl('The picture (spelled so by the contract).'),
      galary_image_srcset: mediaSrcset('galary_image'),
      featured: v.boolean(),
      caption: beyond(
        v.string(),
        'What the picture shows, in a line; the gallery says it instead of "Picture 3 of 24". Optional, beyond the spec.',
      ),
    },
    ['caption'],
  ),
);
export type GalleryPicture = v.InferOutput<typeof GalleryPictureSchema>;

/** `GET /video-gallery/`. */
export const VideoSchema = v.object(
  bilingual(
    {
      id,
      title: v.string(),
      heading: described(v.string(), 'The same as `title`.'),
      link: described(v.string(), 'An embeddable video address.'),
    },
    ['title', 'heading'],
  ),
);
export type Video = v.InferOutput<typeof VideoSchema>;

/** `GET /dress-code/`. */
export const DressCodeSchema = v.object(
  bilingual(
    {
      id,
      dress_image: mediaUrl(),
      description: v.string(),
    },
    ['description'],
  ),
);
export type DressCode = v.InferOutput<typeof DressCodeSchema>;

// Content -----------------------------------------------------------------------------------

/** `GET /school-history` — the first item is used. */
export const SchoolHistorySchema = v.object(
  bilingual(
    {
      id: extra(id),
      heading: v.string(),
      text: v.string(),
      images: v.array(v.object({ image: mediaUrl() })),
    },
    ['heading', 'text'],
  ),
);
export type SchoolHistory = v.InferOutput<typeof SchoolHistorySchema>;

/** `GET /features`. */
export const FeatureSchema = v.object(
  bilingual(
    {
      id,
      title: v.string(),
      service_text: v.string(),
      icon: mediaUrl(),
    },
    ['title', 'service_text'],
  ),
);
export type Feature = v.InferOutput<typeof FeatureSchema>;

/** `GET /credentials` — the first item's images are shown under the list's headline. */
export const CredentialSchema = v.object(
  bilingual(
    {
      id: extra(id),
      headline: v.string(),
      image: mediaUrl(),
      o_image: mediaUrl(),
    },
    ['headline'],
  ),
);
export type Credential = v.InferOutput<typeof CredentialSchema>;

/** `GET /important-links`. */
export const ImportantLinkSchema = v.object(
  bilingual(
    {
      id: extra(id),
      headline: v.string(),
      link: v.string(),
      image: maybe(mediaUrl()),
    },
    ['headline'],
  ),
);
export type ImportantLink = v.InferOutput<typeof ImportantLinkSchema>;

/** `GET /link-names` — a named group of links. */
export const LinkGroupSchema = v.object(
  bilingual(
    {
      id: extra(id),
      name: v.string(),
      page_link: v.array(v.object(bilingual({ title: v.string(), link: v.string() }, ['title']))),
    },
    ['name'],
  ),
);
export type LinkGroup = v.InferOutput<typeof LinkGroupSchema>;

// The school's own facts (beyond the spec, issue 24) ----------------------------------------
// Calls a school's own provider may not have (`extension` in table.ts): the site then shows its
// labelled samples. Each names its class by `class_id` (an `id` of `/class-configs`) and, as
// `/seat-info/` does, may carry the class's names beside it, so a page needs no second call.

const time = described(
  v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  'A time of day, 24-hour `HH:mm` (Dhaka time).',
);
const amount = described(
  v.pipe(v.number(), v.minValue(0)),
  'Taka (BDT), a whole amount such as `1500`.',
);
const session = described(
  v.string(),
  'The session or academic year it is for, as the school writes it: `2026`, `2026-27`.',
);

/** The class a fact belongs to, with its names (the reference provider sends them). */
const classNamed = {
  class_id: described(id, 'The class (`id` of `/class-configs`).'),
  class_name: extra(described(v.string(), 'Name of the class, for display.')),
  section_name: extra(v.nullable(v.string())),
  shift_name: extra(v.nullable(v.string())),
  group_name: extra(v.nullable(v.string())),
} as const;
const CLASS_NAMES = ['class_name', 'section_name', 'shift_name', 'group_name'] as const;

/** The exam a fact belongs to, with its name. */
const examNamed = {
  exam_id: described(id, 'The exam (`id` of `/api/exams`).'),
  exam_name: extra(described(v.string(), 'Name of the exam, for display.')),
} as const;

/** One head of a class's fees: what it is for, how much, and how often. */
export const FeeHeadSchema = v.object(
  bilingual(
    {
      head: described(v.string(), 'What it pays for: `Admission fee`, `Tuition fee`…'),
      amount,
      per: described(
        v.picklist(FEE_PERIODS),
        '`once` (at admission), `month`, `year` (session charges) or `exam` (each exam).',
      ),
    },
    ['head'],
  ),
);
export type FeeHead = v.InferOutput<typeof FeeHeadSchema>;

/** `GET /fees` — a class's fees for a session. */
export const FeeScheduleSchema = v.object(
  bilingual(
    {
      id: extra(id),
      ...classNamed,
      session,
      heads: v.array(FeeHeadSchema),
      note: v.optional(v.nullable(described(v.string(), 'A line under the fees, or null.'))),
    },
    [...CLASS_NAMES, 'note'],
  ),
);
export type FeeSchedule = v.InferOutput<typeof FeeScheduleSchema>;

/** A period of a class routine: its number and its hours. */
export const RoutinePeriodSchema = v.object({
  period: described(v.pipe(v.number(), v.integer(), v.minValue(1)), 'The period, from 1.'),
  start: time,
  end: time,
});
export type RoutinePeriod = v.InferOutput<typeof RoutinePeriodSchema>;

/** One class of the week: a day, a period, its subject and teacher. */
export const RoutineClassSchema = v.object(
  bilingual(
    {
      day: described(v.picklist(WEEKDAYS), 'The day of the week, in English, lower case.'),
      period: described(v.pipe(v.number(), v.integer(), v.minValue(1)), 'One of `periods`.'),
      subject: v.string(),
      teacher: described(v.string(), 'Who teaches it; may be empty.'),
    },
    ['subject', 'teacher'],
  ),
);
export type RoutineClass = v.InferOutput<typeof RoutineClassSchema>;

/** `GET /class-routines` — the week of a class (its section and shift): days × periods. */
export const ClassRoutineSchema = v.object(
  bilingual(
    {
      id: extra(id),
      ...classNamed,
      session,
      periods: v.array(RoutinePeriodSchema),
      classes: v.array(RoutineClassSchema),
    },
    CLASS_NAMES,
  ),
);
export type ClassRoutine = v.InferOutput<typeof ClassRoutineSchema>;

/** One paper of an exam routine. */
export const ExamPaperSchema = v.object(
  bilingual(
    {
      date,
      start: time,
      end: time,
      subject: v.string(),
      full_marks: v.pipe(v.number(), v.integer(), v.minValue(0)),
    },
    ['subject'],
  ),
);
export type ExamPaper = v.InferOutput<typeof ExamPaperSchema>;

/** `GET /exam-routines` — an exam's papers for a class, in the order they are sat. */
export const ExamRoutineSchema = v.object(
  bilingual(
    {
      id: extra(id),
      ...examNamed,
      ...classNamed,
      session,
      papers: v.array(ExamPaperSchema),
    },
    ['exam_name', ...CLASS_NAMES],
  ),
);
export type ExamRoutine = v.InferOutput<typeof ExamRoutineSchema>;

/** A room of a seat plan and the rolls that sit in it. */
export const SeatRoomSchema = v.object(
  bilingual(
    {
      room: described(
        v.string(),
        'The room, as the school names it: `101`, `Science building 204`.',
      ),
      roll_from: v.pipe(v.number(), v.integer(), v.minValue(0)),
      roll_to: v.pipe(v.number(), v.integer(), v.minValue(0)),
    },
    ['room'],
  ),
);
export type SeatRoom = v.InferOutput<typeof SeatRoomSchema>;

/** `GET /seat-plans` — where a class sits for an exam: rooms and roll ranges. */
export const SeatPlanSchema = v.object(
  bilingual(
    {
      id: extra(id),
      ...examNamed,
      ...classNamed,
      session,
      rooms: v.array(SeatRoomSchema),
    },
    ['exam_name', ...CLASS_NAMES],
  ),
);
export type SeatPlan = v.InferOutput<typeof SeatPlanSchema>;

/** `GET /syllabi` — a class's syllabus: what it studies, and the board's PDF. */
export const SyllabusSchema = v.object(
  bilingual(
    {
      id: extra(id),
      ...classNamed,
      session,
      text: described(v.string(), 'The syllabus in short, as plain text (one subject a line).'),
      file: maybe(mediaUrl('The whole syllabus, a PDF, when there is one.')),
    },
    [...CLASS_NAMES, 'text'],
  ),
);
export type Syllabus = v.InferOutput<typeof SyllabusSchema>;

/** `GET /admission-info` — what a family needs to know before applying; the first item is shown. */
export const AdmissionInfoSchema = v.object(
  bilingual(
    {
      id: extra(id),
      title: described(v.string(), 'E.g. `Admission 2027: Classes Six and Eleven`.'),
      apply_from: described(date, 'The first day to apply.'),
      apply_until: described(date, 'The last day to apply.'),
      test_date: maybe(described(date, 'The admission test, when there is one.')),
      result_date: maybe(described(date, 'When the chosen applicants are published.')),
      application_fee: maybe(amount),
      fees: described(v.string(), 'The fees to pay on admission, one a line.'),
      documents: described(v.string(), 'The documents to bring, one a line.'),
      after: described(v.string(), 'What happens after applying, one step a line.'),
    },
    ['title', 'fees', 'documents', 'after'],
  ),
);
export type AdmissionInfo = v.InferOutput<typeof AdmissionInfoSchema>;

// Submissions -------------------------------------------------------------------------------

/** What the reference provider answers to an accepted submission (201). */
export const SubmissionReceiptSchema = v.object({
  id: described(
    v.union([v.string(), v.number()]),
    'The reference (an application number such as `A-7KQ4M-9XP2B`); other providers may send a number.',
  ),
  message: v.string(),
});
export type SubmissionReceipt = v.InferOutput<typeof SubmissionReceiptSchema>;

/** Every refusal of the reference provider. */
export const RefusalSchema = v.object({
  message: described(v.string(), 'What went wrong, in words a visitor can read.'),
  code: v.optional(
    described(
      v.string(),
      'Which case it is, for a page to word it in its own language (a result’s 404: `not-published`, `roll-not-found`, `no-match`; `dob-required`).',
    ),
  ),
});
export type Refusal = v.InferOutput<typeof RefusalSchema>;

/** What the reference provider answers to a rejected submission (400). */
export const ValidationErrorBodySchema = v.object({
  message: v.string(),
  errors: described(
    v.record(v.string(), v.string()),
    'Field path (`group.field`, or `field` for the contact message) → what is wrong, in plain words.',
  ),
});
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBodySchema>;
