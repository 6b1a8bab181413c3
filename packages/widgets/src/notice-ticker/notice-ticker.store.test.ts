import { type ApiClient, ApiError, type Notice } from '@school/api';
import { describe, expect, it } from 'vitest';
import { preview } from '../runtime/text.ts';
import { createNoticeTickerStore } from './notice-ticker.store.ts';

const TODAY = '2026-03-15';

function notice(id: number, date: string, expire_date: string, title = `Notice ${id}`): Notice {
  return {
    id,
    title,
    notice_title: title,
    notice_description: '',
    date,
    expire_date,
    file_attached: null,
  };
}

/** A fake provider: answers the notices call with `answer` (or throws it). */
function fakeApi(answer: Notice[] | Error): Pick<ApiClient, 'getNotices'> {
  return {
    getNotices: async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

async function loaded(answer: Notice[] | Error) {
  const store = createNoticeTickerStore(fakeApi(answer), { today: () => TODAY });
  await store.start();
  return store;
}

describe('createNoticeTickerStore', () => {
  it('keeps notices expiring today or later, the one expiring exactly today included', async () => {
    const store = await loaded([
      notice(1, '2026-03-01', '2026-03-14'),
      notice(2, '2026-03-02', '2026-03-15'),
      notice(3, '2026-03-03', '2026-04-30'),
      notice(4, '2025-12-01', '2025-12-31'),
    ]);
    expect(store.current.value.map((n) => n.id)).toEqual([3, 2]);
    expect(store.state.value).toBe('ready');
  });

  it('puts the newest first, by publication date and then by id', async () => {
    const store = await loaded([
      notice(1, '2026-03-10', '2026-04-01'),
      notice(2, '2026-03-12', '2026-04-01'),
      notice(5, '2026-03-10', '2026-04-01'),
      notice(3, 'soon', '2026-04-01'),
    ]);
    expect(store.current.value.map((n) => n.id)).toEqual([2, 5, 1, 3]);
  });

  it('drops notices whose expiry cannot be read, and accepts a date-time expiry', async () => {
    const store = await loaded([
      notice(1, '2026-03-01', ''),
      notice(2, '2026-03-01', '15/04/2026'),
      notice(3, '2026-03-01', null as unknown as string),
      notice(4, '2026-03-01', '2026-03-15T00:00:00'),
    ]);
    expect(store.current.value.map((n) => n.id)).toEqual([4]);
  });

  it('uses the title, falls back to notice_title, and cuts long ones at 60 letters', async () => {
    const long =
      'Admission test for class Eleven (science, business studies and humanities) on Friday';
    const store = await loaded([
      { ...notice(1, '2026-03-03', '2026-04-01'), title: '', notice_title: 'বার্ষিক ক্রীড়া প্রতিযোগিতা' },
      notice(2, '2026-03-02', '2026-04-01', long),
      { ...notice(3, '2026-03-01', '2026-04-01'), title: ' ', notice_title: '' },
    ]);
    expect(store.items.value).toEqual([
      {
        id: 1,
        title: 'বার্ষিক ক্রীড়া প্রতিযোগিতা',
        label: null,
        preview: 'বার্ষিক ক্রীড়া প্রতিযোগিতা',
      },
      { id: 2, title: long, label: null, preview: `${long.slice(0, 60).trimEnd()}…` },
    ]);
  });

  it("is 'empty' when the list holds no current notice", async () => {
    const store = await loaded([notice(1, '2026-01-01', '2026-02-01')]);
    expect(store.state.value).toBe('empty');
    expect(store.items.value).toEqual([]);
  });

  it("is 'empty' for an empty list too", async () => {
    expect((await loaded([])).state.value).toBe('empty');
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/notices',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.items.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createNoticeTickerStore({ getNotices: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });

  it("asks the visitor's clock for today by default", async () => {
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const store = createNoticeTickerStore(fakeApi([notice(1, today, today)]));
    await store.start();
    expect(store.current.value.map((n) => n.id)).toEqual([1]);
  });
});

describe('preview', () => {
  it('never splits a Bengali letter with its vowel sign', () => {
    const title = 'কি'.repeat(70);
    const cut = preview(title);
    expect(cut.endsWith('কি…')).toBe(true);
    expect(
      Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(cut)),
    ).toHaveLength(61);
  });
});
