import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { ApiClient, HeadMessage } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { langOf, resourceStore, type StoreOptions } from '../runtime/store.ts';
import { firstMessage, type MessageCard, type MessageKind, toCard } from './message.ts';

export type HeadMessagesApi = Pick<ApiClient, 'getMessagesFromHead' | 'getMessagesFromOther'>;

/** The two calls' first messages; `other` is optional (spec §4: the two-message layout). */
export interface Messages {
  head: HeadMessage | null;
  other: HeadMessage | null;
}

const cardsOf = (messages: Messages | undefined, lang: Lang = 'en'): MessageCard[] => {
  if (!messages) return [];
  const cards: MessageCard[] = [];
  if (messages.head) cards.push(toCard(messages.head, 'head', lang));
  if (messages.other) cards.push(toCard(messages.other, 'other', lang));
  return cards;
};

/**
 * The message from the head and, when there is one, from another (both asked at once): `empty`
 * when neither has words. The head's call failing is the widget's error; the other's is optional,
 * so a provider without it (or failing it) still shows the head's message.
 */
export function createHeadMessagesStore(api: HeadMessagesApi, options: StoreOptions = {}) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore<Messages>(
    async (signal) => {
      const [head, other] = await Promise.all([
        api.getMessagesFromHead({ signal }),
        api.getMessagesFromOther({ signal }).then(
          (list) => ({ list, error: null }),
          (error: unknown) => ({ list: [], error }),
        ),
      ]);
      // Said only once the head's message is in: then it is shown alone, and the page's owner
      // learns why the second is missing.
      if (other.error !== null && !signal.aborted) {
        console.warn(
          'The second message could not be loaded; showing the head’s alone.',
          other.error,
        );
      }
      return { head: firstMessage(head), other: firstMessage(other.list) };
    },
    (messages) => cardsOf(messages).length === 0,
    options,
  );
  const expanded = signal<ReadonlySet<MessageKind>>(new Set());
  const cards = computed(() => cardsOf(answer.data.value, lang.value));
  return {
    ...answer,
    setLang,
    /** One card, or two: the head's first. */
    cards,
    /** The messages shown, as the provider sent them; empty until loaded. */
    messages: computed<HeadMessage[]>(() => {
      const data = answer.data.value;
      return [data?.head, data?.other].filter((m): m is HeadMessage => Boolean(m));
    }),
    /** The messages shown whole (See Less); the others are cut at 200 characters. */
    expanded: expanded as ReadonlySignal<ReadonlySet<MessageKind>>,
    /** See More, or See Less; true when the message is shown whole now. */
    toggle(kind: MessageKind): boolean {
      const next = new Set(expanded.peek());
      const open = !next.has(kind);
      if (open) next.add(kind);
      else next.delete(kind);
      expanded.value = next;
      return open;
    },
  };
}

export type HeadMessagesStore = ReturnType<typeof createHeadMessagesStore>;
