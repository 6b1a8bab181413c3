import { type RoleFilter, type StaffProfile, toAsciiDigits } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';

/** The directory asks for 20 a page, as the original site does (spec §7, §9), and shows them all. */
export const STAFF_PAGE_SIZE = 20;

/** What a card shows of a staff profile: text fields trimmed, blanks left out by the card. */
export interface StaffCard {
  /** Stable across a page: the provider's id when it sends one (the contract does not require it). */
  key: string;
  name: string;
  designation: string;
  role: string;
  registration: string;
  /** The provider's avatar address, as sent; the avatar shows it only if it is http(s). */
  avatar: string | null;
  /** The photo's copies in several widths (`avatar_srcset`), as sent; checked by the avatar. */
  avatarSrcset: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The card in the directory's language: the Bengali twins of name, post and role in Bengali. */
export function toCard(profile: StaffProfile, index: number, lang: Lang = 'en'): StaffCard {
  const id = (profile as { id?: unknown }).id;
  return {
    key: typeof id === 'number' || typeof id === 'string' ? `id-${id}` : `at-${index}`,
    name: text(localized(profile, 'name', lang)),
    designation: text(localized(profile, 'designation', lang)),
    role: text(localized(profile, 'role', lang)),
    registration: text(profile.registration),
    avatar: typeof profile.avatar === 'string' ? profile.avatar : null,
    avatarSrcset: profile.avatar_srcset ?? null,
  };
}

/**
 * `include` lists the teachers, `exclude` (the default) the other staff. Anything else is read
 * as the default: a host's typo must not show the teachers on the staff page.
 */
export function rolesFrom(value: unknown): RoleFilter {
  return typeof value === 'string' && value.trim().toLowerCase() === 'include'
    ? 'include'
    : 'exclude';
}

/** A page number from a host or an address (`2`, `'2'`, `'২'`); 1 for anything else. */
export function pageFrom(value: unknown): number {
  const n =
    typeof value === 'number' ? value : Number(toAsciiDigits(String(value ?? '')).trim() || '1');
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), Number.MAX_SAFE_INTEGER) : 1;
}
