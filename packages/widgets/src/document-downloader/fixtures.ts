import type { DownloadItem, DownloadType } from '@school/api';

/** Where the made-up documents live (a story serves them; a test may leave them unreachable). */
export const FILE_BASE = 'https://provider.example/media/documents';

const SUBJECTS = ['Physics', 'Bangla', 'Mathematics', 'English', 'Chemistry'];

const TYPES_BN: Record<DownloadType, string> = {
  Assignment: 'অ্যাসাইনমেন্ট',
  'Hand Book': 'হ্যান্ডবুক',
  'Home Work': 'বাড়ির কাজ',
  'Class Notes': 'ক্লাস নোট',
  'Other Download': 'অন্যান্য',
};

/**
 * The `n`th (from 1) document of a type, the same every time, changed `n` weeks before 22 Nov
 * 2026. The first has a Bengali twin of its title; the others, as a school's own provider, none.
 */
function document(n: number, type: DownloadType, base = FILE_BASE): DownloadItem {
  const title = `${SUBJECTS[n % SUBJECTS.length]} ${type} ${n}`;
  const day = new Date(Date.UTC(2026, 10, 22 - 7 * n)).toISOString().slice(0, 10);
  return {
    id: 100 + n,
    title,
    ...(n === 1 ? { title_bn: `বাংলা ${TYPES_BN[type]} ১` } : {}),
    files: `${base}/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
    updated_at: day,
  };
}

/** The documents of a type: `count` of them, newest first. */
export function documents(type: DownloadType, count = 3, base?: string): DownloadItem[] {
  return Array.from({ length: count }, (_, i) => document(i + 1, type, base));
}
