import type { InboxKind } from '@school/api/contract';

/**
 * The office's email about what arrived (issue 23): a digest a clerk reads on a phone, in English
 * and then in Bengali, each item with its reference (what a parent quotes on the phone), and the
 * inbox's address. What a parent wrote stays in the office: the email names the sender, the class
 * or the subject, never the message itself or a phone number.
 */

export interface DigestItem {
  reference: string;
  kind: InboxKind;
  /** ISO 8601, UTC. */
  received_at: string;
  name: string;
  /** An admission's class; a message's subject or its first words. */
  about: string;
}

/** More than this many are counted, not listed: the inbox has them all. */
const DIGEST_LISTED = 20;

/** An item's first words at most, in the email. */
const ABOUT_WORDS = 60;

const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));

const bnNumber = (n: number) => new Intl.NumberFormat('bn-BD').format(n);

const short = (text: string) => {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > ABOUT_WORDS ? `${one.slice(0, ABOUT_WORDS - 1).trimEnd()}…` : one;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 admission applications and 1 contact message". */
function countsEn(admissions: number, messages: number) {
  const parts = [
    admissions ? plural(admissions, 'admission application', 'admission applications') : '',
    messages ? plural(messages, 'contact message', 'contact messages') : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

function countsBn(admissions: number, messages: number) {
  const parts = [
    admissions ? `${bnNumber(admissions)}টি ভর্তির আবেদন` : '',
    messages ? `${bnNumber(messages)}টি বার্তা` : '',
  ].filter(Boolean);
  return parts.join(' ও ');
}

function lines(items: readonly DigestItem[], lang: 'en' | 'bn') {
  const locale = lang === 'en' ? 'en-GB' : 'bn-BD';
  const listed = items.slice(0, DIGEST_LISTED).map((item) => {
    const about = short(item.about);
    const what =
      item.kind === 'admission'
        ? lang === 'en'
          ? `admission, ${about || 'no class'}`
          : `ভর্তি, ${about || 'শ্রেণি নেই'}`
        : about;
    return `  ${item.reference}  ${item.name} — ${what} (${when(item.received_at, locale)})`;
  });
  const rest = items.length - listed.length;
  if (rest > 0) {
    listed.push(
      lang === 'en'
        ? `  …and ${plural(rest, 'more', 'more')} in the inbox.`
        : `  …এবং ইনবক্সে আরও ${bnNumber(rest)}টি।`,
    );
  }
  return listed;
}

/** The digest's subject and text. `inbox` is the console's inbox address, if known. */
export function digestMail(
  items: readonly DigestItem[],
  { school, inbox }: { school: string; inbox: string | null },
) {
  const admissions = items.filter((i) => i.kind === 'admission').length;
  const messages = items.length - admissions;
  const subject = `${school}: ${countsEn(admissions, messages)} on the website`;
  const text = [
    `The school’s website received ${countsEn(admissions, messages)}:`,
    '',
    ...lines(items, 'en'),
    '',
    inbox
      ? `Open the office’s inbox to read them and mark them handled:\n${inbox}`
      : 'Open the office’s inbox (/office on the provider) to read them and mark them handled.',
    '',
    '—',
    '',
    `বিদ্যালয়ের ওয়েবসাইটে এসেছে ${countsBn(admissions, messages)}:`,
    '',
    ...lines(items, 'bn'),
    '',
    inbox
      ? `পড়তে ও নিষ্পন্ন চিহ্নিত করতে অফিসের ইনবক্স খুলুন:\n${inbox}`
      : 'পড়তে ও নিষ্পন্ন চিহ্নিত করতে অফিসের ইনবক্স খুলুন (প্রোভাইডারের /office)।',
    '',
    '—',
    'This email is sent to OFFICE_EMAIL at most once every few minutes, when something new has arrived.',
  ].join('\n');
  return { subject, text };
}
