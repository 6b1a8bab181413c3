import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { postInBengali, subjectInBengali } from './bengali.ts';
import { insertRows, type Row } from './insert.ts';
import { type Gender, type PersonName, randomPerson, slugify } from './names.ts';
import { createRandom } from './random.ts';

/** Teaching posts, most senior first; the count of each adds up to 80. */
const TEACHING: [role: string, count: number, kind: 'college' | 'school' | 'lead'][] = [
  ['Principal', 1, 'lead'],
  ['Vice Principal', 2, 'lead'],
  ['Professor', 4, 'college'],
  ['Associate Professor', 8, 'college'],
  ['Assistant Professor', 15, 'college'],
  ['Lecturer', 25, 'college'],
  ['Senior Teacher', 10, 'school'],
  ['Assistant Teacher', 15, 'school'],
];

const NON_TEACHING: [role: string, count: number, where: string][] = [
  ['Office Assistant', 10, 'Main Office'],
  ['Accountant', 3, 'Accounts Section'],
  ['Librarian', 2, 'Central Library'],
  ['Lab Assistant', 6, 'Science Laboratories'],
  ['Computer Operator', 4, 'ICT Cell'],
  ['Security Guard', 7, 'Security'],
  ['Medical Officer', 1, 'Medical Centre'],
  ['Counsellor', 2, 'Counselling Unit'],
  ['Store Keeper', 2, 'Store'],
  ['Electrician', 3, 'Maintenance'],
];

const COLLEGE_DEPTS = [
  'Bangla',
  'English',
  'Physics',
  'Chemistry',
  'Botany',
  'Zoology',
  'Mathematics',
  'Information and Communication Technology',
  'Accounting',
  'Management',
  'Finance and Banking',
  'Economics',
  'Political Science',
  'History',
  'Islamic History and Culture',
  'Sociology',
];
const SCHOOL_SUBJECTS = [
  'Bangla',
  'English',
  'Mathematics',
  'General Science',
  'Bangladesh and Global Studies',
  'Islam and Moral Education',
  'Hindu Religion and Moral Education',
  'ICT',
  'Physical Education',
  'Agriculture Studies',
  'Arts and Crafts',
];
const LEAD_TITLES = ['Principal', 'Vice Principal (Academic)', 'Vice Principal (Administration)'];

/** Staff with the principal first; registration numbers carry the year of joining. */
export async function seedStaff(db: Kysely<Database>) {
  const rng = createRandom('staff');
  const rows: Row<'staff'>[] = [];
  const add = (
    role: string,
    [designation, designationBn]: [string, string],
    teacher: boolean,
    joined: number,
    gender?: Gender,
  ) => {
    const n = rows.length + 1;
    const { name, nameBn } = randomPerson(rng, { adult: true, ...(gender ? { gender } : {}) });
    rows.push({
      name,
      name_bn: nameBn,
      designation,
      designation_bn: designationBn,
      registration: `REG-${joined}-${String(1000 + n * 37).padStart(4, '0')}`,
      role,
      role_bn: postInBengali(role),
      avatar: `/media/avatars/staff-${n}-${slugify(name)}.svg`,
      is_teacher: teacher ? 1 : 0,
      sort_order: n,
    });
  };
  let lead = 0;
  TEACHING.forEach(([role, count, kind], rank) => {
    for (let i = 0; i < count; i++) {
      // Seniority shows in the year of joining: a professor joined long before a lecturer.
      const joined = 1990 + rank * 3 + rng.int(0, 6);
      let designation: [string, string];
      if (kind === 'lead') {
        const title = LEAD_TITLES[lead++] ?? role;
        designation = [title, postInBengali(title)];
      } else if (kind === 'college') {
        const department = rng.pick(COLLEGE_DEPTS);
        designation = [
          `${role}, Department of ${department}`,
          `${postInBengali(role)}, ${subjectInBengali(department)} বিভাগ`,
        ];
      } else {
        const subject = rng.pick(SCHOOL_SUBJECTS);
        designation = [
          `${role} (${subject})`,
          `${postInBengali(role)} (${subjectInBengali(subject)})`,
        ];
      }
      add(role, designation, true, joined);
    }
  });
  for (const [role, count, where] of NON_TEACHING) {
    for (let i = 0; i < count; i++) {
      const gender = role === 'Security Guard' || role === 'Electrician' ? 'male' : undefined;
      const designation: [string, string] = [
        `${role}, ${where}`,
        `${postInBengali(role)}, ${postInBengali(where)}`,
      ];
      add(role, designation, false, rng.int(2004, 2024), gender);
    }
  }
  const names = rows.map((r): PersonName => ({ name: r.name, nameBn: r.name_bn ?? r.name }));
  return {
    counts: { staff: await insertRows(db, 'staff', rows) },
    principal: names[0] ?? { name: 'The Principal', nameBn: 'অধ্যক্ষ' },
    teachers: names.slice(3, 80),
  };
}
