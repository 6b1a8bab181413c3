import { computed } from '@preact/signals-core';
import type { ApiClient } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { credentialsOf, headlineOf, showcaseOf } from './showcase.ts';

/** The credentials: `empty` when none has a picture that may be shown. */
export function createCredentialsStore(
  api: Pick<ApiClient, 'getCredentials'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    (signal) => api.getCredentials({ signal }),
    (list) => showcaseOf(credentialsOf(list)) === null,
  );
  /** The provider's credentials, in its order; empty until loaded. */
  const credentials = computed(() => credentialsOf(answer.data.value));
  return {
    ...answer,
    setLang,
    credentials,
    /** The section's heading from the provider; empty until loaded or when it has none. */
    headline: computed(() => headlineOf(credentials.value, lang.value)),
    showcase: computed(() => showcaseOf(credentials.value)),
  };
}

export type CredentialsStore = ReturnType<typeof createCredentialsStore>;
