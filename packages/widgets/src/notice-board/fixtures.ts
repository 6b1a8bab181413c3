import { localToday, type Notice } from '@school/api';

/** A date `offset` days from today. */
function day(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return localToday(d);
}

export const FILE_BASE = 'https://provider.example/media/documents';

/** A notice published `published` days from today, current for a month. */
export function notice(
  id: number,
  title: string,
  published: number,
  { description = '', file = null }: { description?: string; file?: string | null } = {},
): Notice {
  return {
    id,
    title,
    notice_title: title,
    notice_description: description,
    date: day(published),
    expire_date: day(published + 30),
    file_attached: file,
  };
}

/** The board's notices in the provider's order (oldest first), attachments and all. */
export const NOTICES: Notice[] = [
  notice(1, 'Winter vacation: the college stays closed from 20 to 31 December', -60, {
    description:
      'Classes resume on the first working day of January.\nThe office stays open from 10 am to 1 pm.',
  }),
  notice(2, 'Science fair: project proposals invited', -8, {
    description:
      'Teams of up to three students from any class may submit a one-page proposal to the science club moderator.',
  }),
  notice(3, 'শিক্ষক-অভিভাবক সমাবেশ আগামী শনিবার সকাল ১০টায় কলেজ মিলনায়তনে অনুষ্ঠিত হবে', -4, {
    description:
      'All guardians of classes Nine, Ten, XI and XII are invited to the teacher-guardian meeting.',
  }),
  notice(4, 'বার্ষিক পরীক্ষার সময়সূচি প্রকাশ', -3, {
    description:
      'The routine of the Annual Examination for classes Six to Nine is attached.\nStudents must bring their admit cards to every exam.',
    file: `${FILE_BASE}/annual-examination-routine.pdf`,
  }),
  notice(
    5,
    'Admission to class XI: applications through the Board portal and the document check at the college office',
    -2,
    { file: `${FILE_BASE}/xi-admission-guidelines.pdf` },
  ),
  notice(6, 'Half Yearly Examination results of classes Six to Ten have been published', -1, {
    description:
      'Results can be checked on the Exam Result page with the roll number, the academic year and the exam name.',
    file: `${FILE_BASE}/half-yearly-result-summary.pdf`,
  }),
];

/** The smallest file that is a PDF, for a download a story or test answers itself. */
export const PDF_BYTES = '%PDF-1.4\n%%EOF\n';
