import { computed } from '@preact/signals-core';
import type { ApiClient, Contact } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { type ContactDetails, isBlank, toDetails } from './contact.ts';

/** The first item of the list is the school's contact (spec §3); null if there is none. */
const first = (list: Contact[] | undefined): Contact | null => {
  const item = Array.isArray(list) ? list[0] : undefined;
  return typeof item === 'object' && item !== null ? item : null;
};

/** The contact details: `empty` when the provider has none, or one with nothing to show. */
export function createContactDetailsStore(
  api: Pick<ApiClient, 'getContacts'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const contacts = resourceStore(
    (signal) => api.getContacts({ signal }),
    (list) => {
      const contact = first(list);
      return contact === null || isBlank(toDetails(contact));
    },
  );
  const contact = computed(() => first(contacts.data.value));
  return {
    ...contacts,
    setLang,
    /** The provider's first contact, as it sent it. */
    contact,
    details: computed<ContactDetails | null>(() =>
      contact.value ? toDetails(contact.value, lang.value) : null,
    ),
  };
}

export type ContactDetailsStore = ReturnType<typeof createContactDetailsStore>;
