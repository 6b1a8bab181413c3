import { type ApiClient, ApiError, type ClassConfig, type SeatInfo } from '@school/api';
import { describe, expect, it, vi } from 'vitest';
import { BARE_SEATS, CLASS_CONFIGS, SEATS, TOTAL } from './fixtures.ts';
import { createSeatInfoStore, type SeatInfoApi } from './seat-info.store.ts';

/** A fake provider: seats and classes answered (or thrown) as a test says; calls counted. */
function fakeApi(seats: unknown[] | Error, classes: ClassConfig[] | Error = CLASS_CONFIGS) {
  const answer = <T>(value: T | Error) =>
    vi.fn(async () => {
      if (value instanceof Error) throw value;
      return value;
    });
  return {
    getSeatInfo: answer(seats as SeatInfo[]),
    getClassConfigs: answer(classes),
  } satisfies SeatInfoApi;
}

async function loaded(api: ReturnType<typeof fakeApi>) {
  const store = createSeatInfoStore(api as unknown as Pick<ApiClient, keyof SeatInfoApi>);
  await store.start();
  return store;
}

const cards = (store: Awaited<ReturnType<typeof loaded>>) =>
  store.rows.value.map((r) => [r.name, r.seats]);

describe('createSeatInfoStore', () => {
  it('gives a card per class with its seats, and the total, from one call', async () => {
    const api = fakeApi(SEATS);
    const store = await loaded(api);
    expect(store.state.value).toBe('ready');
    expect(cards(store)).toEqual(SEATS.map((s) => [s.class_name, s.no_of_seat]));
    expect(store.total.value).toBe(TOTAL);
    expect(api.getClassConfigs).not.toHaveBeenCalled();
    expect(store.shown.value).toEqual(SEATS);
  });

  it('names the classes from /class-configs when the provider sends only the contract’s fields', async () => {
    const api = fakeApi(BARE_SEATS);
    const store = await loaded(api);
    expect(api.getClassConfigs).toHaveBeenCalledTimes(1);
    expect(cards(store)).toEqual(SEATS.map((s) => [s.class_name, s.no_of_seat]));
    expect(store.shown.value.map((s) => s.class_name)).toEqual(SEATS.map((s) => s.class_name));
  });

  it('still shows the seats, unnamed, when /class-configs fails or does not know the class', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = await loaded(
      fakeApi(BARE_SEATS, new ApiError({ kind: 'network', url: '/class-configs', message: 'x' })),
    );
    expect(failing.state.value).toBe('ready');
    expect(failing.rows.value.map((r) => r.name)).toEqual(SEATS.map(() => null));
    expect(failing.total.value).toBe(TOTAL);
    const unknown = await loaded(fakeApi([{ class_id: 99, no_of_seat: 40 }]));
    expect(unknown.rows.value).toMatchObject([{ classId: 99, name: null, seats: 40 }]);
  });

  it('leaves out a row without a readable number of seats', async () => {
    const store = await loaded(
      fakeApi([
        { class_id: 1, class_name: 'Six', no_of_seat: 640 },
        { class_id: 3, class_name: 'Seven', no_of_seat: -5 },
        { class_id: 5, class_name: 'Eight', no_of_seat: 'many' },
        { class_id: 7, class_name: 'Nine', no_of_seat: '660' },
        { class_id: 9, class_name: 'Ten' },
      ]),
    );
    expect(cards(store)).toEqual([
      ['Six', 640],
      ['Nine', 660],
    ]);
    expect(store.total.value).toBe(1300);
  });

  it("is 'empty' when there are no seats", async () => {
    const store = await loaded(fakeApi([]));
    expect(store.state.value).toBe('empty');
    expect(store.total.value).toBe(0);
  });

  it("is 'error' with a readable message when the seats call fails", async () => {
    const store = await loaded(
      fakeApi(new ApiError({ kind: 'http', status: 503, url: '/seat-info/', message: 'Busy.' })),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Busy.');
  });

  it("is 'loading' while the call runs", () => {
    const store = createSeatInfoStore({
      getSeatInfo: () => new Promise(() => {}),
      getClassConfigs: async () => [],
    });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
