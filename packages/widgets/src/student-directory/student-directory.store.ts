import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { type ApiClient, isApiError, type StudentListItem } from '@school/api';
import {
  type ClassChoiceApi,
  type ClassChoiceInput,
  type ClassQuery,
  choiceText,
  createClassChoice,
} from '../runtime/class-choice.ts';
import type { Lang } from '../runtime/i18n.ts';
import { pagedResource } from '../runtime/paged.ts';
import { langOf, type WidgetState, type WidgetStore } from '../runtime/store.ts';
import { pageFrom, STUDENT_PAGE_SIZE, type StudentCard, toCard } from './students.ts';

export type StudentDirectoryApi = ClassChoiceApi & Pick<ApiClient, 'getStudentProfiles'>;

/** A search as the search event tells a host: the class and its session or year. */
export type StudentSearchDetail =
  | { classId: number; session: number }
  | { classId: number; year: string };

/** What a host gives: the search, and the page of it to show. */
export interface StudentDirectoryInput extends ClassChoiceInput {
  page?: string | number | null | undefined;
}

function searchDetail(query: ClassQuery): StudentSearchDetail {
  return query.academic_year__name === undefined
    ? { classId: query.class_id, session: query.academic_session_year__start_year }
    : { classId: query.class_id, year: query.academic_year__name };
}

const sameQuery = (a: ClassQuery | null, b: ClassQuery | null) =>
  a !== null &&
  b !== null &&
  a.class_id === b.class_id &&
  a.academic_session_year__start_year === b.academic_session_year__start_year &&
  a.academic_year__name === b.academic_year__name;

/**
 * The students of a class in a session or an academic year (spec §2 "Students"), 20 a page:
 * the option lists first, then a search once the class and its session or year are chosen. A
 * search without both makes no request and counts in `missing` (the view says "Please select
 * all form fields").
 */
export interface StudentDirectoryOptions {
  /**
   * The code the view needs to show a search (its list), fetched with the first search: the
   * store is `ready` only once both are in, so `ready` means on screen.
   */
  prepare?: () => Promise<unknown>;
  /** The language of the students' names: their Bengali twins in `bn` (default `en`). */
  lang?: Lang | undefined;
}

export function createStudentDirectoryStore(
  api: StudentDirectoryApi,
  { prepare = async () => {}, lang: initialLang }: StudentDirectoryOptions = {},
) {
  const { lang, setLang } = langOf(initialLang);
  const choice = createClassChoice(api);
  /** The search on screen or on its way; null before the first. */
  const shown = signal<ClassQuery | null>(null);
  /** Searches tried without every field chosen since the last one made; 0 shows no message. */
  const missing = signal(0);
  /** The provider said the page asked for does not exist (an old link): Retry shows page 1. */
  let pastEnd = false;
  let wanted: StudentDirectoryInput | null = null;
  /** A host's search waits for the option lists: until it is made, the widget is loading. */
  const waiting = signal(false);

  const list = pagedResource<StudentListItem>(async (abort, page) => {
    pastEnd = false;
    try {
      const [answer] = await Promise.all([
        api.getStudentProfiles(
          { ...(shown.peek() as ClassQuery), page, page_size: STUDENT_PAGE_SIZE },
          { signal: abort },
        ),
        prepare(),
      ]);
      return answer;
    } catch (error) {
      pastEnd = page > 1 && isApiError(error) && error.status === 404;
      throw error;
    }
  }, STUDENT_PAGE_SIZE);

  /**
   * `loading`: the option lists or a page are on their way. `ready`: the form waits for a
   * search, or a page of students is shown. `empty`: nobody in that class and session or year.
   * `error`: a call failed.
   */
  const state = computed<WidgetState>(() => {
    const lists = choice.status.value;
    if (lists === 'error') return 'error';
    if (lists !== 'ready' || waiting.value) return 'loading';
    if (!shown.value) return 'ready';
    switch (list.status.value) {
      case 'idle':
      case 'loading':
        return 'loading';
      case 'error':
        return 'error';
      case 'ready':
        return list.items.value.length === 0 ? 'empty' : 'ready';
      default:
        return list.status.value satisfies never;
    }
  });

  function run(query: ClassQuery, page: number) {
    batch(() => {
      missing.value = 0;
      if (!sameQuery(query, shown.peek())) {
        list.reset();
        shown.value = query;
      }
    });
    return list.load(page);
  }

  /** A host's search: chosen as given, then made when it is whole and not already shown. */
  function apply(input: StudentDirectoryInput) {
    const asked = [input.classId, input.session, input.year].some((v) => choiceText(v) !== '');
    if (!asked) {
      // Back to the page's plain address: a fresh form.
      if (!shown.peek()) return;
      batch(() => {
        list.reset();
        shown.value = null;
        missing.value = 0;
        choice.choose({});
      });
      return;
    }
    choice.choose(input);
    const query = choice.query.peek();
    if (!query) {
      missing.value += 1;
      return;
    }
    const page = pageFrom(input.page);
    const current = sameQuery(query, shown.peek()) && list.page.peek() === page;
    if (!current || list.status.peek() === 'error') void run(query, page);
  }

  const store = {
    choice,
    state,
    error: computed(() => choice.error.value ?? list.error.value),
    /** The search on screen or on its way. */
    shown: shown as ReadonlySignal<ClassQuery | null>,
    missing: missing as ReadonlySignal<number>,
    page: list.page,
    pages: list.pages,
    count: list.count,
    cards: computed<StudentCard[]>(() =>
      list.items.value.map((student, i) => toCard(student, i, lang.value)),
    ),
    setLang,
    /** Load the option lists; Retry: them again, or the search that failed. */
    async start() {
      if (choice.status.peek() !== 'ready') {
        await choice.load();
        batch(() => {
          waiting.value = false;
          if (choice.status.peek() === 'ready' && wanted) apply(wanted);
        });
      } else if (list.status.peek() === 'error') {
        await list.load(pastEnd ? 1 : undefined);
      }
    },
    /** Take a host's search (attributes, the page's address), once the option lists are in. */
    fill(input: StudentDirectoryInput) {
      wanted = input;
      if (choice.status.peek() === 'ready') apply(input);
      else waiting.value = true;
    },
    /** The visitor's Submit: the search to tell the host, or null when a field is left empty. */
    search(): StudentSearchDetail | null {
      const query = choice.query.peek();
      if (!query) {
        missing.value += 1;
        return null;
      }
      void run(query, 1);
      return searchDetail(query);
    },
    /** Show another page of the search. */
    goTo: (page: number) => list.load(page),
    dispose() {
      choice.dispose();
      list.dispose();
    },
  };
  return store satisfies WidgetStore;
}

export type StudentDirectoryStore = ReturnType<typeof createStudentDirectoryStore>;
