import {
  BLOOD_GROUPS,
  DISABILITIES,
  GENDERS,
  GROUPS,
  NATIONALITIES,
  PARENTS,
  RELIGIONS,
} from '@school/api';

/** The four groups of `POST /api/create-student-parent/` (spec §3), each a fieldset. */
export type GroupName = 'student_user' | 'student_profile' | 'parent_user' | 'parent_profile';

/** What a field's control is; `list` is a select of the provider's classes, years or sessions. */
export type FieldKind = 'text' | 'tel' | 'email' | 'date' | 'digits' | 'choice' | 'list' | 'photo';

export interface FieldSpec {
  /** The dot path the shared schema, the provider's 400 and the draft use for it. */
  name: string;
  kind: FieldKind;
  /** Not required by the schema: the hint says "Optional". */
  optional?: true;
  /** The values of spec §5, for a `choice`. */
  choices?: readonly string[];
  autoComplete?: string;
  /** A format hint besides "Optional" (message key). */
  hint?: 'phoneHint' | 'nidHint' | 'parentNidHint';
}

const f = (name: string, kind: FieldKind, more: Omit<FieldSpec, 'name' | 'kind'> = {}) => ({
  name,
  kind,
  ...more,
});
const optional = true as const;
const phone = { hint: 'phoneHint' } as const;

/**
 * Every field of the four groups, in the order a parent fills them in. Each fieldset is one
 * group, so the error keys (`student_user.dob`) lead to their fields.
 */
export const GROUPS_OF_FIELDS: readonly { group: GroupName; fields: readonly FieldSpec[] }[] = [
  {
    group: 'student_user',
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
    group: 'student_profile',
    fields: [
      f('student_profile.class_id', 'list'),
      f('student_profile.group', 'choice', { choices: GROUPS }),
      f('student_profile.admission_year_id', 'list'),
      f('student_profile.academic_session_year', 'list', { optional }),
      f('student_profile.roll_no', 'digits', { optional }),
      f('student_profile.image', 'photo', { optional }),
    ],
  },
  {
    group: 'parent_user',
    fields: [
      f('parent_user.name', 'text', { autoComplete: 'name' }),
      f('parent_user.phone_number', 'tel', { autoComplete: 'tel', ...phone }),
      f('parent_user.email', 'email', { autoComplete: 'email', optional }),
      f('parent_user.nid', 'digits', { hint: 'parentNidHint' }),
    ],
  },
  {
    group: 'parent_profile',
    fields: [
      f('parent_profile.parent', 'choice', { choices: PARENTS }),
      f('parent_profile.relation', 'text', { autoComplete: 'off' }),
      f('parent_profile.occupation', 'text', { autoComplete: 'off' }),
      f('parent_profile.father_name', 'text', { autoComplete: 'off' }),
      f('parent_profile.mother_name', 'text', { autoComplete: 'off' }),
      f('parent_profile.g_name', 'text', { autoComplete: 'off', optional }),
      f('parent_profile.father_mobile_no', 'tel', { autoComplete: 'off', optional, ...phone }),
      f('parent_profile.mother_mobile_no', 'tel', { autoComplete: 'off', optional, ...phone }),
      f('parent_profile.g_mobile_no', 'tel', { autoComplete: 'off', optional, ...phone }),
    ],
  },
];

export const PHOTO_FIELD = 'student_profile.image';

/** Every field's name, in the form's order (the error summary lists errors in it). */
export const FIELD_NAMES: readonly string[] = GROUPS_OF_FIELDS.flatMap((g) =>
  g.fields.map((field) => field.name),
);
