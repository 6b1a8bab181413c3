import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { useLatest } from '../runtime/use-latest.ts';
import { useSearchForm } from '../runtime/use-search-form.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { ClassSearchForm } from '../ui/class-search-form.tsx';
import { Status } from '../ui/status.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './student-directory.css.ts';
import { messages } from './student-directory.messages.ts';
import {
  createStudentDirectoryStore,
  type StudentSearchDetail,
} from './student-directory.store.ts';

export interface StudentDirectoryProps extends WidgetProps {
  /**
   * The search to show, e.g. from the page's address (Bengali digits are read as digits): the
   * class's id, then the session's start year (a class with a group) or the academic year's
   * name. A new value shows that search (the visitor pressed Back); none at all, the empty form.
   */
  classId?: string | number | undefined;
  session?: string | number | undefined;
  year?: string | number | undefined;
  /** The page of the search to show, from 1. */
  page?: string | number | undefined;
  /** The visitor searched, so a host can put the search in its address. */
  onSearch?: (detail: StudentSearchDetail) => void;
  /** The visitor chose another page of the search. */
  onPage?: (detail: { page: number }) => void;
}

/** The list, once its code is in (see `loadList`). */
let List: typeof import('./student-list.tsx').StudentList | null = null;

/**
 * The list (cards, avatars, pages) shows only after a search: its code is fetched when the
 * visitor starts on the form, or with the first search (the store waits for it, so `ready`
 * means the list is on screen), not as part of the element's first load.
 */
const loadList = () =>
  import('./student-list.tsx').then((m) => {
    List = m.StudentList;
  });

/**
 * Students (spec §2): choose a class, then its session (a class with a group) or academic year;
 * Submit lists them, 20 to a page, as cards with avatar, name and roll under "Total N students
 * found", with numbered page buttons. A Submit without both says "Please select all form fields"
 * and asks nothing.
 */
export function StudentDirectory({
  api,
  lang = 'en',
  classId,
  session,
  year,
  page,
  onStateChange,
  onSearch,
  onPage,
}: StudentDirectoryProps) {
  useSignals();
  const store = useWidgetStore(
    () =>
      createStudentDirectoryStore(api, {
        // A dropped connection: said as the search's error, with its Retry.
        prepare: () =>
          loadList().catch((error: unknown) => {
            console.error('The student list could not be loaded.', error);
            throw new Error(messages('partMissing', {}, lang));
          }),
        lang,
      }),
    onStateChange,
    lang,
  );
  const latest = useLatest({ onSearch, onPage });
  const { formRef, focusWhenShown, onSubmit } = useSearchForm(store, onSearch);
  const says = (key: Parameters<typeof messages>[0]) => messages(key, {}, lang);
  const missing = store.missing.value;
  const state = store.state.value;

  useEffect(() => {
    store.fill({ classId, session, year, page });
  }, [store, classId, session, year, page]);

  return (
    <div className={`${ui.root} ${styles.root}`} lang={lang}>
      <ClassSearchForm
        choice={store.choice}
        label={says('form')}
        missing={missing}
        formRef={formRef}
        className={styles.form}
        onFocus={() => void loadList().catch(() => {})}
        onSubmit={onSubmit}
        lang={lang}
      ></ClassSearchForm>
      {store.choice.status.value === 'error' ? (
        <Status
          state="error"
          error={store.error.value}
          onRetry={() => void store.start()}
          lang={lang}
        />
      ) : store.shown.value ? (
        List ? (
          <List
            store={store}
            lang={lang}
            focusWhenShown={focusWhenShown}
            onPage={(n) => latest.current.onPage?.({ page: n })}
          />
        ) : (
          <Status
            state={state === 'error' ? 'error' : 'loading'}
            error={store.error.value}
            onRetry={() => void store.start()}
            lang={lang}
          />
        )
      ) : null}
    </div>
  );
}
