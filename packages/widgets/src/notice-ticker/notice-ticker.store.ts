import { computed } from '@preact/signals-core';
import { type ApiClient, currentNotices, localToday, type Notice } from '@school/api';
import { resourceStore } from '../runtime/store.ts';
import { type TickerItem, toItem } from './current-notices.ts';

export interface NoticeTickerStoreOptions {
  /** Today as `YYYY-MM-DD`; the visitor's local date unless a test fixes it. */
  today?: () => string;
}

/** The notices, of which the ticker shows the current ones: `empty` when none is current. */
export function createNoticeTickerStore(
  api: Pick<ApiClient, 'getNotices'>,
  { today = () => localToday() }: NoticeTickerStoreOptions = {},
) {
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
    items: computed<TickerItem[]>(() => shown.value.map(toItem)),
  };
}

export type NoticeTickerStore = ReturnType<typeof createNoticeTickerStore>;
