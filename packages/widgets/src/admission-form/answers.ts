import { type ClassConfig, groupOfClass } from '@school/api';

/**
 * The form asks each thing once; the application the provider receives is still exactly spec
 * §3's four groups. From the parent's answers (nested by the same dot paths) come:
 * - the parent's name: the father's or the mother's, by "Applying as", or the guardian's;
 * - the relation: Father or Mother by "Applying as" (a guardian says it);
 * - the applicant's mobile as the father's, mother's or guardian's mobile too;
 * - the group: the one the chosen class names (XI Science), asked only when it names none;
 * - the roll number: none (`null`): the school gives a roll once the student is admitted.
 */

type Answers = Record<string, Record<string, unknown> | undefined>;

const groupOf = (answers: Answers, name: string) => answers[name] ?? {};

/** Who is applying: `Father`, `Mother` or `other` (a guardian); '' before it is chosen. */
const applicantOf = (answers: Answers) => String(groupOf(answers, 'parent_profile').parent ?? '');

/** The class chosen, when the list has it. */
function classOf(answers: Answers, classes: readonly ClassConfig[]): ClassConfig | undefined {
  const id = String(groupOf(answers, 'student_profile').class_id ?? '');
  return id === '' ? undefined : classes.find((c) => String(c.id) === id);
}

/** The application for the answers (still to be checked by the shared schema). */
export function applicationOf(answers: Answers, classes: readonly ClassConfig[]) {
  const student = groupOf(answers, 'student_user');
  const profile = groupOf(answers, 'student_profile');
  const you = groupOf(answers, 'parent_user');
  const family = groupOf(answers, 'parent_profile');
  const applicant = applicantOf(answers);
  const mobile = you.phone_number;
  const named = groupOfClass(classOf(answers, classes)?.group_name);
  const name =
    applicant === 'Father'
      ? family.father_name
      : applicant === 'Mother'
        ? family.mother_name
        : applicant === 'other'
          ? family.g_name
          : undefined;
  return {
    student_user: student,
    student_profile: {
      class_id: profile.class_id,
      group: named ?? profile.group,
      image: profile.image,
      admission_year_id: profile.admission_year_id,
      academic_session_year: profile.academic_session_year ?? null,
      roll_no: null,
    },
    parent_user: { email: you.email, phone_number: mobile, name, nid: you.nid },
    parent_profile: {
      parent: family.parent,
      relation: applicant === 'Father' || applicant === 'Mother' ? applicant : family.relation,
      occupation: family.occupation,
      father_name: family.father_name,
      mother_name: family.mother_name,
      g_name: applicant === 'other' ? family.g_name : undefined,
      father_mobile_no: applicant === 'Father' ? mobile : family.father_mobile_no,
      mother_mobile_no: applicant === 'Mother' ? mobile : family.mother_mobile_no,
      g_mobile_no: applicant === 'other' ? mobile : undefined,
    },
  };
}

/**
 * The question an error of the application belongs to: a refusal of a derived field (the
 * schema's or the provider's) is shown on the answer it came from.
 */
function questionOf(path: string, answers: Answers, classes: readonly ClassConfig[]) {
  const applicant = applicantOf(answers);
  switch (path) {
    case 'parent_user.name':
      return applicant === 'Father'
        ? 'parent_profile.father_name'
        : applicant === 'Mother'
          ? 'parent_profile.mother_name'
          : applicant === 'other'
            ? 'parent_profile.g_name'
            : 'parent_profile.parent';
    case 'parent_profile.relation':
      return applicant === 'other' ? path : 'parent_profile.parent';
    case 'parent_profile.father_mobile_no':
      return applicant === 'Father' ? 'parent_user.phone_number' : path;
    case 'parent_profile.mother_mobile_no':
      return applicant === 'Mother' ? 'parent_user.phone_number' : path;
    case 'parent_profile.g_mobile_no':
      return 'parent_user.phone_number';
    case 'student_profile.group':
      return groupOfClass(classOf(answers, classes)?.group_name)
        ? 'student_profile.class_id'
        : path;
    case 'student_profile.roll_no':
      return 'student_profile.class_id';
    default:
      return path;
  }
}

const PARENT_NAME_MESSAGE = "Enter the parent's name.";
const GUARDIAN_NAME_MESSAGE = "Enter the guardian's name.";

/**
 * The application's errors on the questions they belong to: a question's own error first (the
 * father's name says "Enter the father's name."), then what came from it.
 */
export function errorsOnQuestions(
  errors: Record<string, string>,
  answers: Answers,
  classes: readonly ClassConfig[],
): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = Object.entries(errors);
  for (const [path, message] of entries) {
    if (questionOf(path, answers, classes) === path) out[path] ??= message;
  }
  for (const [path, message] of entries) {
    const question = questionOf(path, answers, classes);
    const worded =
      question === 'parent_profile.g_name' && message === PARENT_NAME_MESSAGE
        ? GUARDIAN_NAME_MESSAGE
        : message;
    out[question] ??= worded;
  }
  return out;
}
