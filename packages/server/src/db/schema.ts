import type {
  AcademicSession,
  AdmissionInfo,
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
  Syllabus,
  Testimonial,
  Video,
  WelcomeSpeech,
} from '@school/api';
import type { InboxStatus, OfficeRole, PublishState } from '@school/api/office';
import type { Generated } from 'kysely';
import type { UploadKind } from '../uploads/kinds.ts';

/**
 * A table that stores an entity as the contract answers it: a column per field, named as the
 * contract names it (a field the contract lets a provider leave out is still a column here:
 * NOT NULL unless the contract allows null), and a generated `id`.
 */
type Stored<T> = { id: Generated<number> } & {
  [K in Exclude<keyof T, 'id'>]-?: Exclude<T[K], undefined>;
};

/** Where an admission or contact message stands in the office's inbox (migration 013). */
interface InboxState {
  status: Generated<InboxStatus>;
  /** When it was first opened in the office, and by whom (the account's name then). */
  read_at: string | null;
  read_by: string | null;
  handled_at: string | null;
  handled_by: string | null;
  /** When the office's email digest named it; null until one did (inbox/notifier.ts). */
  notified_at: string | null;
}

/** Who changed a row through the office last, and when (migration 011). */
interface Changed {
  changed_at: string | null;
  changed_by: string | null;
}

/**
 * A row the office publishes (migration 011): on the site when not hidden and published, or
 * scheduled and `publish_at` (ISO 8601, UTC) has come.
 */
type Published = Changed & {
  publish_state: Generated<PublishState>;
  publish_at: string | null;
  /** 1 when the office hid it (a row that has been public is hidden, never deleted). */
  hidden: Generated<number>;
};

/** The names a fact answers from its class (`/class-configs`), never stored with it. */
type ClassNames =
  | 'class_name'
  | 'class_name_bn'
  | 'section_name'
  | 'section_name_bn'
  | 'shift_name'
  | 'shift_name_bn'
  | 'group_name'
  | 'group_name_bn';

/** A fact of a class for a session, its lists (`L`) kept as JSON text. */
type FactOf<L extends string> = { id: Generated<number>; class_id: number; session: string } & {
  [K in L]: string;
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
  institutes: Stored<Institute> & Changed;
  contacts: Stored<Contact> & Changed;
  /** `description` (and its Bengali twin) is answered from `text`. */
  welcome_speeches: Stored<Omit<WelcomeSpeech, 'description' | 'description_bn'>> & Changed;
  site_colors: Stored<SiteColors> & Changed;
  notices: Stored<Notice> & Published;
  events: Stored<SchoolEvent> & Published;
  class_configs: Stored<ClassConfig> & Published;
  admission_years: Stored<AdmissionYear> & Published;
  academic_sessions: Stored<AcademicSession> & Published;
  exams: Stored<Exam> & Published;
  downloads: Stored<DownloadItem> & {
    class_id: number;
    download_type: string;
    admission_year_id: number | null;
    academic_session_id: number | null;
  } & Published;
  /** `class_name` (and its Bengali twin) is answered from the class. */
  seat_info: Stored<Omit<SeatInfo, 'class_name' | 'class_name_bn'>> & Published;
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
    /** 0 while its year and exam are unpublished (migration 012): kept, not served. */
    published: Generated<number>;
  };
  /** The papers each class sits, in the order its marks sheet lists them (migration 012). */
  class_papers: {
    id: Generated<number>;
    class_id: number;
    position: number;
    name: string;
    name_bn: string | null;
    total_marks: number;
    /** Two papers of one subject share a key; 0 for a paper alone. */
    subject_marge: number;
    /** 1 when only some students take it (a blank is allowed). */
    optional: number;
    changed_at: string | null;
    changed_by: string | null;
  };
  /** An uploaded marks sheet, pending until published or discarded (results/imports.ts). */
  result_imports: {
    id: Generated<number>;
    admission_year_id: number;
    exam_id: number;
    file_name: string;
    format: 'xlsx' | 'csv';
    state: 'pending' | 'published' | 'discarded';
    /** JSON: the sheet as read (`ReadSheet`). */
    sheet: string;
    /** JSON array of the lines marked absent. */
    absent: Generated<string>;
    row_count: number;
    problem_count: number;
    /** JSON: what publishing did (`Changes`), once published. */
    outcome: string | null;
    uploaded_at: string;
    uploaded_by: string;
    published_at: string | null;
    published_by: string | null;
  };
  /** Students absent from an exam: no result is published for them. */
  result_absences: {
    roll_no: number;
    admission_year_id: number;
    exam_id: number;
    student_id: number;
    import_id: number;
    marked_at: string;
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
  /** `avatar_srcset` is answered from the upload the avatar names (uploads/variants.ts). */
  staff: Stored<Omit<StaffProfile, 'avatar_srcset'>> & {
    /** 1 for the teaching roles (`role_filter=include`). */
    is_teacher: number;
    sort_order: number;
  } & Published;
  committees: Stored<Omit<CommitteeMember, 'degination' | 'degination_bn'>> & Published;
  iconic_students: Stored<Omit<IconicStudent, 'degination' | 'degination_bn'>> & Published;
  testimonials: Stored<Testimonial> & Published;
  /** Messages from the head (`kind = 'head'`) and from another leader (`kind = 'other'`). */
  head_messages: Stored<HeadMessage> & { kind: 'head' | 'other' } & Published;
  /** A picture's `…_srcset` is answered from the upload it names (uploads/variants.ts). */
  banners: Stored<Omit<Banner, 'banner_image_srcset'>> & Published;
  gallery: Stored<Omit<GalleryPicture, 'featured' | 'galary_image_srcset'>> & {
    featured: number;
  } & Published;
  videos: Stored<Omit<Video, 'heading' | 'heading_bn'>> & Published;
  dress_codes: Stored<DressCode> & Published;
  /** `images`: JSON array of image addresses. */
  school_history: Stored<Omit<SchoolHistory, 'images'>> & { images: string } & Published;
  features: Stored<Feature> & Published;
  credentials: Stored<Credential> & Published;
  important_links: Stored<ImportantLink> & Published;
  /** `page_link`: JSON array of {title, title_bn?, link}. */
  link_groups: Stored<Omit<LinkGroup, 'page_link'>> & {
    page_link: string;
    sort_order: number;
  } & Published;
  /** The school's facts (migration 014): each row's lists are JSON text, its names from the class. */
  fees: FactOf<'heads'> & { note: string | null; note_bn: string | null } & Published;
  class_routines: FactOf<'periods' | 'classes'> & Published;
  exam_routines: FactOf<'papers'> & { exam_id: number } & Published;
  seat_plans: FactOf<'rooms'> & { exam_id: number } & Published;
  syllabi: Stored<Omit<Syllabus, ClassNames>> & Published;
  admission_info: Stored<AdmissionInfo> & Published;
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
  } & InboxState;
  /** Files the office uploaded (uploads/): never changed once written, as their addresses are cached. */
  media: {
    /** 16 hex digits, the first part of the file's address (`/media/<id>/<name>.<ext>`). */
    id: string;
    /** The readable name without its extension: the address's last part and the download's name. */
    name: string;
    content_type: string;
    kind: UploadKind;
    /** Bytes of the file the address serves (a picture's widest copy). */
    size: number;
    /** SHA-256 of those bytes, base64url: the ETag. */
    sha256: string;
    /** A picture's pixels; null for a PDF. */
    width: number | null;
    height: number | null;
    /** JSON array of a picture's narrower copies (`StoredVariant`), narrowest first. */
    variants: string;
    /** Bytes of every copy together, for the hourly allowance. */
    stored_bytes: number;
    created_at: string;
    /** The account that uploaded it, as the office names it. */
    uploaded_by: string;
  };
  /** The bytes of each copy, on PostgreSQL only (SQLite keeps them on disk; uploads/store.ts). */
  media_files: {
    media_id: string;
    /** `file` for the file the address serves, else a narrower copy's width. */
    variant: string;
    bytes: Buffer;
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
    /** The applying parent's name and mobile, searched beside the student's (migration 013). */
    parent_name: string | null;
    parent_phone: string | null;
  } & InboxState;
  /**
   * The office's email digest, one row (`id` 1) every provider process shares: a process claims
   * it (`claimed_by` until `claimed_until`) to send, so two never send the same digest.
   */
  inbox_notifier: {
    id: number;
    last_sent_at: string | null;
    /** Failed attempts since the last digest went; the next waits longer (backoff). */
    attempts: number;
    next_attempt_at: string | null;
    last_error: string | null;
    claimed_by: string | null;
    claimed_until: string | null;
  };
  /** The office's accounts (migration 008). Flags are 0 or 1. */
  office_users: {
    id: Generated<number>;
    name: string;
    /** `name` folded (office/names.ts): unique, so names differ by more than case. */
    name_key: string;
    role: OfficeRole;
    /** `scrypt$N$r$p$salt$hash` (office/passwords.ts). */
    password_hash: string;
    must_change_password: number;
    disabled: number;
    /** Base32; null until two-step sign-in is confirmed. */
    totp_secret: string | null;
    totp_pending: string | null;
    totp_last_step: number | null;
    created_at: string;
    updated_at: string;
  };
  office_sessions: {
    /** SHA-256 (base64url) of the cookie's random id: a copy of the table signs nobody in. */
    id_hash: string;
    user_id: number;
    csrf: string;
    created_at: string;
    last_seen_at: string;
  };
  office_tokens: {
    id: Generated<number>;
    user_id: number;
    name: string;
    /** SHA-256 (base64url) of the token. */
    token_hash: string;
    created_at: string;
    last_used_at: string | null;
    revoked_at: string | null;
  };
  /** Every change made through the office, and every sign-in (office/audit.ts). */
  audit_log: {
    id: Generated<number>;
    at: string;
    user_id: number | null;
    user_name: string;
    action: string;
    entity: string;
    entity_id: string | null;
    /** JSON, or null. */
    before: string | null;
    after: string | null;
    client: string;
  };
}
