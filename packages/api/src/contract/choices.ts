/**
 * The fixed lists of values the contract names: small arrays that widgets, the form schemas and
 * the provider all use, so they live apart from the answer schemas.
 */

// A module of its own: the document downloader's first load needs this list and none of the others
// (the admission form's and the theme's, which come with their lazy parts).
export { DOWNLOAD_TYPES, type DownloadType } from './download-types.ts';

/** `role_filter=include` lists teachers (the teaching roles), `exclude` the other staff. */
export const ROLE_FILTERS = ['include', 'exclude'] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

/** The six theme colours of `GET /site-color`. */
export const SITE_COLOR_KEYS = [
  'primary_color',
  'secondary_color',
  'background_color',
  'text_color',
  'primary_lite_color',
  'menu_color',
] as const;

export const BANNER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const GENDERS = ['male', 'female', 'other'] as const;
export const BLOOD_GROUPS = ['a+', 'a-', 'b+', 'b-', 'ab+', 'ab-', 'o+', 'o-'] as const;
export const RELIGIONS = ['islam', 'hindu', 'christian', 'buddha', 'other'] as const;
export const NATIONALITIES = ['bangladesh', 'other'] as const;
export const GROUPS = ['general', 'science', 'commerce', 'arts'] as const;
export const DISABILITIES = ['no', 'yes'] as const;
export const PARENTS = ['Father', 'Mother', 'other'] as const;
export type Group = (typeof GROUPS)[number];

/**
 * The group a class names (its `group_name`), as the admission payload's value: one set of names
 * everywhere, Science, Business Studies and Humanities (the original's Commerce and Arts are the
 * same groups under their old names). Null when the class names none, or one not known here.
 */
export function groupOfClass(groupName: string | null | undefined): Group | null {
  const name = (groupName ?? '').trim().toLowerCase();
  if (name === '') return null;
  if (name === 'science' || name === 'বিজ্ঞান') return 'science';
  if (/^(business( studies)?|commerce|ব্যবসায় শিক্ষা|ব্যবসায়)$/.test(name)) return 'commerce';
  if (/^(humanities|arts|মানবিক)$/.test(name)) return 'arts';
  if (name === 'general' || name === 'সাধারণ') return 'general';
  return null;
}

/**
 * How often a fee is paid (`GET /fees`): once (admission), every month (tuition), once a year
 * (session charges), or for each exam.
 */
export const FEE_PERIODS = ['once', 'month', 'year', 'exam'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];

/** The days of a class routine, in the order of a Bangladeshi school's week (Saturday first). */
export const WEEKDAYS = [
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
