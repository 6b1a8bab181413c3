import type { Institute } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { eiinOf } from '../runtime/institute.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';
import { webLink, whatsappLink } from '../runtime/web-link.ts';

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

/**
 * The institute in the widget's language: the Bengali twins of its name and address in Bengali,
 * and its EIIN in Bengali digits.
 */
export function toIdentity(institute: Institute, lang: Lang = 'en'): InstituteIdentity {
  return {
    name: text(localized(institute, 'institute_name', lang)),
    // Absolute http(s) only, as every other picture from the provider.
    logo: httpUrl(institute.institute_logo),
    eiin: localEiin(eiinOf(institute.institute_eiin_no), lang),
    address: text(localized(institute, 'institute_address', lang)) || null,
    facebook: webLink(institute.institute_fb),
    youtube: webLink(institute.institute_youtube),
    whatsapp: whatsappLink(institute.headmaster_mobile),
    login: webLink(institute.institute_management_web),
  };
}

const localEiin = (eiin: string | null, lang: Lang) => eiin && localDigits(eiin, lang);
