import { DOWNLOAD_TYPES, type DownloadType, toBengaliDigits } from '@school/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Academics, ClassRef } from './academics.ts';
import { subjectInBengali } from './bengali.ts';
import { addDays, ymd } from './dates.ts';
import { insertRows, type Row } from './insert.ts';
import { slugify } from './names.ts';
import { createRandom, type Random } from './random.ts';

const SUBJECTS = {
  junior: ['Bangla', 'English', 'Mathematics', 'General Science', 'Bangladesh and Global Studies'],
  secondary: ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Accounting'],
  Science: ['Physics 1st Paper', 'Chemistry 2nd Paper', 'Biology 1st Paper', 'Higher Mathematics'],
  'Business Studies': ['Accounting 1st Paper', 'Finance, Banking and Insurance', 'Management'],
  Humanities: ['Economics 1st Paper', 'Civics and Good Governance', 'History', 'Logic'],
} as const;

const OTHER: [english: string, bengali: string][] = [
  ['Class Routine', 'ক্লাস রুটিন'],
  ['Exam Syllabus', 'পরীক্ষার সিলেবাস'],
  ['Book List', 'বইয়ের তালিকা'],
  ['Parents Guideline', 'অভিভাবক নির্দেশিকা'],
  ['Fee Schedule', 'ফি প্রদানের সময়সূচি'],
];

/** A document's title, in English and in Bengali (its twin), from the same draws. */
function title(type: DownloadType, cls: ClassRef, n: number, rng: Random): [string, string] {
  const subjects = cls.group
    ? SUBJECTS[cls.group]
    : SUBJECTS[cls.level === 'junior' ? 'junior' : 'secondary'];
  const subject = rng.pick(subjects);
  const inBengali = subjectInBengali(subject);
  const digits = (k: number) => toBengaliDigits(String(k));
  switch (type) {
    case 'Assignment':
      return [`${subject} Assignment ${n}`, `${inBengali} অ্যাসাইনমেন্ট ${digits(n)}`];
    case 'Hand Book':
      return n === 1
        ? ['Student Hand Book', 'শিক্ষার্থী হ্যান্ডবুক']
        : [`${subject} Lab and Practice Hand Book`, `${inBengali} ব্যবহারিক ও অনুশীলন হ্যান্ডবুক`];
    case 'Home Work': {
      const week = rng.int(2, 40);
      return [`Home Work, Week ${week}: ${subject}`, `বাড়ির কাজ, সপ্তাহ ${digits(week)}: ${inBengali}`];
    }
    case 'Class Notes': {
      const chapter = rng.int(1, 12);
      return [
        `${subject} Class Notes, Chapter ${chapter}`,
        `${inBengali} ক্লাস নোট, অধ্যায় ${digits(chapter)}`,
      ];
    }
    case 'Other Download':
      return OTHER[(n - 1 + cls.levelIndex) % OTHER.length] ?? ['Class Routine', 'ক্লাস রুটিন'];
    default:
      return type satisfies never;
  }
}

/**
 * One to three documents per class config and document type in the current year (Six–Ten) or
 * the class's session (XI–XII), and now and then one left over from the year before.
 */
export async function seedDownloads(db: Kysely<Database>, academics: Academics, today: Date) {
  const rng = createRandom('downloads');
  const year = today.getFullYear();
  const rows: Row<'downloads'>[] = [];
  const files = new Set<string>();
  for (const cls of academics.classes) {
    const label = `${cls.className} ${cls.group ?? ''} ${cls.shift}`;
    const current = cls.group
      ? {
          admission_year_id: null,
          academic_session_id:
            cls.className === 'XI' ? academics.sessions.xi : academics.sessions.xii,
        }
      : { admission_year_id: academics.currentYearId, academic_session_id: null };
    const earlier = cls.group
      ? {
          admission_year_id: null,
          academic_session_id:
            cls.className === 'XI' ? academics.sessions.xii : academics.sessions.oldest,
        }
      : { admission_year_id: academics.previousYearId, academic_session_id: null };
    for (const type of DOWNLOAD_TYPES) {
      const count = rng.int(1, 3);
      const leftOver = rng.chance(0.3) ? 1 : 0;
      for (let n = 1; n <= count + leftOver; n++) {
        const old = n > count;
        const [name, nameBn] = title(type, cls, n, rng);
        let file = slugify(`class ${label} ${name} ${old ? year - 1 : year}`);
        while (files.has(file)) file = `${file}-${files.size}`;
        files.add(file);
        rows.push({
          title: name,
          title_bn: nameBn,
          files: `/media/documents/${file}.pdf`,
          updated_at: ymd(addDays(today, old ? -rng.int(200, 360) : -rng.int(2, 150))),
          class_id: cls.id,
          download_type: type,
          ...(old ? earlier : current),
        });
      }
    }
  }
  return { downloads: await insertRows(db, 'downloads', rows) };
}
