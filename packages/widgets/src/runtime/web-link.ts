import { toAsciiDigits } from '@school/api';
import { trimmed as text } from './trimmed.ts';

/**
 * Links made from what a provider typed into a field: a web address or a WhatsApp chat (phone
 * numbers and email addresses are in links.ts). Each is null when the value is not one, so a
 * `javascript:` address or a stray word never becomes a link.
 */

const blank = (s: string) => s === '' || s.toLowerCase() === 'none';

/**
 * A web address safe to link to: http(s) only, a bare `www.…` taken as https. Null when there is
 * none (blank, `None`, not an address with a dotted host name).
 */
export function webLink(value: unknown): string | null {
  const raw = text(value);
  if (blank(raw)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(raw) ? raw : `https://${raw.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * `https://wa.me/8801XXXXXXXXX` from a Bangladeshi mobile number however it is written
 * (`01711-428536`, `+880 1711 428536`, `8801711428536`, Bengali digits); when the field lists
 * several, the first. Null for anything that is not a Bangladeshi mobile number.
 */
export function whatsappLink(mobile: unknown): string | null {
  const first = toAsciiDigits(text(mobile)).split(/[,;/]/)[0] ?? '';
  let digits = first.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^01\d{9}$/.test(digits)) digits = `88${digits}`;
  else if (/^1\d{9}$/.test(digits)) digits = `880${digits}`;
  return /^8801[3-9]\d{8}$/.test(digits) ? `https://wa.me/${digits}` : null;
}
