import type { CommitteeMember } from '@school/api';

/** Where the stories' provider (MSW) answers the photos. */
export const PHOTO_BASE = 'https://provider.example/media/people';

const PEOPLE: [name: string, designation: string][] = [
  ['Engr. Mohammad Shahidul Islam', 'Chairman, Governing Body'],
  ['Prof. Md. Abdul Karim', 'Principal and Member Secretary'],
  ['Prof. Dr. Nasreen Sultana', 'Educationist Member (nominated by the Education Board)'],
  ['Alhaj Abdur Rahim Bhuiyan', 'Donor Member'],
  ['Golam Mostafa Chowdhury', 'Founder Member'],
  ['Councillor Habibur Rahman', 'Member (Ward Councillor, Ward 6)'],
  ['Md. Rafiqul Islam', 'Guardian Representative'],
  ['Abul Kalam Azad', 'Guardian Representative'],
  ['Shahadat Hossain', 'Guardian Representative'],
  ['Mizanur Rahman', 'Guardian Representative'],
  ['Nurul Amin', 'Guardian Representative'],
  ['Jahangir Alam', 'Guardian Representative'],
  ['Rokeya Begum', 'Female Guardian Representative'],
  ['Salma Khatun', 'Female Guardian Representative'],
  ['Tahmina Akter', 'Teacher Representative'],
  ['Priyanka Dey', 'Teacher Representative'],
  ['Arif Hasan', 'Teacher Representative'],
  ['Sumaiya Tabassum', 'Teacher Representative'],
  ['Kazi Firoz Ahmed', 'Co-opted Member'],
  ['Dilruba Yasmin', 'Co-opted Member'],
];

/** The `n`th member (from 1), with both spellings of the designation, as ours sends them. */
export function member(n: number): CommitteeMember {
  const [name, designation] = PEOPLE[(n - 1) % PEOPLE.length] as [string, string];
  return {
    id: n,
    img: `${PHOTO_BASE}/committee-${n}.svg`,
    name,
    designation,
    degination: designation,
  };
}

/** Twenty members, of whom the widget shows the first 16 (spec §9). */
export const COMMITTEE: CommitteeMember[] = PEOPLE.map((_, i) => member(i + 1));

/** A head-and-shoulders picture on a colour, for stories that serve the photos. */
export function portraitSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256"><rect width="256" height="256" fill="hsl(${hue} 35% 40%)"/><path d="M38 256q0-70 90-70t90 70z" fill="hsl(${(hue + 150) % 360} 25% 86%)"/><rect x="116" y="140" width="24" height="40" fill="#b97a48"/><circle cx="128" cy="112" r="42" fill="#d9a066"/><path d="M86 104q0-48 42-48t42 48q-42-22-84 0z" fill="#26170e"/></svg>`;
}
