import type { Institute } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { eiinOf } from '../runtime/institute.ts';
import { type ContactLink, emailLinks, phoneLinks } from '../runtime/links.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';
import { webLink, whatsappLink } from '../runtime/web-link.ts';

/** What the card shows of the institute, every optional part already decided. */
export interface InstituteCardView {
  name: string;
  /** The logo's absolute http(s) address, or null. */
  logo: string | null;
  /** The EIIN number, or null when the provider has none or says `None` (spec §2). */
  eiin: string | null;
  address: string | null;
  /** Each address of `institute_email_address`, a `mailto:` link when it is one. */
  emails: ContactLink[];
  /** Each number of `headmaster_mobile`, a `tel:` link when it is one. */
  phones: ContactLink[];
  /** The school's website when it is an http(s) address. */
  website: string | null;
  /** Its pages elsewhere, as the header links them: Facebook, YouTube, a WhatsApp chat. */
  facebook: string | null;
  youtube: string | null;
  whatsapp: string | null;
}

/**
 * The institute in the widget's language: the Bengali twins of its name and address in Bengali,
 * and its EIIN in Bengali digits.
 */
export function toCard(institute: Institute, lang: Lang = 'en'): InstituteCardView {
  const address = text(localized(institute, 'institute_address', lang));
  return {
    name: text(localized(institute, 'institute_name', lang)),
    logo: httpUrl(institute.institute_logo),
    eiin: localEiin(eiinOf(institute.institute_eiin_no), lang),
    address: address && address.toLowerCase() !== 'none' ? address : null,
    emails: emailLinks(institute.institute_email_address),
    phones: phoneLinks(institute.headmaster_mobile),
    website: webLink(institute.institute_web),
    facebook: webLink(institute.institute_fb),
    youtube: webLink(institute.institute_youtube),
    whatsapp: whatsappLink(institute.headmaster_mobile),
  };
}

/** The website as a visitor reads it: `shaplamodel.edu.bd`, without the scheme or a lone `/`. */
export function siteLabel(href: string): string {
  const url = new URL(href);
  const path = `${url.pathname}${url.search}`.replace(/^\/$/, '');
  return `${url.host}${path}`;
}

const localEiin = (eiin: string | null, lang: Lang) => eiin && localDigits(eiin, lang);
