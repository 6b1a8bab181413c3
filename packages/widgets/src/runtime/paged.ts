import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { resource, type Status } from './resource.ts';

/** One page of a list as the provider answers it (`{count, next, previous, results}`). */
export interface PageOf<T> {
  count: number;
  results: T[];
}

export interface PagedResource<T> {
  /** The page asked for last (from 1): the one shown, or the one on its way. */
  readonly page: ReadonlySignal<number>;
  /** Items in the whole list; 0 until a page is in. Kept when a later page fails. */
  readonly count: ReadonlySignal<number>;
  /** ceil(count ÷ page size), at least 1 once a page is in; 0 before. */
  readonly pages: ReadonlySignal<number>;
  /** The items of the page shown (the previous page's while the next one loads). */
  readonly items: ReadonlySignal<T[]>;
  readonly status: ReadonlySignal<Status>;
  readonly error: ReadonlySignal<string | null>;
  /** Load a page (default: the current one again, e.g. Retry); a load still running is aborted. */
  load(page?: number): Promise<void>;
  /** Forget everything and go back to page 1, idle. */
  reset(): void;
  dispose(): void;
}

/** A whole page number from 1, whatever a host or an address gave. */
function pageNumber(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1;
}

/**
 * A paged list (staff, students, notices) over `resource()`: the pager needs the page count,
 * which the provider only says with a page, and must survive a page that fails to load.
 */
export function pagedResource<T>(
  fetcher: (signal: AbortSignal, page: number) => Promise<PageOf<T>>,
  pageSize: number,
): PagedResource<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const page = signal(1);
  // null until a page is in: "no pages known" differs from "an empty list".
  const total = signal<number | null>(null);
  const list = resource(async (abort: AbortSignal, n: number) => {
    const answer = await fetcher(abort, n);
    const results = Array.isArray(answer?.results) ? answer.results : [];
    const count = Number.isSafeInteger(answer?.count) && answer.count >= 0 ? answer.count : null;
    // An aborted request was overtaken by a newer one: its count is not the list's.
    if (!abort.aborted) total.value = count ?? results.length;
    return results;
  });

  return {
    page,
    count: computed(() => total.value ?? 0),
    pages: computed(() => (total.value === null ? 0 : Math.max(1, Math.ceil(total.value / size)))),
    items: computed(() => list.data.value ?? []),
    status: list.status,
    error: list.error,
    load(n = page.peek()) {
      page.value = pageNumber(n);
      return list.load(page.peek());
    },
    reset() {
      batch(() => {
        list.reset();
        page.value = 1;
        total.value = null;
      });
    },
    dispose: list.dispose,
  };
}
