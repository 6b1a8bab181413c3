import type { Institute } from '@school/api';

/** What the header shows of the institute, every optional part already decided. */
export interface InstituteIdentity {
  name: string;
  /** Absolute address of the logo, or null when there is none. */
  logo: string | null;
  /** The EIIN number, or null when the provider has none (spec §2). */
  eiin: string | null;
  address: string | null;
  facebook: string | null;
  youtube: string | null;
  /** A WhatsApp chat with the headmaster, built from `headmaster_mobile`. */
  whatsapp: string | null;
  /** The institute management web (the "Login" button). */
  login: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Shown only if present and not the text `None` (spec §2); blanks and null count as absent. */
export function eiinOf(value: unknown): string | null {
  const eiin = typeof value === 'number' ? String(value) : text(value);
  return eiin && eiin.toLowerCase() !== 'none' ? eiin : null;
}

/**
 * A web address safe to link to: http(s) only (a `javascript:` address from a compromised
 * provider must never become a link), a bare `www.…` taken as https. Null when there is none.
 */
export function webLink(value: unknown): string | null {
  const raw = text(value);
  if (!raw || raw.toLowerCase() === 'none') return null;
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
 * (`01711-428536`, `+880 1711 428536`, `8801711428536`); when the field lists several, the first.
 * Null for anything that is not a Bangladeshi mobile number.
 */
export function whatsappLink(mobile: unknown): string | null {
  const first = text(mobile).split(/[,;/]/)[0] ?? '';
  let digits = first.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^01\d{9}$/.test(digits)) digits = `88${digits}`;
  else if (/^1\d{9}$/.test(digits)) digits = `880${digits}`;
  return /^8801[3-9]\d{8}$/.test(digits) ? `https://wa.me/${digits}` : null;
}

export function toIdentity(institute: Institute): InstituteIdentity {
  const logo = text(institute.institute_logo);
  return {
    name: text(institute.institute_name),
    logo: logo && logo.toLowerCase() !== 'none' ? logo : null,
    eiin: eiinOf(institute.institute_eiin_no),
    address: text(institute.institute_address) || null,
    facebook: webLink(institute.institute_fb),
    youtube: webLink(institute.institute_youtube),
    whatsapp: whatsappLink(institute.headmaster_mobile),
    login: webLink(institute.institute_management_web),
  };
}
