import {
  BLOOD_GROUPS,
  type ClassConfig,
  DISABILITIES,
  GENDERS,
  GROUPS,
  groupOfClass,
  NATIONALITIES,
  PARENTS,
  RELIGIONS,
} from '@school/api';

/** The steps of the form, each a phone's worth of questions, then "Check your answers". */
export type StepName = 'student' | 'parents' | 'class';
export type Step = StepName | 'check';
export const STEPS: readonly Step[] = ['student', 'parents', 'class', 'check'];

/** What a field's control is; `list` is a select of the provider's classes, years or sessions. */
export type FieldKind = 'text' | 'tel' | 'email' | 'date' | 'digits' | 'choice' | 'list' | 'photo';

export interface FieldSpec {
  /** The dot path of the payload it fills (spec §3); the draft and the errors use it too. */
  name: string;
  kind: FieldKind;
  /** Not required by the schema: the hint says "Optional". */
  optional?: true;
  /** The values of spec §5, for a `choice`. */
  choices?: readonly string[];
  autoComplete?: string;
  /** A format hint besides "Optional" (message key). */
  hint?: 'phoneHint' | 'nidHint' | 'parentNidHint';
  /** Asked only when the answers so far call for it (a guardian's name, a class's group). */
  when?: (values: Readonly<Record<string, string>>, classes: readonly ClassConfig[]) => boolean;
}

const f = (name: string, kind: FieldKind, more: Omit<FieldSpec, 'name' | 'kind'> = {}) => ({
  name,
  kind,
  ...more,
});
const optional = true as const;
const phone = { hint: 'phoneHint' } as const;
const applying = (values: Readonly<Record<string, string>>) => values['parent_profile.parent'];

/** The group is asked only of a class that does not name one (XI Science names it). */
const classNamesNoGroup = (
  values: Readonly<Record<string, string>>,
  classes: readonly ClassConfig[],
) => {
  const id = values['student_profile.class_id'] ?? '';
  const klass = classes.find((c) => String(c.id) === id);
  return !groupOfClass(klass?.group_name);
};

/**
 * Every question, step by step, in the order a parent answers them. What the form can tell from
 * an earlier answer is not asked (answers.ts): the parent's name and relation, the applicant's
 * mobile as the father's or mother's, a class's group, and no roll number.
 */
export const STEPS_OF_FIELDS: readonly { step: StepName; fields: readonly FieldSpec[] }[] = [
  {
    step: 'student',
    fields: [
      f('student_user.name', 'text', { autoComplete: 'off' }),
      f('student_user.nameBn', 'text', { autoComplete: 'off' }),
      f('student_user.dob', 'date', { autoComplete: 'off' }),
      f('student_user.gender', 'choice', { choices: GENDERS }),
      f('student_user.bloodGroup', 'choice', { choices: BLOOD_GROUPS }),
      f('student_user.religion', 'choice', { choices: RELIGIONS }),
      f('student_user.nationality', 'choice', { choices: NATIONALITIES }),
      f('student_user.phone_number', 'tel', { autoComplete: 'off', ...phone }),
      f('student_user.email', 'email', { autoComplete: 'off', optional }),
      f('student_user.nid', 'digits', { hint: 'nidHint' }),
      f('student_user.disability', 'choice', { choices: DISABILITIES }),
    ],
  },
  {
    step: 'parents',
    fields: [
      f('parent_profile.parent', 'choice', { choices: PARENTS }),
      f('parent_profile.father_name', 'text', { autoComplete: 'off' }),
      f('parent_profile.mother_name', 'text', { autoComplete: 'off' }),
      f('parent_profile.g_name', 'text', {
        autoComplete: 'name',
        when: (values) => applying(values) === 'other',
      }),
      f('parent_profile.relation', 'text', {
        autoComplete: 'off',
        when: (values) => applying(values) === 'other',
      }),
      f('parent_user.phone_number', 'tel', { autoComplete: 'tel', ...phone }),
      f('parent_profile.father_mobile_no', 'tel', {
        autoComplete: 'off',
        optional,
        ...phone,
        when: (values) => applying(values) !== 'Father',
      }),
      f('parent_profile.mother_mobile_no', 'tel', {
        autoComplete: 'off',
        optional,
        ...phone,
        when: (values) => applying(values) !== 'Mother',
      }),
      f('parent_user.email', 'email', { autoComplete: 'email', optional }),
      f('parent_user.nid', 'digits', { hint: 'parentNidHint' }),
      f('parent_profile.occupation', 'text', { autoComplete: 'off' }),
    ],
  },
  {
    step: 'class',
    fields: [
      f('student_profile.class_id', 'list'),
      f('student_profile.group', 'choice', { choices: GROUPS, when: classNamesNoGroup }),
      f('student_profile.admission_year_id', 'list'),
      f('student_profile.academic_session_year', 'list', { optional }),
      f('student_profile.image', 'photo', { optional }),
    ],
  },
];

export const PHOTO_FIELD = 'student_profile.image';

/** Every field's name, in the form's order (the error summary lists errors in it). */
export const FIELD_NAMES: readonly string[] = STEPS_OF_FIELDS.flatMap((s) =>
  s.fields.map((field) => field.name),
);

/** The questions of a step that the answers so far call for. */
export function fieldsOf(
  step: StepName,
  values: Readonly<Record<string, string>>,
  classes: readonly ClassConfig[],
): FieldSpec[] {
  const fields = STEPS_OF_FIELDS.find((s) => s.step === step)?.fields ?? [];
  return fields.filter((field) => field.when?.(values, classes) ?? true);
}

/** The step a question is on. */
export function stepOf(name: string): StepName | null {
  return STEPS_OF_FIELDS.find((s) => s.fields.some((field) => field.name === name))?.step ?? null;
}
