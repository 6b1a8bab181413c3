import type { ApiClient, Syllabus } from '@school/api';
import { beyondStore, classLabel } from '../runtime/beyond.ts';
import { chosenOf } from '../runtime/chosen.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { type LangOption, langOf } from '../runtime/store.ts';
import { trimmed } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

export type SyllabusApi = Pick<ApiClient, 'getSyllabi'>;

/** A class's syllabus as the view shows it: its lines, and the PDF when there is one. */
export interface ClassSyllabus {
  key: string;
  /** "Class XI, Science". */
  label: string;
  session: string;
  lines: string[];
  /** The whole syllabus, an absolute http(s) address, or null. */
  file: string | null;
}

/** The syllabi with something to show, in the provider's order. */
function syllabi(items: readonly unknown[], lang: Lang): ClassSyllabus[] {
  return items.flatMap((item, i) => {
    if (!item || typeof item !== 'object') return [];
    const syllabus = item as Syllabus;
    const lines = trimmed(localized(syllabus, 'text', lang))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const file = httpUrl(syllabus.file);
    if (lines.length === 0 && !file) return [];
    return [
      {
        key: typeof syllabus.id === 'number' ? `id-${syllabus.id}` : `at-${i}`,
        label: classLabel(syllabus, lang),
        session: localDigits(trimmed(syllabus.session), lang),
        lines,
        file,
      },
    ];
  });
}

/** The syllabi (`GET /syllabi`, beyond the spec): one class chosen at a time. */
export function createSyllabusStore(api: SyllabusApi, options: LangOption = {}) {
  const { lang, setLang } = langOf(options.lang);
  const store = beyondStore((signal) => api.getSyllabi({ signal }), syllabi, lang);
  return { ...store, ...chosenOf(store.rows), setLang };
}

export type SyllabusStore = ReturnType<typeof createSyllabusStore>;
