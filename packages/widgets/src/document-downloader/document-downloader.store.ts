import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { ApiClient, DownloadItem, DownloadsQuery, DownloadType } from '@school/api';
import {
  type ClassChoiceApi,
  type ClassChoiceInput,
  choiceText,
  createClassChoice,
} from '../runtime/class-choice.ts';
import type { Download } from '../runtime/downloads.ts';
import type { Lang } from '../runtime/i18n.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import { resource } from '../runtime/resource.ts';
import { langOf, noItems, type WidgetState, type WidgetStore } from '../runtime/store.ts';
import { typeFrom } from './documents.ts';
import type { DocumentRow } from './rows.ts';

export type DocumentDownloaderApi = ClassChoiceApi &
  Pick<ApiClient, 'getDownloads' | 'downloadFile'>;

/** A search as the search event tells a host: the class, its session or year, and the type. */
export type DocumentSearchDetail = { type: DownloadType } & (
  | { classId: number; session: number }
  | { classId: number; year: string }
);

/** What a host gives: the search to show. */
export interface DocumentDownloaderInput extends ClassChoiceInput {
  type?: string | null | undefined;
}

export type { Download };

const NO_DOWNLOADS: ReadonlyMap<number, Download> = new Map();

/** The rows and the saving of documents; a failed fetch fails the search with the kit's sentence. */
const rowsPart = lazyPart(() => import('./rows.ts'));

export interface DocumentDownloaderOptions {
  /** Where a downloaded file goes: the visitor's downloads (a test records it instead). */
  save?: (blob: Blob, filename: string) => void;
  /**
   * The code the view needs to show a search (its table), fetched with the first search: the
   * store is `ready` only once both are in, so `ready` means on screen.
   */
  prepare?: () => Promise<unknown>;
  /** The language of the documents' titles: their Bengali twins in `bn` (default `en`). */
  lang?: Lang | undefined;
}

function searchDetail(query: DownloadsQuery): DocumentSearchDetail {
  const type = query.download_type;
  return query.academic_year__name === undefined
    ? { classId: query.class_id, session: query.academic_session_year__start_year, type }
    : { classId: query.class_id, year: query.academic_year__name, type };
}

const sameQuery = (a: DownloadsQuery | null, b: DownloadsQuery | null) =>
  a !== null &&
  b !== null &&
  a.class_id === b.class_id &&
  a.download_type === b.download_type &&
  a.academic_session_year__start_year === b.academic_session_year__start_year &&
  a.academic_year__name === b.academic_year__name;

/**
 * Download Academic Documents (spec §2, §4): the three option lists first, then the documents
 * of a class, its session or academic year, and a document type, each saved under its real name
 * and type. A search without every field makes no request and counts in `missing` (the view
 * says "Please select all form fields").
 */
export function createDocumentDownloaderStore(
  api: DocumentDownloaderApi,
  { save, prepare = async () => {}, lang: initialLang }: DocumentDownloaderOptions = {},
) {
  const { lang, setLang } = langOf(initialLang);
  const choice = createClassChoice(api);
  const type = signal<DownloadType | ''>('');
  /** The search on screen or on its way; null before the first. */
  const shown = signal<DownloadsQuery | null>(null);
  /** Searches tried without every field chosen since the last one made; 0 shows no message. */
  const missing = signal(0);
  const list = resource(async (abort, query: DownloadsQuery) => {
    const [items] = await Promise.all([
      api.getDownloads(query, { signal: abort }),
      prepare(),
      loadFiles(),
    ]);
    return items;
  });
  let wanted: DocumentDownloaderInput | null = null;
  /** A host's search waits for the option lists: until it is made, the widget is loading. */
  const waiting = signal(false);

  const query = computed<DownloadsQuery | null>(() => {
    const chosen = choice.query.value;
    return chosen && type.value ? { ...chosen, download_type: type.value } : null;
  });

  /**
   * `loading`: the option lists or the documents are on their way. `ready`: the form waits for
   * a search, or documents are listed. `empty`: none for that search. `error`: a call failed.
   */
  const state = computed<WidgetState>(() => {
    const lists = choice.status.value;
    if (lists === 'error') return 'error';
    if (lists !== 'ready' || waiting.value) return 'loading';
    if (!shown.value) return 'ready';
    switch (list.status.value) {
      case 'idle':
      case 'loading':
        return 'loading';
      case 'error':
        return 'error';
      case 'ready':
        return noItems(list.data.value) ? 'empty' : 'ready';
      default:
        return list.status.value satisfies never;
    }
  });

  const rows = computed<DocumentRow[]>(() => {
    const items: DownloadItem[] | undefined = list.data.value;
    const toRow = results.value?.toRow;
    return Array.isArray(items) && toRow ? items.map((item) => toRow(item, lang.value)) : [];
  });

  /**
   * The rows and the saving of documents, whose code comes with the first search (beside the
   * table's): a visitor who only looks at the form never fetches it. A failed fetch fails that
   * search, with its Retry.
   */
  const results = signal<typeof import('./rows.ts') | null>(null);
  const files = signal<ReturnType<typeof import('./rows.ts').createDownloads> | null>(null);
  let disposed = false;
  async function loadFiles(): Promise<void> {
    const module = await rowsPart.load();
    // Made once, by the first search to get here while the view is still there.
    if (files.peek() || disposed) return;
    batch(() => {
      results.value = module;
      files.value = module.createDownloads(api, {
        fileOf: (id) => rows.peek().find((row) => row.id === id)?.file,
        save,
        what: 'The document',
      });
    });
  }

  function run(search: DownloadsQuery) {
    batch(() => {
      missing.value = 0;
      shown.value = search;
      // Failures said on the rows of an earlier list; a download still running keeps its row.
      files.peek()?.clearFailures();
    });
    return list.load(search);
  }

  /** A host's search: chosen as given, then made when it is whole and not already shown. */
  function apply(input: DocumentDownloaderInput) {
    const given = [input.classId, input.session, input.year, input.type];
    if (!given.some((v) => choiceText(v) !== '')) {
      // Back to the page's plain address: a fresh form.
      if (!shown.peek()) return;
      batch(() => {
        list.reset();
        shown.value = null;
        missing.value = 0;
        type.value = '';
        choice.choose({});
      });
      return;
    }
    batch(() => {
      choice.choose(input);
      type.value = typeFrom(input.type);
    });
    const search = query.peek();
    if (!search) {
      missing.value += 1;
      return;
    }
    if (!sameQuery(search, shown.peek()) || list.status.peek() === 'error') void run(search);
  }

  const store = {
    setLang,
    choice,
    state,
    error: computed(() => choice.error.value ?? list.error.value),
    type: type as ReadonlySignal<DownloadType | ''>,
    /** The search on screen or on its way. */
    shown: shown as ReadonlySignal<DownloadsQuery | null>,
    missing: missing as ReadonlySignal<number>,
    rows,
    downloads: computed(() => files.value?.downloads.value ?? NO_DOWNLOADS),
    setType(value: string) {
      type.value = typeFrom(value);
    },
    /** Load the option lists; Retry: them again, or the search that failed. */
    async start() {
      if (choice.status.peek() !== 'ready') {
        await choice.load();
        batch(() => {
          waiting.value = false;
          if (choice.status.peek() === 'ready' && wanted) apply(wanted);
        });
      } else if (list.status.peek() === 'error' && shown.peek()) {
        await run(shown.peek() as DownloadsQuery);
      }
    },
    /** Take a host's search (attributes, the page's address), once the option lists are in. */
    fill(input: DocumentDownloaderInput) {
      wanted = input;
      if (choice.status.peek() === 'ready') apply(input);
      else waiting.value = true;
    },
    /** The visitor's Submit: the search to tell the host, or null when a field is left empty. */
    search(): DocumentSearchDetail | null {
      const search = query.peek();
      if (!search) {
        missing.value += 1;
        return null;
      }
      void run(search);
      return searchDetail(search);
    },
    /** Fetch a document and save it under its real name; a second press while it runs waits. */
    async download(id: number): Promise<void> {
      await files.peek()?.download(id);
    },
    dispose() {
      choice.dispose();
      list.dispose();
      disposed = true;
      files.peek()?.dispose();
    },
  };
  return store satisfies WidgetStore;
}

export type DocumentDownloaderStore = ReturnType<typeof createDocumentDownloaderStore>;
