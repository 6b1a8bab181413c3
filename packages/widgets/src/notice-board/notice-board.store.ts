import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { type ApiClient, listedNotices, type Notice } from '@school/api';
import { createDownloads } from '../runtime/downloads.ts';
import type { Lang } from '../runtime/i18n.ts';
import { langOf, resourceStore } from '../runtime/store.ts';
import { type BoardItem, toBoardItem } from './notice-item.ts';

export type { Download } from '../runtime/downloads.ts';

export type NoticeBoardApi = Pick<ApiClient, 'getNotices' | 'downloadFile'>;

export interface NoticeBoardStoreOptions {
  /** Show only the newest `limit` notices (the compact board); none or a bad value: all. */
  limit?: number | undefined;
  /** Where a downloaded file goes: the visitor's downloads (a test records it instead). */
  save?: (blob: Blob, filename: string) => void;
  /** The language of the school's texts: their Bengali twins in `bn` (default `en`). */
  lang?: Lang | undefined;
}

/** A whole number of notices to show, or null for all of them. */
function limitOf(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1
    ? Math.floor(value)
    : null;
}

/**
 * The notices board: every titled notice, newest first (or the newest `limit`), which of them
 * are open, and the download of each one's attachment. `empty` when no notice has a title.
 */
export function createNoticeBoardStore(
  api: NoticeBoardApi,
  { limit: initialLimit, save, lang: initialLang }: NoticeBoardStoreOptions = {},
) {
  const { lang, setLang } = langOf(initialLang);
  const listed = (all: Notice[] | undefined) => (Array.isArray(all) ? listedNotices(all) : []);
  const notices = resourceStore(
    (signal) => api.getNotices({ signal }),
    (all) => listed(all).length === 0,
  );
  const limit = signal(limitOf(initialLimit));
  const all = computed(() => listed(notices.data.value));
  /** The notices shown, newest first; empty until loaded. */
  const shown = computed<Notice[]>(() =>
    limit.value === null ? all.value : all.value.slice(0, limit.value),
  );
  const items = computed<BoardItem[]>(() => shown.value.map((n) => toBoardItem(n, lang.value)));
  const open = signal<ReadonlySet<number>>(new Set());
  const itemOf = (id: number) => items.peek().find((item) => item.id === id);
  const files = createDownloads(api, {
    fileOf: (id) => itemOf(id)?.file,
    save,
    what: 'The attachment',
  });
  const setOpen = (id: number, isOpen: boolean) => {
    const next = new Set(open.peek());
    if (isOpen) next.add(id);
    else next.delete(id);
    open.value = next;
  };

  return {
    ...notices,
    shown,
    items,
    /** The ids of the notices showing their description. */
    open: open as ReadonlySignal<ReadonlySet<number>>,
    downloads: files.downloads,
    limit: limit as ReadonlySignal<number | null>,
    setLang,
    setLimit(value: number | undefined) {
      limit.value = limitOf(value);
    },
    /** Open or close a notice; true when it is open now. */
    toggle(id: number): boolean {
      const isOpen = !open.peek().has(id);
      setOpen(id, isOpen);
      return isOpen;
    },
    /** Open the notice a link names, if it is on the board; false when it is not. */
    reveal(id: number): boolean {
      if (!itemOf(id)) return false;
      setOpen(id, true);
      return true;
    },
    /** Fetch a notice's attachment and save it under its real name; a second press waits. */
    download: files.download,
    dispose() {
      notices.dispose();
      files.dispose();
    },
  };
}

export type NoticeBoardStore = ReturnType<typeof createNoticeBoardStore>;
