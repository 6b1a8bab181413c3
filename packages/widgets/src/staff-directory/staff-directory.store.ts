import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  API_ERROR_MESSAGES,
  type ApiClient,
  isApiError,
  type RoleFilter,
  type StaffProfile,
} from '@school/api';
import { pagedResource } from '../runtime/paged.ts';
import {
  langOf,
  type StoreOptions,
  stateOf,
  type WidgetState,
  type WidgetStore,
} from '../runtime/store.ts';
import { STAFF_PAGE_SIZE, type StaffCard, toCard } from './staff.ts';

export interface StaffDirectoryStoreOptions {
  /** `include`: the teachers; `exclude` (default): the other staff. */
  roles?: RoleFilter;
  /** The page shown first, from 1. */
  page?: number;
  /** Code the loaded list needs (its pager), fetched beside the first page (see `StoreOptions`). */
  prepare?: StoreOptions['prepare'];
  lang?: StoreOptions['lang'];
}

/** The page on screen, as the load event tells a host. */
export interface StaffPageDetail {
  page: number;
  pages: number;
  count: number;
  /** The provider's profiles of that page, in its order. */
  staff: StaffProfile[];
}

/**
 * The staff (or the teachers), a page of 20 at a time; the number of pages is count ÷ 20 and
 * every row of a page is shown. A page past the last (the provider answers 404, or an empty
 * page after the first) is `pastEnd`: an error the view words itself and answers with a way
 * back to the first page.
 */
export function createStaffDirectoryStore(
  api: Pick<ApiClient, 'getStaffProfiles'>,
  {
    roles = 'exclude',
    page: first = 1,
    prepare,
    lang: initialLang,
  }: StaffDirectoryStoreOptions = {},
) {
  const { lang, setLang } = langOf(initialLang);
  /** The page the provider said does not exist (404), or null. */
  const missing = signal<number | null>(null);
  const list = pagedResource<StaffProfile>(async (abort, page) => {
    try {
      const [answer] = await Promise.all([
        api.getStaffProfiles(
          { role_filter: roles, page, page_size: STAFF_PAGE_SIZE },
          { signal: abort },
        ),
        prepare?.(),
      ]);
      return answer;
    } catch (error) {
      if (!abort.aborted && page > 1 && isApiError(error) && error.status === 404) {
        missing.value = page;
      }
      throw error;
    }
  }, STAFF_PAGE_SIZE);

  const pastEnd = computed(
    () =>
      missing.value !== null ||
      (list.status.value === 'ready' && list.items.value.length === 0 && list.page.value > 1),
  );
  const listed = stateOf({ status: list.status, data: list.items }, (items) => items.length === 0);
  const state = computed<WidgetState>(() => (pastEnd.value ? 'error' : listed.value));

  const load = (page?: number) => {
    missing.value = null;
    return list.load(page);
  };

  const store = {
    roles,
    state,
    error: computed(() =>
      pastEnd.value ? (list.error.value ?? API_ERROR_MESSAGES.notFound) : list.error.value,
    ),
    /** The page shown, or the one on its way. */
    page: list.page,
    /** ceil(count ÷ 20); 0 until a page is in, kept when a later page fails. */
    pages: list.pages,
    count: list.count,
    pastEnd: pastEnd as ReadonlySignal<boolean>,
    /** The provider's profiles of the page shown (the previous page's while the next loads). */
    staff: list.items,
    cards: computed<StaffCard[]>(() =>
      list.items.value.map((profile, i) => toCard(profile, i, lang.value)),
    ),
    setLang,
    /** What the load event says, once a page is on screen; null before and while loading. */
    shown: computed<StaffPageDetail | null>(() => {
      const s = state.value;
      if (s !== 'ready' && s !== 'empty') return null;
      return {
        page: list.page.value,
        pages: list.pages.value,
        count: list.count.value,
        staff: list.items.value,
      };
    }),
    /** Load the first page asked for; again (Retry) the page asked for last. */
    start: () => load(list.status.peek() === 'idle' ? first : undefined),
    /** Show another page; a page still loading is dropped for it. */
    goTo: (page: number) => load(page),
    dispose: () => list.dispose(),
  };
  return store satisfies WidgetStore;
}

export type StaffDirectoryStore = ReturnType<typeof createStaffDirectoryStore>;
