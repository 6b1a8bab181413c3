import type { Syllabus } from '@school/api';

export const SYLLABI: Syllabus[] = [
  {
    id: 1,
    class_id: 1,
    class_name: 'Six',
    class_name_bn: 'ষষ্ঠ শ্রেণি',
    session: '2026',
    text: 'Bangla: 100 marks\nMathematics: 100 marks',
    text_bn: 'বাংলা: ১০০ নম্বর\nগণিত: ১০০ নম্বর',
    file: 'https://provider.example/media/documents/syllabus-class-six-2026.pdf',
  },
  {
    id: 2,
    class_id: 11,
    class_name: 'XI',
    class_name_bn: 'একাদশ শ্রেণি',
    group_name: 'Science',
    group_name_bn: 'বিজ্ঞান',
    session: '2026-27',
    text: 'Physics: 100 marks',
    file: 'javascript:alert(1)',
  },
];
