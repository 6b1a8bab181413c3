import { computed } from '@preact/signals-core';
import { type ApiClient, currentNotices, localToday, type Notice } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { langOf, resourceStore } from '../runtime/store.ts';
import { type TickerItem, toItem } from './current-notices.ts';

export interface NoticeTickerStoreOptions {
  /** Today as `YYYY-MM-DD`; the visitor's local date unless a test fixes it. */
  today?: () => string;
  /** The language of the notices' titles: their Bengali twins in `bn` (default `en`). */
  lang?: Lang | undefined;
}

/** The notices, of which the ticker shows the current ones: `empty` when none is current. */
export function createNoticeTickerStore(
  api: Pick<ApiClient, 'getNotices'>,
  { today = () => localToday(), lang: initialLang }: NoticeTickerStoreOptions = {},
) {
  const { lang, setLang } = langOf(initialLang);
  const current = (all: Notice[] | undefined) =>
    Array.isArray(all) ? currentNotices(all, today()) : [];
  const notices = resourceStore(
    (signal) => api.getNotices({ signal }),
    (all) => current(all).length === 0,
  );
  /** Current notices, newest first; empty until loaded. */
  const shown = computed<Notice[]>(() => current(notices.data.value));
  return {
    ...notices,
    current: shown,
    items: computed<TickerItem[]>(() => shown.value.map((n) => toItem(n, lang.value))),
    setLang,
  };
}

export type NoticeTickerStore = ReturnType<typeof createNoticeTickerStore>;
