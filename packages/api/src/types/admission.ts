/** `POST /public-msg/` — the home-page form sends only name, phone_no and msg. */
export interface PublicMessage {
  name: string;
  phone_no: string;
  msg: string;
  email_id?: string;
  subject?: string;
}

export const GENDERS = ['male', 'female', 'other'] as const;
export const BLOOD_GROUPS = ['a+', 'a-', 'b+', 'b-', 'ab+', 'ab-', 'o+', 'o-'] as const;
export const RELIGIONS = ['islam', 'hindu', 'christian', 'buddha', 'other'] as const;
export const NATIONALITIES = ['bangladesh', 'other'] as const;
export const GROUPS = ['general', 'science', 'commerce', 'arts'] as const;
export const DISABILITIES = ['no', 'yes'] as const;
export const PARENTS = ['Father', 'Mother', 'other'] as const;

export interface AdmissionStudentUser {
  name: string;
  nameBn: string;
  /** Date of birth, `YYYY-MM-DD`. */
  dob: string;
  gender: (typeof GENDERS)[number];
  bloodGroup: (typeof BLOOD_GROUPS)[number];
  religion: (typeof RELIGIONS)[number];
  nationality: (typeof NATIONALITIES)[number];
  phone_number: string;
  email?: string;
  /** Birth certificate number (17 digits) or NID. */
  nid: string;
  disability: (typeof DISABILITIES)[number];
}

export interface AdmissionStudentProfile {
  class_id: number;
  group: (typeof GROUPS)[number];
  /** A photo as a data URL (JPEG, PNG or WebP, at most 1 MB). */
  image?: string;
  admission_year_id: number;
  academic_session_year?: number | null;
  roll_no?: number | null;
}

export interface AdmissionParentUser {
  email?: string;
  phone_number: string;
  name: string;
  nid: string;
}

export interface AdmissionParentProfile {
  parent: (typeof PARENTS)[number];
  relation: string;
  occupation: string;
  father_name: string;
  mother_name: string;
  g_name?: string;
  father_mobile_no?: string;
  mother_mobile_no?: string;
  g_mobile_no?: string;
}

/** `POST /api/create-student-parent/`. */
export interface AdmissionApplication {
  student_user: AdmissionStudentUser;
  student_profile: AdmissionStudentProfile;
  parent_user: AdmissionParentUser;
  parent_profile: AdmissionParentProfile;
}

/** What the reference provider answers to an accepted submission (201). */
export interface SubmissionReceipt {
  /** The reference (an application number such as `A-7KQ4M-9XP2B`); other providers may send a number. */
  id: string | number;
  message: string;
}

/** What the reference provider answers to a rejected submission (400). */
export interface ValidationErrorBody {
  message: string;
  /** Field path (`group.field`, or `field` for the contact message) → what is wrong, in plain words. */
  errors: Record<string, string>;
}
