import type { HeadMessage } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { excerpt } from '../runtime/prose.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';
import { webLink, whatsappLink } from '../runtime/web-link.ts';

/** Spec §9: a message longer than this many characters is cut, with See More / See Less. */
export const TRUNCATE_AT = 200;

/** Whose message: the head of the institution's, or another's (a chairman, say). */
export type MessageKind = 'head' | 'other';

/** What a message's card shows, every optional part already decided. */
export interface MessageCard {
  kind: MessageKind;
  name: string;
  /** Empty when the provider has none (the card says whose message it is instead). */
  heading: string;
  /** The whole message, as text. */
  text: string;
  /** The message cut at 200 characters with an ellipsis; the same as `text` when it is short. */
  short: string;
  /** The photo's absolute http(s) address, or null (the card shows initials). */
  photo: string | null;
  /** Real addresses only: http(s), and a WhatsApp chat from a Bangladeshi mobile number too. */
  facebook: string | null;
  linkedin: string | null;
  whatsapp: string | null;
}

/** A message worth a card: one with words (a photo and a name alone say nothing), in English. */
export function hasMessage(message: unknown): message is HeadMessage {
  return (
    typeof message === 'object' && message !== null && text((message as HeadMessage).text) !== ''
  );
}

/** The first message of a list that has words, or null. */
export function firstMessage(list: unknown): HeadMessage | null {
  return (Array.isArray(list) ? list.find(hasMessage) : undefined) ?? null;
}

/** The card in the widget's language: the Bengali twins of the school's words in Bengali. */
export function toCard(message: HeadMessage, kind: MessageKind, lang: Lang = 'en'): MessageCard {
  const words = text(localized(message, 'text', lang));
  return {
    kind,
    name: text(localized(message, 'name', lang)),
    heading: text(localized(message, 'heading', lang)),
    text: words,
    short: excerpt(words, TRUNCATE_AT),
    photo: httpUrl(message.img),
    facebook: webLink(message.facebook),
    linkedin: webLink(message.linkedin),
    // The field may hold a wa.me address or just the mobile number.
    whatsapp: webLink(message.whatsapps) ?? whatsappLink(message.whatsapps),
  };
}
