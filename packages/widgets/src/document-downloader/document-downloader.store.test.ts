import { effect } from '@preact/signals-core';
import { ApiError, type DownloadedFile, type DownloadItem, type DownloadsQuery } from '@school/api';
import { describe, expect, it, vi } from 'vitest';
import { type Deferred, deferred } from '../../test/deferred.ts';
import { CLASSES, SESSIONS, YEARS } from '../runtime/class-choice.fixtures.ts';
import {
  createDocumentDownloaderStore,
  type DocumentDownloaderApi,
} from './document-downloader.store.ts';
import { typeFrom } from './documents.ts';
import { documents, FILE_BASE } from './fixtures.ts';
import { toRow } from './rows.ts';

/**
 * A fake provider: the option lists answer when `lists` resolves (at once by default), the
 * documents and files when the test says so; every call is recorded.
 */
function fakeApi(lists: Promise<void> = Promise.resolve()) {
  const calls: { query: DownloadsQuery; signal: AbortSignal; d: Deferred<DownloadItem[]> }[] = [];
  const files: { url: string; signal: AbortSignal; d: Deferred<DownloadedFile> }[] = [];
  const after =
    <T>(value: T) =>
    async () => {
      await lists;
      return value;
    };
  const api = {
    getClassConfigs: after(CLASSES),
    getAdmissionYears: after(YEARS),
    getAcademicSessions: after(SESSIONS),
    getDownloads: (query: DownloadsQuery, opts: { signal?: AbortSignal } = {}) => {
      const d = deferred<DownloadItem[]>();
      calls.push({ query, signal: opts.signal as AbortSignal, d });
      return d.promise;
    },
    downloadFile: (url: string, opts: { signal?: AbortSignal } = {}) => {
      const d = deferred<DownloadedFile>();
      files.push({ url, signal: opts.signal as AbortSignal, d });
      return d.promise;
    },
  } as unknown as DocumentDownloaderApi;
  return { api, calls, files };
}

async function started(save = vi.fn()) {
  const { api, calls, files } = fakeApi();
  const store = createDocumentDownloaderStore(api, { save });
  await store.start();
  return { store, calls, files, save };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

async function listed(items = documents('Assignment')) {
  const context = await started();
  context.store.fill({ classId: '11', session: '2025', type: 'Assignment' });
  context.calls[0]?.d.resolve(items);
  // The list comes with the code that saves documents (a dynamic import): wait for both.
  await vi.waitFor(() => expect(context.store.state.value).not.toBe('loading'));
  return context;
}

describe('createDocumentDownloaderStore', () => {
  it('loads the three option lists, then waits for a search', async () => {
    const lists = deferred<void>();
    const { api, calls } = fakeApi(lists.promise);
    const store = createDocumentDownloaderStore(api);
    const done = store.start();
    expect(store.state.value).toBe('loading');
    lists.resolve();
    await done;
    expect(store.state.value).toBe('ready');
    expect(calls).toHaveLength(0);
  });

  it('asks nothing until class, session or year, and type are all chosen', async () => {
    const { store, calls } = await started();
    store.choice.setClass('11');
    store.choice.setPeriod('2025');
    expect(store.search()).toBeNull();
    expect(store.missing.value).toBe(1);
    store.setType('Class Notes');
    store.choice.setPeriod('');
    expect(store.search()).toBeNull();
    expect(store.missing.value).toBe(2);
    expect(calls).toHaveLength(0);
  });

  it('sends the session’s start year for a class with a group, the year’s name otherwise', async () => {
    const { store, calls } = await started();
    store.choice.setClass('11');
    store.choice.setPeriod('2025');
    store.setType('Class Notes');
    expect(store.search()).toEqual({ classId: 11, session: 2025, type: 'Class Notes' });
    expect(store.missing.value).toBe(0);
    expect(calls[0]?.query).toEqual({
      class_id: 11,
      academic_session_year__start_year: 2025,
      download_type: 'Class Notes',
    });
    store.choice.setClass('7');
    store.choice.setPeriod('2026');
    expect(store.search()).toEqual({ classId: 7, year: '2026', type: 'Class Notes' });
    expect(calls[1]?.query).toEqual({
      class_id: 7,
      academic_year__name: '2026',
      download_type: 'Class Notes',
    });
    // The older search was overtaken.
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('lists the documents, or is empty when there are none', async () => {
    const { store, calls } = await listed();
    expect(store.state.value).toBe('ready');
    expect(store.rows.value.map((r) => r.title)).toEqual(
      documents('Assignment').map((d) => d.title),
    );
    store.fill({ classId: '1', year: '2024', type: 'Hand Book' });
    calls[1]?.d.resolve([]);
    await tick();
    expect(store.state.value).toBe('empty');
  });

  it('takes a host’s search once the lists are in, and not twice', async () => {
    const lists = deferred<void>();
    const { api, calls } = fakeApi(lists.promise);
    const store = createDocumentDownloaderStore(api);
    const done = store.start();
    store.fill({ classId: '1', year: '২০২৬', type: ' class notes ' });
    lists.resolve();
    await done;
    expect(calls[0]?.query).toEqual({
      class_id: 1,
      academic_year__name: '2026',
      download_type: 'Class Notes',
    });
    expect(store.type.value).toBe('Class Notes');
    store.fill({ classId: 1, year: '2026', type: 'Class Notes' });
    expect(calls).toHaveLength(1);
    store.fill({ classId: 1, year: '2026', type: 'Recipes' });
    expect(store.missing.value).toBe(1);
    expect(calls).toHaveLength(1);
    store.fill({});
    expect([store.shown.value, store.type.value, store.missing.value]).toEqual([null, '', 0]);
  });

  it('stays loading from the lists to a host’s search, never showing the bare form between', async () => {
    const lists = deferred<void>();
    const { api, calls } = fakeApi(lists.promise);
    const store = createDocumentDownloaderStore(api);
    const states: string[] = [];
    const stop = effect(() => {
      states.push(store.state.value);
    });
    const done = store.start();
    store.fill({ classId: '11', session: '2025', type: 'Assignment' });
    lists.resolve();
    await done;
    calls[0]?.d.resolve(documents('Assignment'));
    await tick();
    stop();
    expect(states).toEqual(['loading', 'ready']);
  });

  it('downloads a document under its real name, saying so on its row meanwhile', async () => {
    const { store, files, save } = await listed();
    const [first] = store.rows.value;
    const done = store.download(first?.id ?? 0);
    expect(files[0]?.url).toBe(`${FILE_BASE}/bangla-assignment-1.pdf`);
    expect(store.downloads.value.get(first?.id ?? 0)).toEqual({ status: 'working' });
    // A second press while it runs waits for the first.
    void store.download(first?.id ?? 0);
    expect(files).toHaveLength(1);
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
    files[0]?.d.resolve({ blob, filename: 'Bangla Assignment 1.pdf' });
    await done;
    expect(save).toHaveBeenCalledWith(blob, 'Bangla Assignment 1.pdf');
    expect(store.downloads.value.size).toBe(0);
  });

  it('says why on the row whose download failed, and the others still work', async () => {
    const { store, files, save } = await listed();
    const [one, two] = store.rows.value;
    const failed = store.download(one?.id ?? 0);
    files[0]?.d.reject(
      new ApiError({ kind: 'http', status: 404, url: '/media/x.pdf', message: 'Gone.' }),
    );
    await failed;
    expect(store.downloads.value.get(one?.id ?? 0)).toEqual({ status: 'error', message: 'Gone.' });
    expect(store.state.value).toBe('ready');
    const ok = store.download(two?.id ?? 0);
    files[1]?.d.resolve({ blob: new Blob(['x']), filename: 'b.pdf' });
    await ok;
    expect(save).toHaveBeenCalledTimes(1);
    // A new search forgets the old rows' failures.
    store.fill({ classId: '11', session: '2025', type: 'Home Work' });
    expect(store.downloads.value.size).toBe(0);
  });

  it('never fetches a document whose address is not http(s)', async () => {
    const { store, files } = await listed([
      { id: 1, title: 'Bad', files: 'javascript:alert(1)', updated_at: '2026-01-01' },
    ]);
    expect(store.rows.value[0]?.file).toBeNull();
    await store.download(1);
    expect(files).toHaveLength(0);
  });

  it('retries a failed search, and the lists when they failed', async () => {
    const { store, calls } = await started();
    store.fill({ classId: '11', session: '2025', type: 'Assignment' });
    calls[0]?.d.reject(new ApiError({ kind: 'timeout', url: '/downloads/', message: 'Too slow.' }));
    await tick();
    expect([store.state.value, store.error.value]).toEqual(['error', 'Too slow.']);
    void store.start();
    expect(calls[1]?.query).toEqual(calls[0]?.query);
  });

  it('aborts the list and the downloads in flight on dispose', async () => {
    const { store, files, calls } = await listed();
    void store.download(store.rows.value[0]?.id ?? 0);
    store.fill({ classId: '1', year: '2026', type: 'Assignment' });
    store.dispose();
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(files[0]?.signal.aborted).toBe(true);
  });
});

describe('reading the provider and the host', () => {
  it('makes a row of the contract’s fields: the day of its date, the file only if http(s)', () => {
    expect(
      toRow({
        id: 4,
        title: ' Notes ',
        files: 'https://x.example/a.pdf',
        updated_at: '2026-03-01T10:00:00',
      }),
    ).toEqual({
      id: 4,
      title: 'Notes',
      file: 'https://x.example/a.pdf',
      day: '2026-03-01',
      date: '2026-03-01T10:00:00',
    });
    expect(
      toRow({ id: 5, title: 'X', files: '/media/a.pdf', updated_at: 'last week' }),
    ).toMatchObject({ file: null, day: null, date: 'last week' });
  });

  it('reads a document type in any letter case, else none', () => {
    expect(['Home Work', 'home work', ' HAND BOOK '].map(typeFrom)).toEqual([
      'Home Work',
      'Home Work',
      'Hand Book',
    ]);
    expect(['Homework', '', undefined, null].map(typeFrom)).toEqual(['', '', '', '']);
  });
});
