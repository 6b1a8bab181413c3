import { ApiError, type DownloadedFile, type Notice, type RequestOptions } from '@school/api';
import { describe, expect, it, vi } from 'vitest';
import { type Deferred, deferred } from '../../test/deferred.ts';
import { FILE_BASE, NOTICES, notice } from './fixtures.ts';
import { createNoticeBoardStore, type NoticeBoardApi } from './notice-board.store.ts';
import { noticeIdFromHash } from './notice-item.ts';

/** A fake provider: the notices (or a failure), and files fetched as a test says. */
function fakeApi(
  answer: Notice[] | Error,
  downloadFile: NoticeBoardApi['downloadFile'] = async (url) => ({
    blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    filename: url.split('/').pop() ?? '',
  }),
): NoticeBoardApi {
  return {
    getNotices: async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
    downloadFile,
  };
}

async function loaded(
  answer: Notice[] | Error,
  options: { limit?: number; downloadFile?: NoticeBoardApi['downloadFile'] } = {},
) {
  const save = vi.fn();
  const store = createNoticeBoardStore(fakeApi(answer, options.downloadFile), {
    limit: options.limit,
    save,
  });
  await store.start();
  return { store, save };
}

const ids = (list: { id: number }[]) => list.map((n) => n.id);

describe('createNoticeBoardStore', () => {
  it('lists every titled notice, expired ones too, newest first', async () => {
    const { store } = await loaded([
      ...NOTICES,
      { ...notice(7, '', -1), notice_title: '  ' },
      { ...notice(8, 'Same day, higher id first', -1) },
    ]);
    expect(store.state.value).toBe('ready');
    expect(ids(store.shown.value)).toEqual([8, 6, 5, 4, 3, 2, 1]);
  });

  it('shows the newest `limit` notices, and all of them again without one', async () => {
    const { store } = await loaded(NOTICES, { limit: 3 });
    expect(ids(store.items.value)).toEqual([6, 5, 4]);
    store.setLimit(2.7);
    expect(ids(store.items.value)).toEqual([6, 5]);
    for (const bad of [undefined, 0, -2, Number.NaN]) {
      store.setLimit(bad);
      expect(store.limit.value).toBeNull();
      expect(store.items.value).toHaveLength(6);
    }
  });

  it('gives each item its title, 60-letter preview, day, description and attachment', async () => {
    const { store } = await loaded([
      { ...notice(1, '', -1), notice_title: 'Only the notice_title is filled' },
      { ...notice(2, 'With a date-time', -2), date: '2026-03-01T10:00:00' },
      ...NOTICES.slice(4, 5),
    ]);
    const byId = (id: number) => store.items.value.find((item) => item.id === id);
    const [fallback, dated, long] = [byId(1), byId(2), byId(5)];
    expect(long?.title).toBe(NOTICES[4]?.title);
    expect(long?.preview).toBe(`${NOTICES[4]?.title.slice(0, 60).trimEnd()}…`);
    expect(long?.file).toBe(`${FILE_BASE}/xi-admission-guidelines.pdf`);
    expect(fallback?.title).toBe('Only the notice_title is filled');
    expect(fallback?.preview).toBe(fallback?.title);
    expect(dated?.day).toBe('2026-03-01');
  });

  it('keeps only http(s) attachments, and takes a missing description or file as none', async () => {
    const { store } = await loaded([
      { ...notice(1, 'Script', -1), file_attached: 'javascript:alert(1)' },
      { ...notice(2, 'Data', -2), file_attached: 'data:application/pdf;base64,JVBERi0=' },
      { ...notice(3, 'Relative', -3), file_attached: '/media/documents/x.pdf' },
      { ...notice(4, 'Plain http', -4), file_attached: 'http://school.example/a.pdf' },
      // A provider that sends only what it must: the optional file is simply missing.
      {
        id: 5,
        title: 'Bare',
        notice_title: 'Bare',
        date: '2026-01-01',
        expire_date: '2026-01-02',
      } as unknown as Notice,
    ]);
    expect(store.items.value.map((i) => [i.id, i.file])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, 'http://school.example/a.pdf'],
      [5, null],
    ]);
    expect(store.items.value[4]?.description).toBe('');
  });

  it("is 'empty' when no notice has a title, and for an empty list", async () => {
    expect((await loaded([{ ...notice(1, '', 0), notice_title: '' }])).store.state.value).toBe(
      'empty',
    );
    expect((await loaded([])).store.state.value).toBe('empty');
  });

  it("is 'error' with the client's readable message when the call fails", async () => {
    const { store } = await loaded(
      new ApiError({ kind: 'http', status: 503, url: '/notices', message: 'Busy.' }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Busy.');
    expect(store.items.value).toEqual([]);
  });

  it('opens and closes a notice, and opens a linked one only if it is listed', async () => {
    const { store } = await loaded(NOTICES);
    expect(store.toggle(4)).toBe(true);
    expect([...store.open.value]).toEqual([4]);
    expect(store.toggle(6)).toBe(true);
    expect(store.toggle(4)).toBe(false);
    expect([...store.open.value]).toEqual([6]);
    expect(store.reveal(2)).toBe(true);
    expect(store.reveal(99)).toBe(false);
    expect([...store.open.value].sort()).toEqual([2, 6]);
  });

  it('downloads an attachment and saves it under the name the provider gave', async () => {
    const requested: string[] = [];
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const { store, save } = await loaded(NOTICES, {
      downloadFile: async (url) => {
        requested.push(url);
        return { blob, filename: 'Annual routine 2026.pdf' };
      },
    });
    await store.download(4);
    expect(requested).toEqual([`${FILE_BASE}/annual-examination-routine.pdf`]);
    expect(save).toHaveBeenCalledExactlyOnceWith(blob, 'Annual routine 2026.pdf');
    expect(store.downloads.value.get(4)).toBeUndefined();
  });

  it('is working during a download, and a second press fetches nothing more', async () => {
    const pending: Deferred<DownloadedFile>[] = [];
    const { store, save } = await loaded(NOTICES, {
      downloadFile: () => {
        const d = deferred<DownloadedFile>();
        pending.push(d);
        return d.promise;
      },
    });
    const done = store.download(6);
    expect(store.downloads.value.get(6)).toEqual({ status: 'working' });
    void store.download(6);
    expect(pending).toHaveLength(1);
    pending[0]?.resolve({ blob: new Blob(['x']), filename: 'a.pdf' });
    await done;
    expect(save).toHaveBeenCalledTimes(1);
    expect(store.downloads.value.get(6)).toBeUndefined();
  });

  it('keeps a failed download’s readable message on that notice only', async () => {
    const { store, save } = await loaded(NOTICES, {
      downloadFile: async (url) => {
        throw new ApiError({
          kind: 'http',
          status: 404,
          url,
          message: 'The requested information was not found.',
        });
      },
    });
    await store.download(5);
    expect(store.downloads.value.get(5)).toEqual({
      status: 'error',
      message: 'The requested information was not found.',
    });
    expect(store.downloads.value.get(4)).toBeUndefined();
    expect(store.state.value).toBe('ready');
    expect(save).not.toHaveBeenCalled();
  });

  it('says nothing of a browser refusing to save but that it failed, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createNoticeBoardStore(fakeApi(NOTICES), {
      save: () => {
        throw new Error('blocked by the browser');
      },
    });
    await store.start();
    await store.download(6);
    expect(store.downloads.value.get(6)).toEqual({ status: 'error', message: null });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('does not fetch a notice without an http(s) attachment', async () => {
    const downloadFile = vi.fn();
    const { store } = await loaded(NOTICES, { downloadFile });
    await store.download(2);
    await store.download(404);
    expect(downloadFile).not.toHaveBeenCalled();
  });

  it('aborts a download in flight on dispose, and saves nothing', async () => {
    let seen: RequestOptions | undefined;
    const pending = deferred<DownloadedFile>();
    const { store, save } = await loaded(NOTICES, {
      downloadFile: (_url, opts) => {
        seen = opts;
        return pending.promise;
      },
    });
    const done = store.download(6);
    store.dispose();
    expect(seen?.signal?.aborted).toBe(true);
    pending.resolve({ blob: new Blob(['x']), filename: 'a.pdf' });
    await done;
    expect(save).not.toHaveBeenCalled();
  });
});

describe('noticeIdFromHash', () => {
  it('reads #notice-<id> and nothing else', () => {
    expect(noticeIdFromHash('#notice-12')).toBe(12);
    expect(noticeIdFromHash('notice-7')).toBe(7);
    for (const hash of ['', '#', '#notice-', '#notice-1a', '#notices', '#notice-1/x']) {
      expect(noticeIdFromHash(hash)).toBeNull();
    }
  });
});
