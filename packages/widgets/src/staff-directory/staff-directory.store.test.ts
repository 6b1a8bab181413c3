import {
  type ApiClient,
  ApiError,
  type Paged,
  type StaffProfile,
  type StaffQuery,
} from '@school/api';
import { describe, expect, it } from 'vitest';
import { type Deferred, deferred } from '../../test/deferred.ts';
import { staffMember, staffPage } from './fixtures.ts';
import { pageFrom, rolesFrom, toCard } from './staff.ts';
import { createStaffDirectoryStore } from './staff-directory.store.ts';

/** A fake provider that answers each call when the test says so, recording what was asked. */
function fakeApi() {
  const calls: { query: StaffQuery; signal: AbortSignal; d: Deferred<Paged<StaffProfile>> }[] = [];
  const api: Pick<ApiClient, 'getStaffProfiles'> = {
    getStaffProfiles: (query = {}, opts = {}) => {
      const d = deferred<Paged<StaffProfile>>();
      calls.push({ query, signal: opts.signal as AbortSignal, d });
      return d.promise;
    },
  };
  return { api, calls };
}

const notFound = () =>
  new ApiError({
    kind: 'http',
    status: 404,
    url: '/api/staff-profiles/',
    message: 'That page does not exist. Go back to the first page.',
  });

describe('createStaffDirectoryStore', () => {
  it('asks for 20 teachers a page and keeps every row; the pages are count ÷ 20', async () => {
    const { api, calls } = fakeApi();
    const store = createStaffDirectoryStore(api, { roles: 'include' });
    const done = store.start();
    expect(store.state.value).toBe('loading');
    expect(calls[0]?.query).toEqual({ role_filter: 'include', page: 1, page_size: 20 });
    calls[0]?.d.resolve(staffPage(1, 45, 'include'));
    await done;
    expect(store.state.value).toBe('ready');
    // The original showed 11 of them and offered ceil(45 ÷ 10) = 5 pages, two of them empty.
    expect(store.cards.value).toHaveLength(20);
    expect(store.pages.value).toBe(3);
    expect(store.count.value).toBe(45);
    expect(store.shown.value).toEqual({
      page: 1,
      pages: 3,
      count: 45,
      staff: staffPage(1, 45, 'include').results,
    });
  });

  it('lists the other staff by default', () => {
    const { api, calls } = fakeApi();
    void createStaffDirectoryStore(api).start();
    expect(calls[0]?.query.role_filter).toBe('exclude');
  });

  it('starts at the page it is given, and Retry asks for that page again', async () => {
    const { api, calls } = fakeApi();
    const store = createStaffDirectoryStore(api, { page: 2 });
    const first = store.start();
    calls[0]?.d.reject(
      new ApiError({ kind: 'timeout', url: '/api/staff-profiles/', message: 'Too slow.' }),
    );
    await first;
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Too slow.');
    expect(store.pastEnd.value).toBe(false);
    expect(store.shown.value).toBeNull();
    const retry = store.start();
    expect(calls.map((c) => c.query.page)).toEqual([2, 2]);
    calls[1]?.d.resolve(staffPage(2, 45, 'exclude'));
    await retry;
    expect(store.cards.value[0]?.name).toBe(staffMember(21, 'exclude').name);
    expect(store.state.value).toBe('ready');
  });

  it('shows the page asked for last, even when an older page answers later', async () => {
    const { api, calls } = fakeApi();
    const store = createStaffDirectoryStore(api);
    const first = store.start();
    calls[0]?.d.resolve(staffPage(1, 45, 'exclude'));
    await first;
    const two = store.goTo(2);
    const three = store.goTo(3);
    expect(calls[1]?.signal.aborted).toBe(true);
    calls[2]?.d.resolve(staffPage(3, 45, 'exclude'));
    calls[1]?.d.resolve(staffPage(2, 45, 'exclude'));
    await Promise.all([two, three]);
    expect(store.page.value).toBe(3);
    expect(store.cards.value.map((c) => c.name)).toEqual(
      [41, 42, 43, 44, 45].map((n) => staffMember(n, 'exclude').name),
    );
  });

  it('keeps the previous page and the page count while the next page loads', async () => {
    const { api, calls } = fakeApi();
    const store = createStaffDirectoryStore(api);
    const first = store.start();
    calls[0]?.d.resolve(staffPage(1, 45, 'exclude'));
    await first;
    void store.goTo(2);
    expect(store.state.value).toBe('loading');
    expect(store.page.value).toBe(2);
    expect(store.pages.value).toBe(3);
    expect(store.cards.value).toHaveLength(20);
  });

  it('knows a page past the last (404) and goes back to the first page', async () => {
    const { api, calls } = fakeApi();
    const store = createStaffDirectoryStore(api, { page: 9 });
    const missing = store.start();
    calls[0]?.d.reject(notFound());
    await missing;
    expect(store.state.value).toBe('error');
    expect(store.pastEnd.value).toBe(true);
    expect(store.page.value).toBe(9);
    const back = store.goTo(1);
    expect(store.pastEnd.value).toBe(false);
    expect(store.state.value).toBe('loading');
    calls[1]?.d.resolve(staffPage(1, 45, 'exclude'));
    await back;
    expect(store.state.value).toBe('ready');
  });

  it('takes a 404 for the first page as a plain error, not a page past the last', async () => {
    const { api, calls } = fakeApi();
    const store = createStaffDirectoryStore(api);
    const done = store.start();
    calls[0]?.d.reject(notFound());
    await done;
    expect(store.state.value).toBe('error');
    expect(store.pastEnd.value).toBe(false);
  });

  it('takes an empty page after the first as a page past the last, too', async () => {
    const { api, calls } = fakeApi();
    const store = createStaffDirectoryStore(api, { page: 4 });
    const done = store.start();
    // A provider that answers 200 with nothing instead of 404.
    calls[0]?.d.resolve({ count: 45, next: null, previous: null, results: [] });
    await done;
    expect(store.pastEnd.value).toBe(true);
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('The requested information was not found.');
    expect(store.shown.value).toBeNull();
  });

  it("is 'empty' when nobody is listed, and says so to the host", async () => {
    const { api, calls } = fakeApi();
    const store = createStaffDirectoryStore(api);
    const done = store.start();
    calls[0]?.d.resolve(staffPage(1, 0, 'exclude'));
    await done;
    expect(store.state.value).toBe('empty');
    expect(store.shown.value).toEqual({ page: 1, pages: 1, count: 0, staff: [] });
  });

  it('aborts what is in flight on dispose', () => {
    const { api, calls } = fakeApi();
    const store = createStaffDirectoryStore(api);
    void store.start();
    store.dispose();
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});

describe('toCard', () => {
  it('trims the text and keeps the avatar address as sent', () => {
    const card = toCard(
      {
        id: 7,
        name: '  Priyanka Dey ',
        designation: 'Lecturer, Department of Physics ',
        registration: ' REG-2011-1259',
        role: 'Lecturer',
        avatar: 'https://provider.example/media/avatars/staff-7.svg',
        avatar_srcset: 'https://provider.example/media/a/160/x.jpg 160w',
      },
      0,
    );
    expect(card).toEqual({
      key: 'id-7',
      name: 'Priyanka Dey',
      designation: 'Lecturer, Department of Physics',
      registration: 'REG-2011-1259',
      role: 'Lecturer',
      avatar: 'https://provider.example/media/avatars/staff-7.svg',
      avatarSrcset: 'https://provider.example/media/a/160/x.jpg 160w',
    });
  });

  it('copes with a provider that sends only the contract fields, or nulls', () => {
    const sparse = {
      name: 'Arif Hasan',
      designation: null,
      registration: '',
      role: undefined,
      avatar: null,
    } as unknown as StaffProfile;
    expect(toCard(sparse, 3)).toEqual({
      key: 'at-3',
      name: 'Arif Hasan',
      designation: '',
      registration: '',
      role: '',
      avatar: null,
      avatarSrcset: null,
    });
  });
});

describe('reading attributes', () => {
  it('lists the teachers only for roles="include"', () => {
    expect(rolesFrom('include')).toBe('include');
    expect(rolesFrom(' Include ')).toBe('include');
    for (const other of ['exclude', 'teachers', '', undefined, 1]) {
      expect(rolesFrom(other)).toBe('exclude');
    }
  });

  it('reads a page from a number, text or Bengali digits, else page 1', () => {
    expect([2, '3', ' 4 ', '২', 2.7].map(pageFrom)).toEqual([2, 3, 4, 2, 2]);
    expect([0, -1, 'abc', '', undefined, null, Number.NaN].map(pageFrom)).toEqual([
      1, 1, 1, 1, 1, 1, 1,
    ]);
  });
});
