import type {
  AcademicSession,
  AdmissionYear,
  Banner,
  ClassConfig,
  CommitteeMember,
  Contact,
  Credential,
  DownloadItem,
  DressCode,
  Exam,
  Feature,
  GalleryPicture,
  GradeScaleEntry,
  HeadMessage,
  IconicStudent,
  ImportantLink,
  Institute,
  LinkGroup,
  Notice,
  SchoolEvent,
  SchoolHistory,
  SeatInfo,
  SiteColors,
  StaffProfile,
  StudentListItem,
  Testimonial,
  Video,
  WelcomeSpeech,
} from '@school/api';
import type { Generated } from 'kysely';

/**
 * A table that stores an entity as the contract answers it: a column per field, named as the
 * contract names it (a field the contract lets a provider leave out is still a column here:
 * NOT NULL unless the contract allows null), and a generated `id`.
 */
type Stored<T> = { id: Generated<number> } & {
  [K in Exclude<keyof T, 'id'>]-?: Exclude<T[K], undefined>;
};

/**
 * Tables of the reference provider. Most store one entity of the contract (`Stored<…>`), so a
 * field is added in one place, the contract, plus a migration: the Bengali twins of the school's
 * texts (`<field>_bn`, nullable) come so too. Lists that belong to one row
 * (history images, a link group's links, a result's subjects) are JSON text; booleans are
 * integers 0/1 so that the same rows work on SQLite and PostgreSQL; a field the provider answers
 * twice under two names (`degination`, a video's `heading`) is stored once.
 */
export interface Database {
  institutes: Stored<Institute>;
  contacts: Stored<Contact>;
  /** `description` (and its Bengali twin) is answered from `text`. */
  welcome_speeches: Stored<Omit<WelcomeSpeech, 'description' | 'description_bn'>>;
  site_colors: Stored<SiteColors>;
  notices: Stored<Notice>;
  events: Stored<SchoolEvent>;
  class_configs: Stored<ClassConfig>;
  admission_years: Stored<AdmissionYear>;
  academic_sessions: Stored<AcademicSession>;
  exams: Stored<Exam>;
  downloads: Stored<DownloadItem> & {
    class_id: number;
    download_type: string;
    admission_year_id: number | null;
    academic_session_id: number | null;
  };
  /** `class_name` (and its Bengali twin) is answered from the class. */
  seat_info: Stored<Omit<SeatInfo, 'class_name' | 'class_name_bn'>>;
  /** Answers `academic_session_id` as `academic_session_year`. */
  students: Stored<Omit<StudentListItem, 'academic_session_year'>> & {
    class_id: number;
    academic_session_id: number | null;
    /** `YYYY-MM-DD`, asked with the roll when the school requires it (RESULTS_REQUIRE_DOB). */
    dob: string | null;
  };
  results: {
    id: Generated<number>;
    student_id: number;
    roll_no: number;
    admission_year_id: number;
    exam_id: number;
    is_pass: number;
    gpa: number;
    obtained_marks: number;
    /** JSON array of SubjectDetail. */
    subjects_details: string;
    /** The school's signature of the result as published (results/signing.ts); null until signed. */
    token: string | null;
  };
  /** Every public key that signed a result (never the private halves). */
  result_keys: {
    id: Generated<number>;
    kid: string;
    /** The Ed25519 public key, base64url (a JWK's `x`). */
    x: string;
    /** `YYYY-MM-DD`. */
    created: string;
    /** When the key stopped signing, `YYYY-MM-DD`; it still verifies what it signed. */
    retired: string | null;
  };
  grades: Stored<GradeScaleEntry>;
  staff: Stored<StaffProfile> & {
    /** 1 for the teaching roles (`role_filter=include`). */
    is_teacher: number;
    sort_order: number;
  };
  committees: Stored<Omit<CommitteeMember, 'degination' | 'degination_bn'>>;
  iconic_students: Stored<Omit<IconicStudent, 'degination' | 'degination_bn'>>;
  testimonials: Stored<Testimonial>;
  /** Messages from the head (`kind = 'head'`) and from another leader (`kind = 'other'`). */
  head_messages: Stored<HeadMessage> & { kind: 'head' | 'other' };
  banners: Stored<Banner>;
  gallery: Stored<Omit<GalleryPicture, 'featured'>> & { featured: number };
  videos: Stored<Omit<Video, 'heading' | 'heading_bn'>>;
  dress_codes: Stored<DressCode>;
  /** `images`: JSON array of image addresses. */
  school_history: Stored<Omit<SchoolHistory, 'images'>> & { images: string };
  features: Stored<Feature>;
  credentials: Stored<Credential>;
  important_links: Stored<ImportantLink>;
  /** `page_link`: JSON array of {title, title_bn?, link}. */
  link_groups: Stored<Omit<LinkGroup, 'page_link'>> & { page_link: string; sort_order: number };
  public_messages: {
    id: Generated<number>;
    name: string;
    phone_no: string;
    msg: string;
    email_id: string | null;
    subject: string | null;
    client_ip: string;
    created_at: string;
    /** The reference given to the sender: random, so it reveals no count. */
    public_id: string | null;
    /** The sender's Idempotency-Key: the same message sent again is stored once. */
    idempotency_key: string | null;
  };
  admission_applications: {
    id: Generated<number>;
    student_name: string;
    phone_number: string;
    class_id: number;
    /** The whole validated application as JSON, with the photo replaced by its stored file name. */
    payload: string;
    image_file: string | null;
    client_ip: string;
    created_at: string;
    /** The application number given to the parent: random, so it reveals no count. */
    public_id: string | null;
    /** Bytes this application keeps on disk (photo and form), for the hourly allowances. */
    stored_bytes: Generated<number>;
    /** The sender's Idempotency-Key: the same application sent again is stored once. */
    idempotency_key: string | null;
  };
}
