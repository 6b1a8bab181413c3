import { type StudentListItem, toAsciiDigits } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';

/** The directory asks for 20 a page, as the staff directory does, and shows them all. */
export const STUDENT_PAGE_SIZE = 20;

/** What a card shows of a student. */
export interface StudentCard {
  key: string;
  name: string;
  /** The roll number as text ('' when the provider sent none). */
  roll: string;
  /** The provider's avatar address, as sent; the avatar shows it only if it is http(s). */
  avatar: string | null;
}

/** The card in the directory's language: the name's Bengali twin in Bengali. */
export function toCard(student: StudentListItem, index: number, lang: Lang = 'en'): StudentCard {
  const { id, roll_no: roll, avatar } = student;
  const name = localized(student, 'name', lang);
  return {
    key: typeof id === 'number' ? `id-${id}` : `at-${index}`,
    name: typeof name === 'string' ? name.trim() : '',
    roll: typeof roll === 'number' || typeof roll === 'string' ? String(roll).trim() : '',
    avatar: typeof avatar === 'string' ? avatar : null,
  };
}

/** A page number from a host or an address (`2`, `'2'`, `'২'`); 1 for anything else. */
export function pageFrom(value: unknown): number {
  const n = Number(toAsciiDigits(String(value ?? '')).trim() || '1');
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}
