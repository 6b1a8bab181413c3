import type { Paged, StudentListItem } from '@school/api';
import { STUDENT_PAGE_SIZE } from './students.ts';

const FIRST = ['Tanvir', 'Nusrat', 'Md. Rakib', 'Sadia', 'Mst. Jannatul', 'Ayan', 'Ishita'];
// 7 and 11 share no factor: 77 students in a row before a name comes again.
const LAST = [
  'Ahmed',
  'Khatun',
  'Hossain',
  'Islam',
  'Ferdous',
  'Roy',
  'Saha',
  'Karim',
  'Begum',
  'Mahmud',
  'Chakma',
];

/** A search of the made-up school: its class, and its session's start year or year's name. */
export interface Search {
  classId: number;
  session?: number;
  year?: string;
}

/**
 * The `n`th (from 1) student of a class, the same every time: the roll reads class and serial
 * as the demo's do. Avatars live at `base` (a story serves them; a test may leave them
 * unreachable).
 */
export function student(
  n: number,
  classId = 1,
  base = 'https://provider.example',
): StudentListItem {
  const name = `${FIRST[n % FIRST.length]} ${LAST[n % LAST.length]}`;
  const roll = classId * 10000 + n;
  return {
    id: classId * 1000 + n,
    name,
    roll_no: roll,
    avatar: `${base}/media/avatars/student-${roll}.svg`,
    admission_year_id: 3,
    academic_session_year: classId > 10 ? 2 : null,
  };
}

/** Page `page` of a class's `count` students, 20 a page, as the provider answers it. */
export function studentPage(
  page: number,
  count: number,
  classId = 1,
  base?: string,
): Paged<StudentListItem> {
  const from = (page - 1) * STUDENT_PAGE_SIZE;
  const size = Math.max(0, Math.min(STUDENT_PAGE_SIZE, count - from));
  return {
    count,
    next: from + size < count ? `/api/student-profiles/?page=${page + 1}` : null,
    previous: page > 1 ? `/api/student-profiles/?page=${page - 1}` : null,
    results: Array.from({ length: size }, (_, i) => student(from + i + 1, classId, base)),
  };
}

/**
 * How many students the made-up school has for a search: Six A has 45 in 2026 (three pages), XI
 * Science 23 in the 2025–2026 session, Nine A 7 in 2026; any other search finds nobody.
 */
export function studentsFor({ classId, session, year }: Search): number {
  if (classId === 1 && year === '2026') return 45;
  if (classId === 7 && year === '2026') return 7;
  if (classId === 11 && session === 2025) return 23;
  return 0;
}

/** A head-and-shoulders picture on a colour, for stories that serve the avatars. */
export function avatarSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" fill="hsl(${hue} 45% 40%)"/><path d="M18 128q0-36 46-36t46 36z" fill="hsl(${(hue + 180) % 360} 30% 88%)"/><circle cx="64" cy="56" r="22" fill="#c68642"/><path d="M42 54q0-28 22-28t22 28q-22-14-44 0z" fill="#1f140c"/></svg>`;
}
