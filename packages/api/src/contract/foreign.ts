import type { Notice } from './entities.ts';

/**
 * Answers of the contract's shape as other providers fill them, for tests: the fields the
 * contract names, used in ways the reference provider does not. Beside `hostile.ts` (a payload in
 * every text), these are honest data a widget must still show well.
 */

/** The short categories such a provider sends in `title`. */
const NOTICE_CATEGORIES = ['Exam', 'Admission', 'Holiday', 'Fees', 'Sports'] as const;

const WHOLE_TITLES = [
  'Half Yearly Examination routine of classes Six to Ten',
  'Admission to class XI: the second merit list',
  'The college stays closed for Eid-ul-Adha',
  'Tuition fees of this month are due on the 10th',
  'Annual sports competition: registration of participants',
  'Seat plan of the Class XII pre-test examination',
];

/**
 * Thirty notices from a provider that uses `title` for a short category ("Exam") and
 * `notice_title` for the whole title (one such provider was tried): the board and the ticker
 * head each with its whole title, its category as a label. Newest first by id; all current.
 */
export function categoryTitledNotices(today = new Date()): Notice[] {
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    title: NOTICE_CATEGORIES[i % NOTICE_CATEGORIES.length] as string,
    notice_title: `${WHOLE_TITLES[i % WHOLE_TITLES.length]} (${i + 1})`,
    notice_description: '',
    date: day(i - 40),
    expire_date: day(i + 30),
    file_attached: null,
  }));
}
