import { effect } from '@preact/signals-core';
import { ApiError, type Paged, type StudentListItem, type StudentsQuery } from '@school/api';
import { describe, expect, it } from 'vitest';
import { type Deferred, deferred } from '../../test/deferred.ts';
import { CLASSES, SESSIONS, YEARS } from '../runtime/class-choice.fixtures.ts';
import { studentPage } from './fixtures.ts';
import {
  createStudentDirectoryStore,
  type StudentDirectoryApi,
} from './student-directory.store.ts';
import { pageFrom, toCard } from './students.ts';

/**
 * A fake provider: the option lists answer when `lists` resolves (at once by default), each
 * page of students when the test says so; every students call is recorded.
 */
function fakeApi(lists: Promise<void> = Promise.resolve()) {
  const calls: {
    query: StudentsQuery;
    signal: AbortSignal;
    d: Deferred<Paged<StudentListItem>>;
  }[] = [];
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
    getStudentProfiles: (query: StudentsQuery, opts: { signal?: AbortSignal } = {}) => {
      const d = deferred<Paged<StudentListItem>>();
      calls.push({ query, signal: opts.signal as AbortSignal, d });
      return d.promise;
    },
  } as unknown as StudentDirectoryApi;
  return { api, calls };
}

async function started() {
  const { api, calls } = fakeApi();
  const store = createStudentDirectoryStore(api);
  await store.start();
  return { store, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('createStudentDirectoryStore', () => {
  it('loads the option lists and waits for a search, asking for no student', async () => {
    const lists = deferred<void>();
    const { api, calls } = fakeApi(lists.promise);
    const store = createStudentDirectoryStore(api);
    const done = store.start();
    expect(store.state.value).toBe('loading');
    lists.resolve();
    await done;
    expect(store.state.value).toBe('ready');
    expect(store.shown.value).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('makes no request while the class or its year is missing, and counts each try', async () => {
    const { store, calls } = await started();
    expect(store.search()).toBeNull();
    expect(store.missing.value).toBe(1);
    store.choice.setClass('1');
    expect(store.search()).toBeNull();
    expect(store.missing.value).toBe(2);
    expect(calls).toHaveLength(0);
    expect(store.state.value).toBe('ready');
  });

  it('searches a class without a group by academic year name, 20 a page', async () => {
    const { store, calls } = await started();
    store.search();
    store.choice.setClass('1');
    store.choice.setPeriod('2026');
    expect(store.search()).toEqual({ classId: 1, year: '2026' });
    expect(store.missing.value).toBe(0);
    expect(calls[0]?.query).toEqual({
      class_id: 1,
      academic_year__name: '2026',
      page: 1,
      page_size: 20,
    });
    expect(store.state.value).toBe('loading');
    calls[0]?.d.resolve(studentPage(1, 45));
    await tick();
    expect(store.state.value).toBe('ready');
    expect([store.count.value, store.pages.value, store.cards.value.length]).toEqual([45, 3, 20]);
  });

  it('searches a class with a group by the session’s start year', async () => {
    const { store, calls } = await started();
    store.choice.setClass('11');
    store.choice.setPeriod('2025');
    expect(store.search()).toEqual({ classId: 11, session: 2025 });
    expect(calls[0]?.query).toEqual({
      class_id: 11,
      academic_session_year__start_year: 2025,
      page: 1,
      page_size: 20,
    });
  });

  it("is 'empty' when nobody is found", async () => {
    const { store, calls } = await started();
    store.choice.setClass('2');
    store.choice.setPeriod('2024');
    store.search();
    calls[0]?.d.resolve(studentPage(1, 0));
    await tick();
    expect(store.state.value).toBe('empty');
  });

  it('shows another page, keeping the page shown while it loads', async () => {
    const { store, calls } = await started();
    store.fill({ classId: '1', year: '2026' });
    calls[0]?.d.resolve(studentPage(1, 45));
    await tick();
    void store.goTo(3);
    expect(calls[1]?.query).toMatchObject({ class_id: 1, academic_year__name: '2026', page: 3 });
    expect([store.state.value, store.page.value, store.cards.value.length]).toEqual([
      'loading',
      3,
      20,
    ]);
    calls[1]?.d.resolve(studentPage(3, 45));
    await tick();
    expect(store.cards.value.map((c) => c.roll)).toEqual([
      '10041',
      '10042',
      '10043',
      '10044',
      '10045',
    ]);
  });

  it('takes a host’s search once the lists are in, and does not ask again for the same', async () => {
    const lists = deferred<void>();
    const { api, calls } = fakeApi(lists.promise);
    const store = createStudentDirectoryStore(api);
    const done = store.start();
    store.fill({ classId: '১১', session: '২০২৫', page: '2' });
    expect(calls).toHaveLength(0);
    lists.resolve();
    await done;
    expect(calls[0]?.query).toEqual({
      class_id: 11,
      academic_session_year__start_year: 2025,
      page: 2,
      page_size: 20,
    });
    expect([store.choice.classId.value, store.choice.period.value]).toEqual(['11', '2025']);
    // The host puts the search in its address, which comes back as the same attributes.
    store.fill({ classId: '11', session: '2025', page: 2 });
    expect(calls).toHaveLength(1);
    // Back to the plain address: a fresh form.
    store.fill({});
    expect(store.shown.value).toBeNull();
    expect(store.choice.classId.value).toBe('');
    expect(store.state.value).toBe('ready');
  });

  it('stays loading from the lists to a host’s search, never showing the bare form between', async () => {
    const lists = deferred<void>();
    const { api, calls } = fakeApi(lists.promise);
    const store = createStudentDirectoryStore(api);
    const states: string[] = [];
    const stop = effect(() => {
      states.push(store.state.value);
    });
    const done = store.start();
    store.fill({ classId: '1', year: '2026' });
    lists.resolve();
    await done;
    calls[0]?.d.resolve(studentPage(1, 45));
    await tick();
    stop();
    expect(states).toEqual(['loading', 'ready']);
  });

  it('says a host’s search is missing a field, and asks nothing', async () => {
    const { store, calls } = await started();
    store.fill({ classId: '11', year: '2026' });
    expect(store.missing.value).toBe(1);
    expect(store.choice.classId.value).toBe('11');
    expect(calls).toHaveLength(0);
  });

  it('retries a failed page, and goes to the first page when that page no longer exists', async () => {
    const { store, calls } = await started();
    store.fill({ classId: '1', year: '2026', page: '2' });
    calls[0]?.d.reject(
      new ApiError({ kind: 'timeout', url: '/api/student-profiles/', message: 'Too slow.' }),
    );
    await tick();
    expect([store.state.value, store.error.value]).toEqual(['error', 'Too slow.']);
    void store.start();
    expect(calls[1]?.query.page).toBe(2);
    calls[1]?.d.reject(
      new ApiError({
        kind: 'http',
        status: 404,
        url: '/api/student-profiles/',
        message: 'That page does not exist. Go back to the first page.',
      }),
    );
    await tick();
    void store.start();
    expect(calls[2]?.query.page).toBe(1);
  });

  it('fails when an option list fails, and Retry loads the lists again', async () => {
    let fail = true;
    const { api } = fakeApi();
    const store = createStudentDirectoryStore({
      ...api,
      getAdmissionYears: async () => {
        if (fail)
          throw new ApiError({ kind: 'network', url: '/admission-years', message: 'Offline.' });
        return YEARS;
      },
    });
    await store.start();
    expect([store.state.value, store.error.value]).toEqual(['error', 'Offline.']);
    fail = false;
    await store.start();
    expect(store.state.value).toBe('ready');
  });

  it('aborts what is in flight on dispose', async () => {
    const { store, calls } = await started();
    store.fill({ classId: '1', year: '2026' });
    store.dispose();
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});

describe('reading the provider and the host', () => {
  it('makes a card of the contract’s fields, whatever is missing', () => {
    expect(
      toCard({ ...studentPage(1, 1).results[0], name: ' Ayan Roy ' } as StudentListItem, 0),
    ).toMatchObject({ key: 'id-1001', name: 'Ayan Roy', roll: '10001' });
    const sparse = {
      name: 'Sadia Islam',
      roll_no: null,
      avatar: null,
    } as unknown as StudentListItem;
    expect(toCard(sparse, 4)).toEqual({ key: 'at-4', name: 'Sadia Islam', roll: '', avatar: null });
  });

  it('reads a page from a number, text or Bengali digits, else page 1', () => {
    expect([2, '3', ' 4 ', '২'].map(pageFrom)).toEqual([2, 3, 4, 2]);
    expect([0, -1, 'abc', '', undefined, null, 2.5].map(pageFrom)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});
