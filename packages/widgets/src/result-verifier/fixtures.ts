import type {
  AdmissionYear,
  Exam,
  ExamResult,
  ResultKey,
  ResultKeys,
  ResultVerification,
  SubjectDetail,
} from '@school/api';

/**
 * Report cards of the demo school (roll 110001) signed with a test key, and the provider's
 * answers about them, for stories and the jsdom tests. Nothing here ships. The tokens are
 * written out, so a story needs no signing code; result-verifier.store.test.ts signs the same
 * payloads again from the test key's seed and fails if anything here has drifted.
 */

export { institute, schoolName } from '../stories/demo-school.ts';

export const exams: Exam[] = [
  { id: 1, name: 'Half Yearly Examination' },
  { id: 2, name: 'Annual Examination' },
];

export const years: AdmissionYear[] = [
  { id: 3, name: '2026' },
  { id: 2, name: '2025' },
];

/** One paper as the provider sends it. */
export function paper(
  name: string,
  marge: number,
  obtained: number,
  total: number,
  grade: string,
): SubjectDetail {
  return {
    subject_name: name,
    subject_marge: marge,
    obtained_marks: obtained,
    total_marks: total,
    percentage: (obtained / total) * 100,
    grade,
  };
}

/** The papers the school publishes now: Bangla and English are two papers each. */
export const subjects: SubjectDetail[] = [
  paper('Bangla 1st Paper', 1, 71, 100, 'A'),
  paper('Bangla 2nd Paper', 1, 68, 100, 'A'),
  paper('English 1st Paper', 2, 71, 100, 'A-'),
  paper('English 2nd Paper', 2, 63, 100, 'A-'),
  paper('Mathematics', 0, 62, 100, 'A-'),
  paper('General Science', 0, 83, 100, 'A+'),
  paper('Bangladesh and Global Studies', 0, 77, 100, 'A'),
  paper('Islam and Moral Education', 0, 95, 100, 'A+'),
  paper('Information and Communication Technology', 0, 29, 50, 'B'),
  paper('Physical Education and Health', 0, 60, 75, 'A+'),
];

/** The same papers before the school corrected Mathematics (54, not 62). */
const oldSubjects: SubjectDetail[] = subjects.map((p) =>
  p.subject_name === 'Mathematics' ? paper('Mathematics', 0, 54, 100, 'B') : p,
);

/** The test key's seed (32 bytes, 1…32): only the store test signs with it. */
export const TEST_SEED_HEX = '0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20';

/** The test key as the provider publishes it. */
export const schoolKey: ResultKey = {
  kty: 'OKP',
  crv: 'Ed25519',
  x: 'ebVWLo_mVPlAeLES6KmLp5AfhTrmlb7X4OORC60ElmQ',
  kid: 'WWpn_pfH',
};

/** `/.well-known/result-keys.json` of the test school. */
export const keys: ResultKeys = { keys: [schoolKey] };

/** What each token says (before the signature); the store test signs these again. */
export const payloads = {
  genuine: {
    eiin: '132587',
    roll: 110001,
    yearId: 3,
    examId: 1,
    name: 'Zannat Chowdhury',
    gpa: 4.13,
    total: 679,
    pass: true,
    subjects,
    issued: '2026-11-26',
  },
  old: {
    eiin: '132587',
    roll: 110001,
    yearId: 3,
    examId: 1,
    name: 'Zannat Chowdhury',
    gpa: 4,
    total: 671,
    pass: true,
    subjects: oldSubjects,
    issued: '2026-11-20',
  },
} as const;

export const tokens = {
  /** The result as published now (26 November 2026). */
  genuine:
    'WzEsIldXcG5fcGZIIiwiMTMyNTg3IiwxMTAwMDEsMywxLCJaYW5uYXQgQ2hvd2RodXJ5Iiw0LjEzLDY3OSw5MjUsMSwiSWhpYXRsRWE4VndELW9fYWJ0ZVJtZyIsIjIwMjYtMTEtMjYiXQ.IXHUSjJt6DgAxyuXKJjG8J8pU5QoLWFO37VnMdGz76AHHCBj_TpzebQ6VxOsMDwRUKkKKRHIJmFqSiNNwZiIBQ',
  /** The same result as first published (20 November), before Mathematics was corrected. */
  old: 'WzEsIldXcG5fcGZIIiwiMTMyNTg3IiwxMTAwMDEsMywxLCJaYW5uYXQgQ2hvd2RodXJ5Iiw0LDY3MSw5MjUsMSwiU05POGhvbUtsWmVSdGV5aWdvVDJOUSIsIjIwMjYtMTEtMjAiXQ.nWG762AEgDo3VyDXL6V418GZzFL7uyxsAF80ZZypnePvhzO3raJ1MVroEOe2LiqHBs9DOE-NtRUGSkte_9VtCQ',
  /** The genuine payload with GPA 5.00 put in, and the school's signature kept. */
  forged:
    'WzEsIldXcG5fcGZIIiwiMTMyNTg3IiwxMTAwMDEsMywxLCJaYW5uYXQgQ2hvd2RodXJ5Iiw1LDY3OSw5MjUsMSwiSWhpYXRsRWE4VndELW9fYWJ0ZVJtZyIsIjIwMjYtMTEtMjYiXQ.IXHUSjJt6DgAxyuXKJjG8J8pU5QoLWFO37VnMdGz76AHHCBj_TpzebQ6VxOsMDwRUKkKKRHIJmFqSiNNwZiIBQ',
  /** The genuine figures signed by a key the school never published. */
  strangerKey:
    'WzEsImNlbnNqdk5YIiwiMTMyNTg3IiwxMTAwMDEsMywxLCJaYW5uYXQgQ2hvd2RodXJ5Iiw0LjEzLDY3OSw5MjUsMSwiSWhpYXRsRWE4VndELW9fYWJ0ZVJtZyIsIjIwMjYtMTEtMjYiXQ.TSV5iUQOLRRC8PRTFDCiadEfOF-cT6aRgCrlj_iXee96Sb4oU2fWrm5J9d2GuNsPy83ikqUyEtF70WaihCLxBQ',
} as const;

/** The result as the provider publishes it now, with its token. */
export const result: ExamResult = {
  id: 1,
  subjects_details: subjects,
  is_pass: true,
  gpa: 4.13,
  obtained_marks: 679,
  token: tokens.genuine,
};

const names = {
  student_name: 'Zannat Chowdhury',
  class_name: 'Six (A)',
  year_name: '2026',
  exam_name: 'Half Yearly Examination',
};

/** `/result-verification/{genuine}`: still the published result. */
export const current: ResultVerification = { status: 'current', result, ...names };

/** `/result-verification/{old}`: corrected on 26 November; the answer carries the new token. */
export const corrected: ResultVerification = {
  status: 'corrected',
  corrected_on: '2026-11-26',
  token: tokens.genuine,
  result,
  ...names,
};

/** `/result-verification/{genuine}` once the school has taken the result down. */
export const withdrawn: ResultVerification = { status: 'withdrawn' };

/** The address printed under a report card's QR code, wrapped as on paper. */
export const printedAddress = (token: string) =>
  `https://shaplamodel.edu.bd/verify/${token.slice(0, 60)}\n${token.slice(60, 130)}\n  ${token.slice(130)}`;
