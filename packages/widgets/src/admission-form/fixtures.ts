import type {
  AcademicSession,
  AdmissionYear,
  ClassConfig,
  SubmissionReceipt,
  ValidationErrorBody,
} from '@school/api';

/**
 * What the provider lists and answers, and what a parent types, for stories and tests. Nothing
 * here ships.
 */
export const classes: ClassConfig[] = [
  // With the school's Bengali twins; the others have none.
  {
    id: 1,
    class_name: 'Six',
    section_name: 'A',
    shift_name: 'Morning',
    group_name: null,
    class_name_bn: 'ষষ্ঠ শ্রেণি',
    section_name_bn: 'ক',
    shift_name_bn: 'প্রভাতি',
  },
  { id: 2, class_name: 'Six', section_name: 'B', shift_name: 'Day', group_name: null },
  { id: 3, class_name: 'Nine', section_name: 'A', shift_name: 'Morning', group_name: null },
  { id: 11, class_name: 'XI', section_name: 'A', shift_name: 'Morning', group_name: 'Science' },
  // Only the contract's fields: another school's provider may send no more.
  { id: 12, class_name: 'XI' },
];

export const years: AdmissionYear[] = [
  { id: 2, name: '2025' },
  { id: 3, name: '2026' },
];

export const sessions: AcademicSession[] = [
  { id: 2, start_year: 2025, end_year: 2026 },
  { id: 3, start_year: 2026, end_year: 2027 },
];

/**
 * A whole application as a parent answers it (the photo apart), by the form's field paths: the
 * parent's name, the relation and the father's mobile are not asked (the father applies), nor a
 * roll number.
 */
export const typed: Record<string, string> = {
  'student_user.name': 'Nusrat Jahan',
  'student_user.nameBn': 'নুসরাত জাহান',
  'student_user.dob': '2014-03-09',
  'student_user.gender': 'female',
  'student_user.bloodGroup': 'b+',
  'student_user.religion': 'islam',
  'student_user.nationality': 'bangladesh',
  'student_user.phone_number': '01712-345678',
  'student_user.nid': '2014 2690 4123 45678',
  'student_user.disability': 'no',
  'student_profile.class_id': '1',
  'student_profile.group': 'general',
  'student_profile.admission_year_id': '3',
  'parent_user.phone_number': '+880 1812-345678',
  'parent_user.email': 'karim@example.com',
  'parent_user.nid': '1990269041',
  'parent_profile.parent': 'Father',
  'parent_profile.occupation': 'Schoolteacher',
  'parent_profile.father_name': 'Abdul Karim',
  'parent_profile.mother_name': 'Salma Begum',
};

/**
 * What the provider receives for `typed`: spec §3's four groups, numbers normalised, optional
 * blanks left out; the parent's name and the relation from "Applying as" (Father) and the
 * father's name, his mobile as the father's, no roll number (null).
 */
export const sent = {
  student_user: {
    name: 'Nusrat Jahan',
    nameBn: 'নুসরাত জাহান',
    dob: '2014-03-09',
    gender: 'female',
    bloodGroup: 'b+',
    religion: 'islam',
    nationality: 'bangladesh',
    phone_number: '01712345678',
    nid: '20142690412345678',
    disability: 'no',
  },
  student_profile: {
    class_id: 1,
    group: 'general',
    admission_year_id: 3,
    academic_session_year: null,
    roll_no: null,
  },
  parent_user: {
    email: 'karim@example.com',
    phone_number: '01812345678',
    name: 'Abdul Karim',
    nid: '1990269041',
  },
  parent_profile: {
    parent: 'Father',
    relation: 'Father',
    occupation: 'Schoolteacher',
    father_name: 'Abdul Karim',
    mother_name: 'Salma Begum',
    father_mobile_no: '01812345678',
  },
};

export const receipt: SubmissionReceipt = {
  id: 'A-7KQ4M-9XP2B',
  message: 'You have applied successfully.',
};

/** The reference provider's 400 for a class the browser's check let through. */
export const refusal: ValidationErrorBody = {
  message: 'Please correct the fields marked below and send the form again.',
  errors: { 'student_profile.class_id': 'Choose a class from the list.' },
};

/** The reference provider's 429, with how long to wait. */
export const TOO_MANY =
  'Too many submissions from your connection. Please wait 42 seconds and try again.';

/** A 1 × 1 JPEG as a data URL: a stand-in for a photo where nothing decodes it (jsdom). */
export const TINY_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
