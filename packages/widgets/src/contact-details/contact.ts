import type { Contact } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { type ContactLink, emailLinks, phoneLinks } from '../runtime/links.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

/**
 * The school's map: a frame only for a Google Maps embed address (the site's Content-Security-
 * Policy allows frames from www.google.com and maps.google.com, and Google refuses to be framed
 * on any other address), a plain link for any other https address.
 */
export type MapView = { kind: 'frame'; src: string } | { kind: 'link'; href: string };

/** What the block shows of the contact, every optional part already decided. */
export interface ContactDetails {
  address: string | null;
  phones: ContactLink[];
  emails: ContactLink[];
  map: MapView | null;
  /** The side image (absolute http(s) only). */
  image: string | null;
}

function isMapsPath(url: URL): boolean {
  return url.pathname === '/maps' || url.pathname.startsWith('/maps/');
}

/** `https://www.google.com/maps/embed?pb=…`, or an old `…/maps?q=…&output=embed`. */
function isGoogleEmbed(url: URL): boolean {
  if (url.username || url.password || url.port) return false;
  const embed =
    url.pathname.startsWith('/maps/embed') ||
    ((isMapsPath(url) || url.pathname === '/') && url.searchParams.get('output') === 'embed');
  switch (url.hostname) {
    case 'www.google.com':
    case 'google.com':
      return embed && url.pathname !== '/';
    case 'maps.google.com':
      return embed;
    default:
      return false;
  }
}

/** The map of a contact's `google_map`, or null when it is not an https address. */
export function mapOf(value: unknown): MapView | null {
  const href = httpUrl(value);
  if (!href) return null;
  const url = new URL(href);
  if (url.protocol !== 'https:') return null;
  if (!isGoogleEmbed(url)) return { kind: 'link', href: url.href };
  // google.com answers by redirecting to www.google.com, which is where the frame is allowed.
  if (url.hostname === 'google.com') url.hostname = 'www.google.com';
  return { kind: 'frame', src: url.href };
}

/** The details in the widget's language: the address's Bengali twin in Bengali. */
export function toDetails(contact: Contact, lang: Lang = 'en'): ContactDetails {
  const address = text(localized(contact, 'office_address', lang));
  return {
    address: address && address.toLowerCase() !== 'none' ? address : null,
    phones: phoneLinks(contact.mobile),
    emails: emailLinks(contact.email),
    map: mapOf(contact.google_map),
    image: httpUrl(contact.image),
  };
}

/** Nothing to show: no address, number, email or map (the image alone says nothing). */
export function isBlank(details: ContactDetails): boolean {
  return (
    !details.address && details.phones.length === 0 && details.emails.length === 0 && !details.map
  );
}
