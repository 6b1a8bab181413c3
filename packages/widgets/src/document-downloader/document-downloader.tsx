import { useSignals } from '@preact/signals-react/runtime';
import { DOWNLOAD_TYPES } from '@school/api';
import { useEffect } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import { localDigits } from '../runtime/localized.ts';
import { useSearchForm } from '../runtime/use-search-form.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { classLabel } from '../ui/class-choice-fields.tsx';
import { ClassSearchForm } from '../ui/class-search-form.tsx';
import { Select } from '../ui/select.tsx';
import { Status } from '../ui/status.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './document-downloader.css.ts';
import { messages } from './document-downloader.messages.ts';
import {
  createDocumentDownloaderStore,
  type DocumentDownloaderStore,
  type DocumentSearchDetail,
} from './document-downloader.store.ts';

export interface DocumentDownloaderProps extends WidgetProps {
  /**
   * The search to show, e.g. from the page's address (Bengali digits are read as digits): the
   * class's id, the session's start year (a class with a group) or the academic year's name,
   * and the document type. A new value shows that search (the visitor pressed Back); none at
   * all, the empty form.
   */
  classId?: string | number | undefined;
  session?: string | number | undefined;
  year?: string | number | undefined;
  /** A document type: Assignment, Hand Book, Home Work, Class Notes or Other Download. */
  type?: string | undefined;
  /** The visitor searched, so a host can put the search in its address. */
  onSearch?: (detail: DocumentSearchDetail) => void;
}

type Says = (key: Parameters<typeof messages>[0], vars?: Record<string, string | number>) => string;

/**
 * The table shows only after a search: its code is fetched when the visitor starts on the form,
 * or with the first search (the store waits for it, so `ready` means the table is on screen; a
 * failed fetch is the search's error, with Retry), not as part of the element's first load.
 */
const tablePart = lazyPart(() => import('./document-table.tsx').then((m) => m.DocumentTable));

/** "Assignment: XI Science, Morning shift, Section A, session 2025–2026". */
function captionOf(store: DocumentDownloaderStore, lang: Lang, says: Says): string {
  const search = store.shown.value;
  if (!search) return '';
  const { cls, period } = store.choice.describe(search);
  return says('caption', {
    type: says(search.download_type),
    class: cls ? classLabel(cls, lang) : String(search.class_id),
    period: says(search.academic_year__name === undefined ? 'session' : 'year', {
      period: localDigits(period, lang),
    }),
  });
}

/**
 * Download Academic Documents (spec §2): choose a class, its session (a class with a group) or
 * academic year, and a document type; Submit lists the documents in a table (ID, Title, a
 * Download button, Date), each saved under its real name and type. A Submit without every field
 * says "Please select all form fields" and asks nothing.
 */
export function DocumentDownloader({
  api,
  lang = 'en',
  classId,
  session,
  year,
  type,
  onStateChange,
  onSearch,
}: DocumentDownloaderProps) {
  useSignals();
  const store = useWidgetStore(
    () => createDocumentDownloaderStore(api, { prepare: () => tablePart.load(lang), lang }),
    onStateChange,
    lang,
  );
  const { formRef, focusWhenShown, onSubmit } = useSearchForm(store, onSearch);
  const says: Says = (key, vars = {}) => messages(key, vars, lang);
  const missing = store.missing.value;
  const state = store.state.value;
  const Table = tablePart.current;

  useEffect(() => {
    store.fill({ classId, session, year, type });
  }, [store, classId, session, year, type]);

  return (
    <div className={`${ui.root} ${styles.root}`} lang={lang}>
      <ClassSearchForm
        choice={store.choice}
        label={says('form')}
        missing={missing}
        formRef={formRef}
        className={styles.form}
        onFocus={() => void tablePart.load(lang).catch(() => {})}
        onSubmit={onSubmit}
        lang={lang}
      >
        <Select
          label={says('type')}
          name="type"
          required
          options={DOWNLOAD_TYPES.map((value) => ({ value, label: says(value) }))}
          value={store.type.value}
          onChange={store.setType}
          lang={lang}
        />
      </ClassSearchForm>
      {store.choice.status.value === 'error' ? (
        <Status
          state="error"
          error={store.error.value}
          onRetry={() => void store.start()}
          lang={lang}
        />
      ) : store.shown.value ? (
        Table ? (
          <Table
            store={store}
            lang={lang}
            caption={captionOf(store, lang, says)}
            focusWhenShown={focusWhenShown}
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
