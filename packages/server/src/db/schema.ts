import type { Generated } from 'kysely';

/**
 * Tables of the reference provider. Lists that belong to one row (history images, a link
 * group's links, a result's subjects) are JSON text; booleans are integers 0/1 so that the
 * same rows work on SQLite and PostgreSQL.
 */
export interface Database {
  institutes: {
    id: Generated<number>;
    institute_logo: string;
    institute_name: string;
    institute_eiin_no: string | null;
    institute_address: string;
    institute_fb: string;
    institute_youtube: string;
    headmaster_mobile: string;
    institute_email_address: string;
    institute_management_web: string;
    institute_web: string;
  };
  contacts: {
    id: Generated<number>;
    google_map: string;
    image: string;
    mobile: string;
    office_address: string;
    email: string;
  };
  welcome_speeches: { id: Generated<number>; text: string };
  site_colors: {
    id: Generated<number>;
    primary_color: string;
    secondary_color: string;
    background_color: string;
    text_color: string;
    primary_lite_color: string;
    menu_color: string;
  };
  notices: {
    id: Generated<number>;
    title: string;
    notice_title: string;
    notice_description: string;
    date: string;
    expire_date: string;
    file_attached: string | null;
  };
  events: {
    id: Generated<number>;
    title: string;
    start: string;
    end: string;
    image: string | null;
  };
  class_configs: {
    id: Generated<number>;
    class_name: string;
    section_name: string | null;
    shift_name: string | null;
    group_name: string | null;
  };
  admission_years: { id: Generated<number>; name: string };
  academic_sessions: { id: Generated<number>; start_year: number; end_year: number };
  exams: { id: Generated<number>; name: string };
  downloads: {
    id: Generated<number>;
    title: string;
    files: string;
    updated_at: string;
    class_id: number;
    download_type: string;
    admission_year_id: number | null;
    academic_session_id: number | null;
  };
  seat_info: { id: Generated<number>; class_id: number; no_of_seat: number };
  students: {
    id: Generated<number>;
    name: string;
    roll_no: number;
    avatar: string;
    class_id: number;
    admission_year_id: number;
    academic_session_id: number | null;
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
  };
  grades: { id: Generated<number>; min_mark: number; max_mark: number; gpa: number; grade: string };
  staff: {
    id: Generated<number>;
    name: string;
    designation: string;
    registration: string;
    role: string;
    avatar: string;
    /** 1 for the teaching roles (`role_filter=include`). */
    is_teacher: number;
    sort_order: number;
  };
  committees: { id: Generated<number>; img: string; name: string; designation: string };
  iconic_students: {
    id: Generated<number>;
    name: string;
    designation: string;
    batch_year: string;
    image: string;
    test: string;
  };
  testimonials: {
    id: Generated<number>;
    name: string;
    profession: string;
    star: number;
    text: string;
    testimonial_image: string;
  };
  /** Messages from the head (`kind = 'head'`) and from another leader (`kind = 'other'`). */
  head_messages: {
    id: Generated<number>;
    kind: 'head' | 'other';
    img: string;
    name: string;
    facebook: string;
    linkedin: string;
    whatsapps: string;
    text: string;
    heading: string;
  };
  banners: { id: Generated<number>; status: string; banner_image: string };
  gallery: { id: Generated<number>; galary_image: string; featured: number };
  videos: { id: Generated<number>; title: string; link: string };
  dress_codes: { id: Generated<number>; dress_image: string; description: string };
  school_history: {
    id: Generated<number>;
    heading: string;
    text: string;
    /** JSON array of image addresses. */
    images: string;
  };
  features: { id: Generated<number>; title: string; service_text: string; icon: string };
  credentials: { id: Generated<number>; headline: string; image: string; o_image: string };
  important_links: { id: Generated<number>; headline: string; link: string; image: string | null };
  link_groups: {
    id: Generated<number>;
    name: string;
    /** JSON array of {title, link}. */
    page_link: string;
    sort_order: number;
  };
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
  };
}
