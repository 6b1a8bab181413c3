import { type ReadonlySignal, signal } from '@preact/signals-core';
import { type ApiClient, isApiError } from '@school/api';
import { saveFile } from './save-file.ts';

/** One row's file: fetching, or failed (`message` null when it was not the provider). */
export type Download = { status: 'working' } | { status: 'error'; message: string | null };

export interface DownloadsOptions {
  /** The file address of a row, or undefined when it has none (or is gone). */
  fileOf: (id: number) => string | null | undefined;
  /** Where a downloaded file goes: the visitor's downloads (a test records it instead). */
  save?: ((blob: Blob, filename: string) => void) | undefined;
  /** What the page owner reads in the console when the browser refuses to save. */
  what?: string;
}

/**
 * The downloads of a list's files, each saved under the name and type the provider gave (never
 * `downloaded_file.png`, spec §4): which rows are fetching, which failed and why, a second press
 * on a fetching row ignored, and every fetch stopped by `dispose`.
 */
export function createDownloads(
  api: Pick<ApiClient, 'downloadFile'>,
  { fileOf, save = saveFile, what = 'The file' }: DownloadsOptions,
) {
  const downloads = signal<ReadonlyMap<number, Download>>(new Map());
  const inFlight = new Map<number, AbortController>();

  const set = (id: number, download: Download | null) => {
    const next = new Map(downloads.peek());
    if (download) next.set(id, download);
    else next.delete(id);
    downloads.value = next;
  };

  return {
    downloads: downloads as ReadonlySignal<ReadonlyMap<number, Download>>,
    /** Fetch a row's file and save it under its real name; a second press while it runs waits. */
    async download(id: number): Promise<void> {
      const file = fileOf(id);
      if (!file || downloads.peek().get(id)?.status === 'working') return;
      const controller = new AbortController();
      inFlight.set(id, controller);
      set(id, { status: 'working' });
      try {
        const { blob, filename } = await api.downloadFile(file, { signal: controller.signal });
        if (!controller.signal.aborted) save(blob, filename);
        set(id, null);
      } catch (error) {
        if (controller.signal.aborted) {
          set(id, null);
          return;
        }
        // The provider's failures are sentences already; anything else (a browser refusing to
        // save) is the page owner's to read in the console, and the visitor gets plain words.
        if (!isApiError(error)) console.error(`${what} could not be saved.`, error);
        set(id, { status: 'error', message: isApiError(error) ? error.message : null });
      } finally {
        if (inFlight.get(id) === controller) inFlight.delete(id);
      }
    },
    /** Forget the failures (a new list is shown); a download still running keeps its row. */
    clearFailures() {
      downloads.value = new Map([...downloads.peek()].filter(([, d]) => d.status === 'working'));
    },
    dispose() {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    },
  };
}
