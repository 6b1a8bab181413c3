import type { Paged, RoleFilter, StaffProfile } from '@school/api';
import { STAFF_PAGE_SIZE } from './staff.ts';

const FIRST = ['Tahmid', 'Sumaiya', 'Md. Kamrul', 'Nafisa', 'Mst. Sinthia', 'Arif', 'Priyanka'];
// 7 and 11 share no factor: 77 people in a row before a name comes again.
const LAST = [
  'Islam',
  'Tabassum',
  'Hasan',
  'Jahan',
  'Siddiqua',
  'Chowdhury',
  'Dey',
  'Rahman',
  'Akter',
  'Sarker',
  'Barua',
];
const TEACHING = ['Professor', 'Associate Professor', 'Lecturer', 'Assistant Teacher'];
const DEPARTMENTS = ['Bangla', 'Physics', 'Mathematics', 'English', 'Accounting'];
const OTHER = [
  ['Office Assistant', 'Main Office'],
  ['Accountant', 'Accounts Section'],
  ['Librarian', 'Central Library'],
  ['Lab Assistant', 'Science Laboratories'],
] as const;

/**
 * The `n`th (from 1) teacher or staff member of a made-up school, the same every time. Avatars
 * live at `base` (a story serves them; a test may leave them unreachable).
 */
export function staffMember(
  n: number,
  roles: RoleFilter,
  base = 'https://provider.example',
): StaffProfile {
  const name = `${FIRST[n % FIRST.length]} ${LAST[n % LAST.length]}`;
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const teacher = roles === 'include';
  const role = teacher
    ? (TEACHING[n % TEACHING.length] as string)
    : (OTHER[n % OTHER.length]?.[0] as string);
  const designation = teacher
    ? `${role}, Department of ${DEPARTMENTS[n % DEPARTMENTS.length]}`
    : `${role}, ${OTHER[n % OTHER.length]?.[1]}`;
  return {
    id: (teacher ? 0 : 500) + n,
    name,
    designation,
    registration: `REG-${2000 + (n % 24)}-${String(1000 + n * 37).padStart(4, '0')}`,
    role,
    avatar: `${base}/media/avatars/staff-${n}-${slug}.svg`,
  };
}

/** Page `page` of a list of `count` people, 20 a page, as the provider answers it. */
export function staffPage(
  page: number,
  count: number,
  roles: RoleFilter,
  base?: string,
): Paged<StaffProfile> {
  const from = (page - 1) * STAFF_PAGE_SIZE;
  const size = Math.max(0, Math.min(STAFF_PAGE_SIZE, count - from));
  return {
    count,
    next: from + size < count ? `${base ?? ''}/api/staff-profiles/?page=${page + 1}` : null,
    previous: page > 1 ? `${base ?? ''}/api/staff-profiles/?page=${page - 1}` : null,
    results: Array.from({ length: size }, (_, i) => staffMember(from + i + 1, roles, base)),
  };
}

/** A head-and-shoulders picture on a colour, for stories that serve the avatars. */
export function avatarSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256"><rect width="256" height="256" fill="hsl(${hue} 40% 42%)"/><path d="M38 256q0-70 90-70t90 70z" fill="hsl(${(hue + 180) % 360} 30% 88%)"/><rect x="116" y="140" width="24" height="40" fill="#c68642"/><circle cx="128" cy="112" r="42" fill="#e0ac69"/><path d="M86 108q0-52 42-52t42 52q-42-26-84 0z" fill="#2e1d12"/></svg>`;
}
