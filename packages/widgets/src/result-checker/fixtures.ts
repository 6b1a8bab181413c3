import type {
  AdmissionYear,
  ClassConfig,
  Exam,
  ExamResult,
  GradeScaleEntry,
  StudentProfile,
  SubjectDetail,
} from '@school/api';

/**
 * Answers as the reference provider gives them for the demo school (roll 110001, Class Six),
 * for stories and the jsdom tests. Nothing here ships. Some texts carry the school's Bengali
 * twin (the first exam, the student's name, Class Six (A), the Bangla papers) and the others
 * none, so a Bengali card shows both cases.
 */
export const years: AdmissionYear[] = [
  { id: 3, name: '2026' },
  { id: 2, name: '2025' },
  { id: 1, name: '2024' },
];

export const exams: Exam[] = [
  { id: 1, name: 'Half Yearly Examination', name_bn: 'অর্ধবার্ষিক পরীক্ষা' },
  { id: 2, name: 'Annual Examination' },
  { id: 3, name: 'Pre-Test Examination' },
  { id: 4, name: 'Model Test' },
];

export const classConfigs: ClassConfig[] = [
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
  { id: 11, class_name: 'XI', section_name: 'A', shift_name: 'Morning', group_name: 'Science' },
];

export const grades: GradeScaleEntry[] = [
  { min_mark: 80, max_mark: 100, gpa: 5, grade: 'A+' },
  { min_mark: 70, max_mark: 79, gpa: 4, grade: 'A' },
  { min_mark: 60, max_mark: 69, gpa: 3.5, grade: 'A-' },
  { min_mark: 50, max_mark: 59, gpa: 3, grade: 'B' },
  { min_mark: 40, max_mark: 49, gpa: 2, grade: 'C' },
  { min_mark: 33, max_mark: 39, gpa: 1, grade: 'D' },
  { min_mark: 0, max_mark: 32, gpa: 0, grade: 'F' },
];

export const profile: StudentProfile = {
  id: 1,
  name: 'Zannat Chowdhury',
  name_bn: 'জান্নাত চৌধুরী',
  roll: 110001,
  roll_no: 110001,
  class_id: 1,
  admission_year_id: 3,
};

export const passed: ExamResult = {
  id: 1,
  subjects_details: [
    { ...paper('Bangla 1st Paper', 1, 71, 100, 'A'), subject_name_bn: 'বাংলা প্রথম পত্র' },
    { ...paper('Bangla 2nd Paper', 1, 68, 100, 'A'), subject_name_bn: 'বাংলা দ্বিতীয় পত্র' },
    paper('English 1st Paper', 2, 71, 100, 'A-'),
    paper('English 2nd Paper', 2, 63, 100, 'A-'),
    paper('Mathematics', 0, 62, 100, 'A-'),
    paper('General Science', 0, 83, 100, 'A+'),
    paper('Bangladesh and Global Studies', 0, 77, 100, 'A'),
    paper('Islam and Moral Education', 0, 95, 100, 'A+'),
    paper('Information and Communication Technology', 0, 29, 50, 'B'),
    paper('Physical Education and Health', 0, 60, 75, 'A+'),
  ],
  is_pass: true,
  gpa: 4.13,
  obtained_marks: 679,
};

export const failedProfile: StudentProfile = {
  id: 4,
  name: 'Sadman Miah',
  roll: 110004,
  roll_no: 110004,
  class_id: 1,
  admission_year_id: 3,
};

export const failed: ExamResult = {
  id: 4,
  subjects_details: [
    paper('Bangla 1st Paper', 1, 57, 100, 'C'),
    paper('Bangla 2nd Paper', 1, 34, 100, 'C'),
    paper('English 1st Paper', 2, 33, 100, 'D'),
    paper('English 2nd Paper', 2, 45, 100, 'D'),
    paper('Mathematics', 0, 22, 100, 'F'),
    paper('General Science', 0, 47, 100, 'C'),
    paper('Bangladesh and Global Studies', 0, 45, 100, 'C'),
    paper('Islam and Moral Education', 0, 48, 100, 'C'),
    paper('Information and Communication Technology', 0, 24, 50, 'C'),
    paper('Physical Education and Health', 0, 34, 75, 'C'),
  ],
  is_pass: false,
  gpa: 0,
  obtained_marks: 389,
};

export { institute, schoolName } from '../stories/demo-school.ts';

/** One paper as the provider sends it. */
export function paper(name: string, marge: number, obtained: number, total = 100, grade = 'X') {
  // Computed the provider's way, float noise included (29 / 50 * 100 = 57.99999999999999).
  return {
    subject_name: name,
    subject_marge: marge,
    obtained_marks: obtained,
    total_marks: total,
    percentage: (obtained / total) * 100,
    grade,
  } satisfies SubjectDetail;
}

/**
 * A school whose provider writes in Bengali: the name, class, exam and subjects as it sends
 * them (the admission year's name stays '2026', as sent).
 */
export const bengaliProfile: StudentProfile = {
  id: 7,
  name: 'মোছাঃ সুমাইয়া আক্তার ক্ষমা',
  roll: 110007,
  roll_no: 110007,
  class_id: 21,
  admission_year_id: 3,
};

export const bengaliClassConfigs: ClassConfig[] = [
  { id: 21, class_name: 'দশম', section_name: 'ক', shift_name: 'প্রভাতী', group_name: 'বিজ্ঞান' },
];

export const bengaliExams: Exam[] = [{ id: 1, name: 'অর্ধবার্ষিক পরীক্ষা' }];

export const bengaliResult: ExamResult = {
  id: 7,
  subjects_details: [
    paper('বাংলা প্রথম পত্র', 1, 71, 100, 'A'),
    paper('বাংলা দ্বিতীয় পত্র', 1, 68, 100, 'A'),
    paper('ইংরেজি প্রথম পত্র', 2, 71, 100, 'A-'),
    paper('ইংরেজি দ্বিতীয় পত্র', 2, 63, 100, 'A-'),
    paper('গণিত', 0, 62, 100, 'A-'),
    paper('পদার্থবিজ্ঞান', 0, 83, 100, 'A+'),
    paper('রসায়ন', 0, 77, 100, 'A'),
    paper('ধর্ম ও নৈতিক শিক্ষা', 0, 95, 100, 'A+'),
    paper('তথ্য ও যোগাযোগ প্রযুক্তি', 0, 29, 50, 'B'),
    paper('শারীরিক শিক্ষা, স্বাস্থ্য বিজ্ঞান ও খেলাধুলা', 0, 60, 75, 'A+'),
  ],
  is_pass: true,
  gpa: 4.13,
  obtained_marks: 679,
};

export const bengaliSchoolName = 'শাপলা মডেল স্কুল অ্যান্ড কলেজ';
