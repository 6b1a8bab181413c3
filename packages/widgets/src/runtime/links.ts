import { toAsciiDigits } from '@school/api';

/**
 * Phone numbers and email addresses a provider typed into a field, as `tel:` and `mailto:`
 * links; what is not one stays plain text (web addresses are in web-link.ts).
 */

const blank = (s: string) => s === '' || s.toLowerCase() === 'none';

/** A number or an address as the provider wrote it, and the link it may become. */
export interface ContactLink {
  text: string;
  /** `tel:` or `mailto:`; null when the text is not one (it is then shown as plain text). */
  href: string | null;
}

/**
 * The entries of a field that holds several (`+8801711428536, +880 2-9014735`): split at
 * commas, semicolons, line breaks and a spaced slash, blanks and `None` left out.
 */
export function entriesOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(/[,;\n]|\s\/\s/)
    .map((entry) => entry.trim())
    .filter((entry) => !blank(entry));
}

/**
 * A `tel:` link for a phone number written any way (`01711-428536`, `+880 2-9014735`, Bengali
 * digits), or null when the text is not a phone number (letters, too few or too many digits).
 */
export function telHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const number = toAsciiDigits(value).trim();
  if (!/^\+?[\d\s().-]+$/.test(number)) return null;
  const digits = number.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return null;
  return `tel:${number.startsWith('+') ? '+' : ''}${digits}`;
}

// Deliberately narrower than RFC 5322: nothing that could add headers (`?`, `&`) or a fragment.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** A `mailto:` link for a plain email address, or null for anything else. */
export function mailtoHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  return EMAIL.test(address) ? `mailto:${address}` : null;
}

/** Each phone number of a field, linked when it is one. */
export function phoneLinks(value: unknown): ContactLink[] {
  return entriesOf(value).map((entry) => ({ text: entry, href: telHref(entry) }));
}

/** Each email address of a field, linked when it is one. */
export function emailLinks(value: unknown): ContactLink[] {
  return entriesOf(value).map((entry) => ({ text: entry, href: mailtoHref(entry) }));
}
