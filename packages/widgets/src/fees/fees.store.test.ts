import { ApiError, type FeeSchedule } from '@school/api';
import { describe, expect, it } from 'vitest';
import { createFeesStore, type FeesApi } from './fees.store.ts';
import { BARE_FEES, FEES } from './fixtures.ts';

/** A fake provider: answers with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): FeesApi {
  return {
    getFees: async () => {
      if (answer instanceof Error) throw answer;
      return answer as FeeSchedule[];
    },
  };
}

const refusal = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/fees', message: 'Not here.' });

describe('createFeesStore', () => {
  it('gives a table per session, newest first: a row per class, a column per fee', async () => {
    const store = createFeesStore(fakeApi(FEES));
    await store.start();
    expect(store.state.value).toBe('ready');
    const [xi, six] = store.rows.value;
    expect(xi?.session).toBe('2026-27');
    expect(six?.columns.map((c) => [c.label, c.per])).toEqual([
      ['Admission fee', 'once'],
      ['Tuition fee', 'month'],
      ['Exam fee', 'exam'],
    ]);
    expect(six?.rows).toEqual([{ key: '1', className: 'Class Six', amounts: [5000, 1200, 800] }]);
    expect(xi?.rows[0]?.className).toBe('Class XI, Science');
    expect(six?.notes).toEqual(['Tuition is paid by the 10th of each month.']);
  });

  it('writes the fees and classes in Bengali, and names a class by its id when it has no name', async () => {
    const store = createFeesStore(fakeApi([...FEES, ...BARE_FEES]), { lang: 'bn' });
    await store.start();
    const six = store.rows.value.find((t) => t.session === '2026');
    // A fee is known by its English name and period: the bare provider's tuition is the same one.
    expect(six?.columns.map((c) => c.label)).toEqual(['ভর্তি ফি', 'বেতন', 'পরীক্ষার ফি']);
    expect(six?.rows.map((r) => [r.className, r.amounts])).toEqual([
      ['ষষ্ঠ শ্রেণি', [5000, 1200, 800]],
      ['শ্রেণি নং ৭', [null, 1500, null]],
    ]);
  });

  it('leaves out a fee without a name, an amount or a known period', async () => {
    const store = createFeesStore(
      fakeApi([
        {
          class_id: 1,
          session: '2026',
          heads: [
            { head: ' ', amount: 10, per: 'month' },
            { head: 'Tuition fee', amount: -5, per: 'month' },
            { head: 'Tuition fee', amount: 100, per: 'fortnight' },
          ],
        },
      ]),
    );
    await store.start();
    expect(store.state.value).toBe('empty');
    expect(store.absent.value).toBe(false);
  });

  it.each([404, 405, 501])(
    "is 'empty' and absent when the provider has no /fees (%i)",
    async (status) => {
      const store = createFeesStore(fakeApi(refusal(status)));
      await store.start();
      expect(store.state.value).toBe('empty');
      expect(store.absent.value).toBe(true);
    },
  );

  it("is 'error' with a readable message when the call fails otherwise", async () => {
    const store = createFeesStore(
      fakeApi(new ApiError({ kind: 'http', status: 503, url: '/fees', message: 'Busy.' })),
    );
    await store.start();
    expect(store.state.value).toBe('error');
    expect(store.absent.value).toBe(false);
    expect(store.error.value).toBe('Busy.');
  });
});
