import { computed } from '@preact/signals-core';
import type { ApiClient, DressCode } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

/** What a provider's entry shows: its picture (http(s) only) and its description, as text. */
export interface DressEntry {
  key: string;
  image: string | null;
  description: string;
}

/** The entry in the widget's language: the description's Bengali twin in Bengali. */
export function toEntry(entry: DressCode, index: number, lang: Lang = 'en'): DressEntry {
  return {
    key: typeof entry.id === 'number' ? `id-${entry.id}` : `at-${index}`,
    image: httpUrl(entry.dress_image),
    description: text(localized(entry, 'description', lang)),
  };
}

/** An entry with something to show: a picture or words. */
const shows = (entry: DressEntry) => entry.image !== null || entry.description !== '';

/**
 * The provider's dress code entries, shown after the widget's own four uniforms. The widget is
 * never empty (the four are always there): with no entries it is simply ready.
 */
export function createDressCodeStore(
  api: Pick<ApiClient, 'getDressCodes'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    (signal) => api.getDressCodes({ signal }),
    () => false,
  );
  const pairs = computed(() => {
    const list = answer.data.value;
    return (Array.isArray(list) ? list : [])
      .filter((entry): entry is DressCode => typeof entry === 'object' && entry !== null)
      .map((entry, i) => ({ entry, view: toEntry(entry, i, lang.value) }))
      .filter(({ view }) => shows(view));
  });
  return {
    ...answer,
    setLang,
    /** The provider's entries shown, in its order. */
    shown: computed<DressCode[]>(() => pairs.value.map((p) => p.entry)),
    entries: computed<DressEntry[]>(() => pairs.value.map((p) => p.view)),
  };
}

export type DressCodeStore = ReturnType<typeof createDressCodeStore>;
