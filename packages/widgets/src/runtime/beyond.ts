import { computed } from '@preact/signals-core';
import { isApiError } from '@school/api';
import type { Lang } from './i18n.ts';
import { localized } from './localized.ts';
import { resourceStore } from './store.ts';
import { trimmed } from './trimmed.ts';

/**
 * What a call beyond the spec answered (issue 24: fees, routines…): its data, or that the
 * provider has not got it. A school's own provider may lack such a call (404, or 405/501 from a
 * server that knows no such address): that is an answer, not a fault, and the page then shows
 * what it would without it (the site: its labelled sample).
 */
export type Beyond<T> = { readonly absent: true } | { readonly absent: false; readonly data: T };

const LACKS = new Set([404, 405, 501]);

export async function askBeyond<T>(ask: () => Promise<T>): Promise<Beyond<T>> {
  try {
    return { absent: false, data: await ask() };
  } catch (error) {
    if (isApiError(error) && error.status !== null && LACKS.has(error.status)) {
      return { absent: true };
    }
    throw error;
  }
}

/**
 * The store of a widget that shows a list answered by a call beyond the spec: `empty` when the
 * provider lacks the call (`absent` then says so) or has nothing in it; `rows` are the list's
 * items that `read` makes something of, in the store's language.
 */
export function beyondStore<T, R>(
  ask: (signal: AbortSignal) => Promise<T[]>,
  read: (items: readonly unknown[], lang: Lang) => R[],
  lang: { value: Lang },
) {
  const answer = resourceStore(
    (signal) => askBeyond(() => ask(signal)),
    (got) => got.absent || read(listOf(got.data), 'en').length === 0,
  );
  const rows = computed(() => {
    const got = answer.data.value;
    return got && !got.absent ? read(listOf(got.data), lang.value) : [];
  });
  return {
    ...answer,
    /** The provider has not got this call at all. */
    absent: computed(() => answer.data.value?.absent === true),
    rows,
  };
}

const listOf = (data: unknown): readonly unknown[] => (Array.isArray(data) ? data : []);

/** The names of the class a fact belongs to (the reference provider sends them beside it). */
interface ClassNamed {
  class_id?: unknown;
  class_name?: string | undefined;
  class_name_bn?: string | null | undefined;
  section_name?: string | null | undefined;
  section_name_bn?: string | null | undefined;
  shift_name?: string | null | undefined;
  shift_name_bn?: string | null | undefined;
  group_name?: string | null | undefined;
  group_name_bn?: string | null | undefined;
}

const WORDS = {
  en: {
    class: (name: string) => (/\bclass\b/i.test(name) ? name : `Class ${name}`),
    section: (name: string) => (/\bsection\b/i.test(name) ? name : `Section ${name}`),
    shift: (name: string) => (/\bshift\b/i.test(name) ? name : `${name} shift`),
    unnamed: (id: string) => `Class no. ${id}`,
  },
  bn: {
    class: (name: string) => (name.includes('শ্রেণি') ? name : `শ্রেণি ${name}`),
    section: (name: string) => (name.includes('শাখা') ? name : `${name} শাখা`),
    shift: (name: string) => (name.includes('শিফট') ? name : `${name} শিফট`),
    unnamed: (id: string) => `শ্রেণি নং ${id}`,
  },
} as const;

const field = (row: ClassNamed, name: keyof ClassNamed & `${string}_name`, lang: Lang) =>
  trimmed(localized(row as Required<ClassNamed>, name as 'class_name', lang));

/**
 * A fact's class as a reader says it: "Class XI, Science" and, with `sectionAndShift`, "Class
 * Six, Section A, Morning shift" (in Bengali "ষষ্ঠ শ্রেণি, ক শাখা, প্রভাতি শিফট"). A provider that
 * sends only `class_id` gets "Class no. 7".
 */
export function classLabel(row: ClassNamed, lang: Lang, sectionAndShift = false): string {
  const words = WORDS[lang];
  const name = field(row, 'class_name', lang);
  const id = typeof row.class_id === 'number' ? String(row.class_id) : '';
  const parts = [name ? words.class(name) : words.unnamed(lang === 'bn' ? toLocal(id) : id)];
  const group = field(row, 'group_name', lang);
  if (group) parts.push(group);
  if (sectionAndShift) {
    const section = field(row, 'section_name', lang);
    const shift = field(row, 'shift_name', lang);
    if (section) parts.push(words.section(section));
    if (shift) parts.push(words.shift(shift));
  }
  return parts.join(', ');
}

const toLocal = (digits: string) =>
  digits.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
