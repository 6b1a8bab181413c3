import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { type ApiClient, isApiError, listedNotices, type Notice } from '@school/api';
import { saveFile } from '../runtime/save-file.ts';
import { resourceStore } from '../runtime/store.ts';
import { type BoardItem, toBoardItem } from './notice-item.ts';

/** One notice's attachment: fetching, or failed (`message` null when it was not the provider). */
export type Download = { status: 'working' } | { status: 'error'; message: string | null };

export type NoticeBoardApi = Pick<ApiClient, 'getNotices' | 'downloadFile'>;

export interface NoticeBoardStoreOptions {
  /** Show only the newest `limit` notices (the compact board); none or a bad value: all. */
  limit?: number | undefined;
  /** Where a downloaded file goes: the visitor's downloads (a test records it instead). */
  save?: (blob: Blob, filename: string) => void;
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
  { limit: initialLimit, save = saveFile }: NoticeBoardStoreOptions = {},
) {
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
  const items = computed<BoardItem[]>(() => shown.value.map(toBoardItem));
  const open = signal<ReadonlySet<number>>(new Set());
  const downloads = signal<ReadonlyMap<number, Download>>(new Map());
  const inFlight = new Map<number, AbortController>();

  const itemOf = (id: number) => items.peek().find((item) => item.id === id);
  const setDownload = (id: number, download: Download | null) => {
    const next = new Map(downloads.peek());
    if (download) next.set(id, download);
    else next.delete(id);
    downloads.value = next;
  };
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
    downloads: downloads as ReadonlySignal<ReadonlyMap<number, Download>>,
    limit: limit as ReadonlySignal<number | null>,
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
    async download(id: number): Promise<void> {
      const file = itemOf(id)?.file;
      if (!file || downloads.peek().get(id)?.status === 'working') return;
      const controller = new AbortController();
      inFlight.set(id, controller);
      setDownload(id, { status: 'working' });
      try {
        const { blob, filename } = await api.downloadFile(file, { signal: controller.signal });
        if (!controller.signal.aborted) save(blob, filename);
        setDownload(id, null);
      } catch (error) {
        if (controller.signal.aborted) {
          setDownload(id, null);
          return;
        }
        // The provider's failures are sentences already; anything else (a browser refusing to
        // save) is the page owner's to read in the console, and the visitor gets plain words.
        if (!isApiError(error)) console.error('The attachment could not be saved.', error);
        setDownload(id, { status: 'error', message: isApiError(error) ? error.message : null });
      } finally {
        if (inFlight.get(id) === controller) inFlight.delete(id);
      }
    },
    dispose() {
      notices.dispose();
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    },
  };
}

export type NoticeBoardStore = ReturnType<typeof createNoticeBoardStore>;
