import { computed } from '@preact/signals-react';
import type { ApiClient, Notice } from '@school/api';
import { resource, type Status } from '../runtime/resource.ts';
import { currentNotices, localToday, type TickerItem, toItem } from './current-notices.ts';

/** The ticker's state: the one status union, plus 'empty' when nothing is current. */
export type NoticeTickerState = Status | 'empty';

export interface NoticeTickerStoreOptions {
  /** Today as `YYYY-MM-DD`; the visitor's local date unless a test fixes it. */
  today?: () => string;
}

export function createNoticeTickerStore(
  api: Pick<ApiClient, 'getNotices'>,
  { today = () => localToday() }: NoticeTickerStoreOptions = {},
) {
  const notices = resource((signal) => api.getNotices({ signal }));
  /** Current notices, newest first; empty until loaded. */
  const current = computed<Notice[]>(() => {
    const all = notices.data.value;
    return Array.isArray(all) ? currentNotices(all, today()) : [];
  });
  const items = computed<TickerItem[]>(() => current.value.map(toItem));
  const state = computed<NoticeTickerState>(() => {
    const status = notices.status.value;
    return status === 'ready' && current.value.length === 0 ? 'empty' : status;
  });

  return {
    state,
    status: notices.status,
    error: notices.error,
    current,
    items,
    start: () => notices.load(),
    dispose: () => notices.dispose(),
  };
}

export type NoticeTickerStore = ReturnType<typeof createNoticeTickerStore>;
