import { ApiError } from '@school/api';
import { describe, expect, it } from 'vitest';
import { type Deferred, deferred } from '../../test/deferred.ts';
import { type PageOf, pagedResource } from './paged.ts';

/** A fake provider of 45 staff, 20 a page, that answers when the test says so. */
function fakeList() {
  const calls: {
    page: number;
    signal: AbortSignal;
    d: Deferred<PageOf<string>>;
  }[] = [];
  const fetcher = (signal: AbortSignal, page: number) => {
    const d = deferred<PageOf<string>>();
    calls.push({ page, signal, d });
    return d.promise;
  };
  const pageOf = (page: number, count = 45): PageOf<string> => ({
    count,
    results: Array.from(
      { length: Math.max(0, Math.min(20, count - (page - 1) * 20)) },
      (_, i) => `staff ${(page - 1) * 20 + i + 1}`,
    ),
  });
  return { calls, fetcher, pageOf };
}

describe('pagedResource', () => {
  it('loads a page: its items, the count and the number of pages', async () => {
    const { calls, fetcher, pageOf } = fakeList();
    const staff = pagedResource(fetcher, 20);
    expect([staff.status.value, staff.pages.value, staff.count.value]).toEqual(['idle', 0, 0]);
    const done = staff.load(3);
    expect(staff.status.value).toBe('loading');
    expect(staff.page.value).toBe(3);
    expect(calls[0]?.page).toBe(3);
    calls[0]?.d.resolve(pageOf(3));
    await done;
    expect(staff.status.value).toBe('ready');
    expect(staff.items.value).toEqual(['staff 41', 'staff 42', 'staff 43', 'staff 44', 'staff 45']);
    expect(staff.count.value).toBe(45);
    expect(staff.pages.value).toBe(3);
  });

  it('has one page once an empty list is in, and none before', async () => {
    const { calls, fetcher, pageOf } = fakeList();
    const students = pagedResource(fetcher, 20);
    expect(students.pages.value).toBe(0);
    const done = students.load();
    calls[0]?.d.resolve(pageOf(1, 0));
    await done;
    expect(students.items.value).toEqual([]);
    expect(students.pages.value).toBe(1);
  });

  it('shows the page asked for last, even when an older page answers later', async () => {
    const { calls, fetcher, pageOf } = fakeList();
    const staff = pagedResource(fetcher, 20);
    const two = staff.load(2);
    const three = staff.load(3);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.d.resolve(pageOf(3, 45));
    // The overtaken answer arrives last, and with another count: it changes nothing.
    calls[0]?.d.resolve(pageOf(2, 999));
    await Promise.all([two, three]);
    expect(staff.page.value).toBe(3);
    expect(staff.items.value[0]).toBe('staff 41');
    expect(staff.pages.value).toBe(3);
  });

  it('keeps the pager when a page fails, and Retry loads the same page again', async () => {
    const { calls, fetcher, pageOf } = fakeList();
    const staff = pagedResource(fetcher, 20);
    const first = staff.load(1);
    calls[0]?.d.resolve(pageOf(1));
    await first;
    const second = staff.load(2);
    calls[1]?.d.reject(
      new ApiError({ kind: 'timeout', url: '/api/staff-profiles/', message: 'Too slow.' }),
    );
    await second;
    expect(staff.status.value).toBe('error');
    expect(staff.error.value).toBe('Too slow.');
    expect(staff.pages.value).toBe(3);
    expect(staff.page.value).toBe(2);
    const retry = staff.load();
    expect(calls[2]?.page).toBe(2);
    calls[2]?.d.resolve(pageOf(2));
    await retry;
    expect(staff.items.value[0]).toBe('staff 21');
  });

  it('reads a page number from a host as a whole page from 1', () => {
    const { calls, fetcher } = fakeList();
    const staff = pagedResource(fetcher, 20);
    void staff.load(0);
    void staff.load(-4);
    void staff.load(Number.NaN);
    void staff.load(2.7);
    expect(calls.map((c) => c.page)).toEqual([1, 1, 1, 2]);
  });

  it('goes back to nothing on reset, and aborts what is in flight on dispose', async () => {
    const { calls, fetcher, pageOf } = fakeList();
    const staff = pagedResource(fetcher, 20);
    const done = staff.load(2);
    calls[0]?.d.resolve(pageOf(2));
    await done;
    staff.reset();
    expect([staff.status.value, staff.page.value, staff.pages.value]).toEqual(['idle', 1, 0]);
    void staff.load(1);
    staff.dispose();
    expect(calls[1]?.signal.aborted).toBe(true);
  });
});
