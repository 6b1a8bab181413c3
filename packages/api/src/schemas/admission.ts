import * as v from 'valibot';
import {
  BLOOD_GROUPS,
  DISABILITIES,
  GENDERS,
  GROUPS,
  NATIONALITIES,
  PARENTS,
  RELIGIONS,
} from '../contract/choices.ts';
import {
  digits,
  emailAddress,
  formObject,
  isCalendarDate,
  mobile,
  optionalField,
  optionalNullableInt,
  plainText,
  positiveInt,
  requiredText,
  type ValidationResult,
  validate,
} from './common.ts';
import { photoDataUrl } from './photo.ts';

const NAME_TOO_LONG = 'Keep the name to 100 characters or fewer.';
const DOB_MESSAGE = 'Enter a real date of birth in the past.';
const EARLIEST_DOB = '1950-01-01';
// Bangladesh has one time zone and no daylight saving: "today" is the school's today.
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

function todayInDhaka(): string {
  return new Date(Date.now() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

const dateOfBirth = v.pipe(
  v.string(DOB_MESSAGE),
  v.trim(),
  v.check(isCalendarDate, DOB_MESSAGE),
  // ISO dates compare as strings.
  v.check((s) => s < todayInDhaka(), DOB_MESSAGE),
  v.check((s) => s >= EARLIEST_DOB, 'Enter a date of birth from 1950 onwards.'),
);

const studentUser = formObject(
  {
    name: requiredText("Enter the student's name in English.", 100, NAME_TOO_LONG),
    nameBn: requiredText("Enter the student's name in Bangla.", 100, NAME_TOO_LONG),
    dob: dateOfBirth,
    gender: v.picklist(GENDERS, 'Choose a gender.'),
    bloodGroup: v.picklist(BLOOD_GROUPS, 'Choose a blood group.'),
    religion: v.picklist(RELIGIONS, 'Choose a religion.'),
    nationality: v.picklist(NATIONALITIES, 'Choose a nationality.'),
    phone_number: mobile(),
    email: optionalField(emailAddress()),
    nid: digits(/^\d{17}$/, 'Enter the 17-digit birth registration number.'),
    disability: v.picklist(DISABILITIES, 'Choose whether the student has a disability.'),
  },
  "Fill in the student's details.",
);

const studentProfile = formObject(
  {
    class_id: positiveInt('Choose a class.'),
    group: v.picklist(GROUPS, 'Choose a group.'),
    image: optionalField(photoDataUrl),
    admission_year_id: positiveInt('Choose an admission year.'),
    academic_session_year: optionalNullableInt('Choose an academic session.'),
    roll_no: optionalNullableInt('Enter the roll number as a whole number, e.g. 12.'),
  },
  'Fill in the admission details.',
);

const parentUser = formObject(
  {
    email: optionalField(emailAddress()),
    phone_number: mobile(),
    name: requiredText("Enter the parent's name.", 100, NAME_TOO_LONG),
    nid: digits(
      /^(?:\d{10}|\d{13}|\d{17})$/,
      "Enter the parent's national ID number: 10, 13 or 17 digits.",
    ),
  },
  "Fill in the parent's details.",
);

const parentProfile = formObject(
  {
    parent: v.picklist(PARENTS, 'Choose who is applying: Father, Mother or other.'),
    relation: requiredText(
      'Enter the relation to the student.',
      50,
      'Keep the relation to 50 characters or fewer.',
    ),
    occupation: requiredText(
      'Enter the occupation.',
      100,
      'Keep the occupation to 100 characters or fewer.',
    ),
    father_name: requiredText("Enter the father's name.", 100, NAME_TOO_LONG),
    mother_name: requiredText("Enter the mother's name.", 100, NAME_TOO_LONG),
    g_name: optionalField(plainText(100, NAME_TOO_LONG)),
    father_mobile_no: optionalField(mobile()),
    mother_mobile_no: optionalField(mobile()),
    g_mobile_no: optionalField(mobile()),
  },
  "Fill in the family's details.",
);

/** A group left out is checked as an empty one, so each of its required fields says what it needs. */
function group<S extends v.GenericSchema>(schema: S) {
  return v.optional(schema, () => ({}) as never);
}

/** `POST /api/create-student-parent/`. */
export const admissionSchema = formObject(
  {
    student_user: group(studentUser),
    student_profile: group(studentProfile),
    parent_user: group(parentUser),
    parent_profile: group(parentProfile),
  },
  'The application could not be read. Please fill in the form and send it again.',
);

/** `POST /api/create-student-parent/`. */
export type AdmissionApplication = v.InferOutput<typeof admissionSchema>;
export type AdmissionStudentUser = AdmissionApplication['student_user'];
export type AdmissionStudentProfile = AdmissionApplication['student_profile'];
export type AdmissionParentUser = AdmissionApplication['parent_user'];
export type AdmissionParentProfile = AdmissionApplication['parent_profile'];

export function validateAdmission(input: unknown): ValidationResult<AdmissionApplication> {
  return validate(admissionSchema, input);
}
