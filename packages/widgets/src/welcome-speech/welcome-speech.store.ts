import { computed } from '@preact/signals-core';
import type { ApiClient, WelcomeSpeech } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { type SpeechView, toSpeech } from './speech.ts';

/** The first item of the list is the speech (spec §3); null until loaded, or if there is none. */
const first = (list: WelcomeSpeech[] | undefined): WelcomeSpeech | undefined =>
  Array.isArray(list) ? list[0] : undefined;

/** The welcome speech: `empty` when the provider's first speech has no words. */
export function createWelcomeSpeechStore(
  api: Pick<ApiClient, 'getWelcomeSpeeches'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const speeches = resourceStore(
    (signal) => api.getWelcomeSpeeches({ signal }),
    (list) => toSpeech(first(list)) === null,
  );
  return {
    ...speeches,
    setLang,
    /** The provider's first speech, as it sent it. */
    speech: computed(() => first(speeches.data.value) ?? null),
    view: computed<SpeechView | null>(() => toSpeech(first(speeches.data.value), lang.value)),
  };
}

export type WelcomeSpeechStore = ReturnType<typeof createWelcomeSpeechStore>;
