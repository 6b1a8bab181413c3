import { type ApiClient, ApiError, type SchoolEvent } from '@school/api';
import { describe, expect, it } from 'vitest';
import { dhakaTime, toEventItem } from './event-item.ts';
import { createEventsStore } from './events.store.ts';

const TODAY = '2026-03-15';

function event(id: number, start: string, end: string, title = `Event ${id}`): SchoolEvent {
  return { id, title, start, end, image: null };
}

/** A fake provider: answers the events call with `answer` (or throws it). */
function fakeApi(answer: SchoolEvent[] | Error): Pick<ApiClient, 'getEvents'> {
  return {
    getEvents: async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

async function loaded(answer: SchoolEvent[] | Error, limit?: number) {
  const store = createEventsStore(fakeApi(answer), { today: () => TODAY, limit });
  await store.start();
  return store;
}

const ids = (list: { id: number }[]) => list.map((e) => e.id);

describe('createEventsStore', () => {
  it('keeps events whose end is today or later, the one ending today included, soonest first', async () => {
    const store = await loaded([
      event(1, '2026-03-20T10:00:00', '2026-03-20T12:00:00'),
      event(2, '2026-03-14T10:00:00', '2026-03-14T12:00:00'),
      event(3, '2026-03-15T09:00:00', '2026-03-15T11:00:00'),
      event(4, '2026-03-13T09:00:00', '2026-03-16T11:00:00'),
      event(5, '2026-03-20T08:30:00', '2026-03-20T09:00:00'),
      event(6, '2026-03-20T08:30:00', '2026-03-20T09:00:00'),
    ]);
    expect(store.state.value).toBe('ready');
    // Started two days ago and still running: it is the soonest.
    expect(ids(store.shown.value)).toEqual([4, 3, 5, 6, 1]);
  });

  it('shows the day before T, a span of days, and the hours as the provider writes them', async () => {
    const store = await loaded([
      event(1, '2026-03-20T09:30:00', '2026-03-21T15:00:00'),
      event(2, '2026-03-22T10:00:00', '2026-03-22T12:30:00'),
      event(3, '2026-03-23', '2026-03-23'),
    ]);
    expect(store.items.value).toEqual([
      {
        id: 1,
        title: 'Event 1',
        from: '2026-03-20',
        to: '2026-03-21',
        starts: '09:30',
        ends: '15:00',
        image: null,
        place: '',
        description: '',
      },
      {
        id: 2,
        title: 'Event 2',
        from: '2026-03-22',
        to: '2026-03-22',
        starts: '10:00',
        ends: '12:30',
        image: null,
        place: '',
        description: '',
      },
      {
        id: 3,
        title: 'Event 3',
        from: '2026-03-23',
        to: '2026-03-23',
        starts: null,
        ends: null,
        image: null,
        place: '',
        description: '',
      },
    ]);
  });

  it('gives the place and the description the school wrote, in the list’s language', async () => {
    const store = await loaded([
      {
        ...event(1, '2026-03-20T09:30:00', '2026-03-20T15:00:00'),
        place: ' Auditorium ',
        place_bn: 'মিলনায়তন',
        description: 'Songs and a play.',
      },
    ]);
    expect(store.items.value[0]).toMatchObject({
      place: 'Auditorium',
      description: 'Songs and a play.',
    });
    store.setLang('bn');
    expect(store.items.value[0]).toMatchObject({
      place: 'মিলনায়তন',
      description: 'Songs and a play.',
    });
  });

  it('leaves out untitled and undated events, and reads an unreadable end as the first day', async () => {
    const store = await loaded([
      event(1, '2026-03-20T10:00:00', '2026-03-20T12:00:00', '  '),
      event(2, 'next week', '2026-03-20T12:00:00'),
      event(3, '2026-03-20T10:00:00', 'soon'),
      event(4, '2026-03-14T10:00:00', ''),
      event(5, '2026-03-21T10:00:00', '2026-03-21T09:00:00'),
    ]);
    expect(ids(store.items.value)).toEqual([3, 5]);
    expect(store.items.value[0]).toMatchObject({ to: '2026-03-20', starts: '10:00', ends: null });
    // An end before the start (a typing slip): the start time alone.
    expect(store.items.value[1]).toMatchObject({ to: '2026-03-21', starts: '10:00', ends: null });
  });

  it('shows a picture only from an http(s) address', async () => {
    const store = await loaded([
      {
        ...event(1, '2026-03-20T10:00:00', '2026-03-20T12:00:00'),
        image: 'https://p.example/1.jpg',
      },
      { ...event(2, '2026-03-21T10:00:00', '2026-03-21T12:00:00'), image: 'javascript:alert(1)' },
      { ...event(3, '2026-03-22T10:00:00', '2026-03-22T12:00:00'), image: '/media/3.jpg' },
    ]);
    expect(store.items.value.map((e) => e.image)).toEqual(['https://p.example/1.jpg', null, null]);
  });

  it('works with only the contract’s fields (no picture at all)', async () => {
    const { image: _, ...bare } = event(1, '2026-03-20T10:00:00', '2026-03-20T12:00:00');
    const store = await loaded([bare as SchoolEvent]);
    expect(store.items.value[0]?.image).toBeNull();
  });

  it('shows the soonest `limit` events, and all of them again without one', async () => {
    const all = [1, 2, 3, 4].map((n) => event(n, `2026-03-2${n}T10:00:00`, `2026-03-2${n}T11:00`));
    const store = await loaded(all, 2);
    expect(ids(store.shown.value)).toEqual([1, 2]);
    store.setLimit(3.9);
    expect(ids(store.items.value)).toEqual([1, 2, 3]);
    for (const bad of [undefined, 0, -1, Number.NaN]) {
      store.setLimit(bad);
      expect(store.limit.value).toBeNull();
      expect(store.items.value).toHaveLength(4);
    }
  });

  it("is 'empty' when every event has ended, or there is none", async () => {
    expect((await loaded([event(1, '2026-03-01T10:00', '2026-03-14T10:00')])).state.value).toBe(
      'empty',
    );
    expect((await loaded([])).state.value).toBe('empty');
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({ kind: 'timeout', url: '/events', message: 'The school server is slow.' }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('The school server is slow.');
    expect(store.items.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createEventsStore({ getEvents: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});

describe('dhakaTime', () => {
  it.each([
    ['2026-11-24T11:00:00', { day: '2026-11-24', time: '11:00' }],
    ['2026-11-24T11:00', { day: '2026-11-24', time: '11:00' }],
    ['2026-11-24 11:00:00', { day: '2026-11-24', time: '11:00' }],
    ['2026-11-24', { day: '2026-11-24', time: null }],
    // A time with a zone is the same instant in Dhaka (UTC+6), the day included.
    ['2026-11-24T04:00:00Z', { day: '2026-11-24', time: '10:00' }],
    ['2026-11-24T20:30:00+00:00', { day: '2026-11-25', time: '02:30' }],
    ['2026-11-24T11:00:00+06:00', { day: '2026-11-24', time: '11:00' }],
  ])('reads %j as %j', (value, expected) => {
    expect(dhakaTime(value)).toEqual(expected);
  });

  it.each([['24/11/2026'], ['2026-11-24T25:00'], [''], [null], [42]])('cannot read %j', (value) => {
    expect(dhakaTime(value)).toBeNull();
  });

  it('gives no item for an event it cannot place', () => {
    expect(toEventItem(event(1, 'tomorrow', 'tomorrow'))).toBeNull();
  });
});
