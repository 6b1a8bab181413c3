import type { ClassConfig } from '@school/api';
import { FIELD_NAMES, PHOTO_FIELD, STEPS, type Step } from './fields.ts';

/**
 * What a parent typed, kept in the browser's localStorage until it is sent: a reload or a
 * closed tab loses nothing. One entry per provider address (two schools' forms on one page, or
 * a school that changes provider, never mix class ids). The photo is kept apart, and only when
 * it is small enough not to crowd out the page's other storage.
 */

/** The largest photo (as a data URL, in characters) kept with a draft: about 500 KB of JPEG. */
export const PHOTO_DRAFT_LIMIT = 700_000;

export interface Draft {
  /** Every field but the photo, as typed. */
  values: Record<string, string>;
  /** The Idempotency-Key of this application: a retry after a reload is still the same one. */
  key: string;
  /** The photo's data URL, when it was kept. */
  photo: string | null;
  /** A photo was chosen but was too large to keep: it must be chosen again. */
  photoDropped: boolean;
  /** The step the parent was on: a reload comes back to it. */
  step: Step;
}

/** What the page shows of an application the provider accepted, until a new one is started. */
/** A class's names, with their Bengali twins when the school wrote them. */
export type ReceiptClass = Pick<
  ClassConfig,
  | 'class_name'
  | 'section_name'
  | 'shift_name'
  | 'group_name'
  | 'class_name_bn'
  | 'section_name_bn'
  | 'shift_name_bn'
  | 'group_name_bn'
>;

export interface Receipt {
  /** The application number (`A-7KQ4M-9XP2B`). */
  id: string;
  /** The visitor's day it was sent, `YYYY-MM-DD`. */
  date: string;
  name: string;
  /** The class applied for, as the provider listed it (labelled in the reader's language). */
  klass: ReceiptClass | null;
}

export interface DraftStorage {
  read(): Draft | null;
  /** Keep the values and key; the photo only when it fits. Says whether the photo was kept. */
  write(draft: Draft): { photoKept: boolean };
  clear(): void;
  readReceipt(): Receipt | null;
  writeReceipt(receipt: Receipt): void;
  clearReceipt(): void;
}

const KEY = /^[A-Za-z0-9_-]{8,128}$/;
const PHOTO = /^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const TYPED = new Set(FIELD_NAMES.filter((name) => name !== PHOTO_FIELD));

/** The page's localStorage; null where there is none or it may not be used (a sandbox, a policy). */
export function pageStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function parse(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const text = (x: unknown) => (typeof x === 'string' ? x : '');

/** Only the form's own fields, as text: anything else another script left there is dropped. */
function valuesOf(x: unknown): Record<string, string> {
  if (!isRecord(x)) return {};
  return Object.fromEntries(
    Object.entries(x).filter(
      (entry): entry is [string, string] => TYPED.has(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

function klassOf(x: unknown): Receipt['klass'] {
  if (!isRecord(x) || typeof x.class_name !== 'string') return null;
  const optional = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    class_name: x.class_name,
    section_name: optional(x.section_name),
    shift_name: optional(x.shift_name),
    group_name: optional(x.group_name),
    class_name_bn: optional(x.class_name_bn),
    section_name_bn: optional(x.section_name_bn),
    shift_name_bn: optional(x.shift_name_bn),
    group_name_bn: optional(x.group_name_bn),
  };
}

/** Every write may fail (storage full, or switched off): the form works on without it. */
function attempt(run: () => void): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}

/** The draft and receipt of the form of one provider, in `storage` (none: nothing is kept). */
export function draftStorage(storage: Storage | null, name: string): DraftStorage {
  const photoName = `${name}:photo`;
  const receiptName = `${name}:receipt`;
  const get = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const remove = (key: string) => attempt(() => storage?.removeItem(key));
  /** The photo in storage, so that a keystroke never writes (or reads) its 700 KB again. */
  let storedPhoto: string | null = null;

  return {
    read() {
      const saved = parse(get(name));
      if (!isRecord(saved)) return null;
      const photo = get(photoName);
      storedPhoto = photo;
      return {
        values: valuesOf(saved.values),
        key: KEY.test(text(saved.key)) ? text(saved.key) : '',
        photo: photo && PHOTO.test(photo) ? photo : null,
        photoDropped: saved.photoDropped === true,
        step: STEPS.includes(saved.step as Step) ? (saved.step as Step) : 'student',
      };
    },
    write({ values, key, photo, photoDropped, step }) {
      const fits = photo !== null && photo.length <= PHOTO_DRAFT_LIMIT;
      const photoKept =
        fits && (storedPhoto === photo || attempt(() => storage?.setItem(photoName, photo)));
      if (!photoKept && storedPhoto !== null) remove(photoName);
      storedPhoto = photoKept ? photo : null;
      const dropped = photoDropped || (photo !== null && !photoKept);
      attempt(() =>
        storage?.setItem(name, JSON.stringify({ values, key, photoDropped: dropped, step })),
      );
      return { photoKept };
    },
    clear() {
      remove(name);
      remove(photoName);
      storedPhoto = null;
    },
    readReceipt() {
      const saved = parse(get(receiptName));
      if (!isRecord(saved) || !text(saved.id)) return null;
      return {
        id: text(saved.id),
        date: text(saved.date),
        name: text(saved.name),
        klass: klassOf(saved.klass),
      };
    },
    writeReceipt(receipt) {
      attempt(() => storage?.setItem(receiptName, JSON.stringify(receipt)));
    },
    clearReceipt() {
      remove(receiptName);
    },
  };
}
