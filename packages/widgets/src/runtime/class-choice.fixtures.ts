import type { AcademicSession, AdmissionYear, ClassConfig } from '@school/api';

/**
 * The option lists of a made-up school, for the stories and tests of the class choice and the
 * widgets built on it: classes Six and Nine count by academic year, XI and XII (with a group)
 * by session. The first class carries the Bengali twins of its names; the others have none, as a
 * school's own provider sends them.
 */
export const CLASSES: ClassConfig[] = [
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
  { id: 7, class_name: 'Nine', section_name: 'A', shift_name: 'Morning', group_name: null },
  { id: 11, class_name: 'XI', section_name: 'A', shift_name: 'Morning', group_name: 'Science' },
  {
    id: 12,
    class_name: 'XI',
    section_name: 'B',
    shift_name: 'Day',
    group_name: 'Business Studies',
  },
  { id: 17, class_name: 'XII', section_name: 'A', shift_name: 'Morning', group_name: 'Humanities' },
];

/** Newest first, as the provider answers. */
export const YEARS: AdmissionYear[] = [
  { id: 3, name: '2026' },
  { id: 2, name: '2025' },
  { id: 1, name: '2024' },
];

export const SESSIONS: AcademicSession[] = [
  { id: 3, start_year: 2026, end_year: 2027 },
  { id: 2, start_year: 2025, end_year: 2026 },
  { id: 1, start_year: 2024, end_year: 2025 },
];

/** The three calls' answers, as a story's or a test's provider mocks take them. */
export const CLASS_LISTS = {
  getClassConfigs: CLASSES,
  getAdmissionYears: YEARS,
  getAcademicSessions: SESSIONS,
};
