/** `GET /api/student-profile/{id}`. */
export interface StudentProfile {
  id: number;
  name: string;
  roll: number;
  roll_no: number;
  class_id: number;
  /** Shown as Session on the result card. */
  admission_year_id: number;
}

/** An item of `GET /api/student-profiles/`. */
export interface StudentListItem {
  id: number;
  name: string;
  roll_no: number;
  avatar: string;
  admission_year_id: number;
  /** The academic session's id, for classes organised by session. */
  academic_session_year: number | null;
}

/** An item of `GET /api/staff-profiles/`. */
export interface StaffProfile {
  id: number;
  name: string;
  designation: string;
  registration: string;
  role: string;
  avatar: string;
}

/** A page of a long list. `next`/`previous` are addresses of the neighbouring pages, or null. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `role_filter=include` lists teachers (the teaching roles), `exclude` the other staff. */
export type RoleFilter = 'include' | 'exclude';

export interface StaffQuery {
  page?: number;
  /** Defaults to 20, as the site asks. */
  page_size?: number;
  role_filter?: RoleFilter;
}

export type StudentsQuery = {
  class_id: number;
  page?: number;
  page_size?: number;
} & (
  | { academic_session_year__start_year: number; academic_year__name?: never }
  | { academic_year__name: string; academic_session_year__start_year?: never }
);

/** `GET /committees` (and `/committeeMembers.json`). The provider sends both spellings of designation. */
export interface CommitteeMember {
  id: number;
  img: string;
  name: string;
  designation: string;
  degination: string;
}

/** `GET /iconic-students/` — alumni. */
export interface IconicStudent {
  id: number;
  name: string;
  degination: string;
  designation: string;
  batch_year: string;
  image: string;
  /** The quote. */
  test: string;
}

/** `GET /testimonials`. */
export interface Testimonial {
  id: number;
  name: string;
  profession: string;
  /** Number of stars, 1–5. */
  star: number;
  text: string;
  testimonial_image: string;
}

/** `GET /messages-from-head` and `/messages-from-other`. */
export interface HeadMessage {
  id: number;
  img: string;
  name: string;
  facebook: string;
  linkedin: string;
  whatsapps: string;
  text: string;
  heading: string;
}
