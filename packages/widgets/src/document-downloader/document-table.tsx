import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { formatDay } from '../runtime/format-day.ts';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { Async } from '../ui/async.tsx';
import { Button } from '../ui/button.tsx';
import type { DocumentDownloaderStore, Download } from './document-downloader.store.ts';
import * as styles from './document-table.css.ts';
import css from './document-table.css.ts?inline';
import { messages } from './document-table.messages.ts';
import type { DocumentRow } from './rows.ts';

type Says = (key: Parameters<typeof messages>[0], vars?: Record<string, string | number>) => string;

interface RowProps {
  row: DocumentRow;
  download: Download | undefined;
  lang: Lang;
  says: Says;
  onDownload: () => void;
}

function Row({ row, download, lang, says, onDownload }: RowProps) {
  const titleId = useId();
  const working = download?.status === 'working';
  const date = row.day ? <time dateTime={row.day}>{formatDay(row.day, lang)}</time> : row.date;
  return (
    <tr part="row">
      <td className={`${styles.cell} ${styles.id}`}>{row.id}</td>
      <td className={`${styles.cell} ${styles.title}`} id={titleId}>
        {row.title}
        <span className={styles.dateUnder}>{date}</span>
      </td>
      <td className={styles.cell}>
        {row.file ? (
          // aria-disabled, not disabled: a disabled button drops the keyboard focus.
          <Button
            part="download"
            className={styles.download}
            aria-disabled={working || undefined}
            aria-describedby={titleId}
            onClick={() => {
              if (!working) onDownload();
            }}
          >
            {says(working ? 'downloading' : 'download')}
          </Button>
        ) : (
          <span className={styles.muted}>{says('noFile')}</span>
        )}
        {download?.status === 'error' ? (
          <p role="alert" className={styles.failed}>
            {download.message === null
              ? says('saveFailed')
              : says('downloadFailed', { message: download.message })}
          </p>
        ) : null}
      </td>
      <td className={`${styles.cell} ${styles.dateColumn}`}>{date}</td>
    </tr>
  );
}

/** "5 documents found", in the list's language and digits. */
function countOf(count: number, says: Says, lang: Lang): string {
  return count === 1 ? says('foundOne') : says('found', { count: formatNumber(count, lang) });
}

export interface DocumentTableProps {
  store: DocumentDownloaderStore;
  lang: Lang;
  /** What the table lists: "Assignment: XI Science, Morning shift, Section A, session 2025–2026". */
  caption: string;
  /** Set by the form's Submit: the answer (its heading, or the line saying why not) takes the focus. */
  focusWhenShown: RefObject<boolean>;
}

/**
 * A search's documents: a heading with their number, a table of ID, Title, a Download button and
 * Date under a caption that names the search, or a line saying there are none. Fetched when the visitor starts on the
 * form, not as part of the element's first load.
 */
export function DocumentTable({ store, lang, caption, focusWhenShown }: DocumentTableProps) {
  useSignals();
  const ref = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useShadowStyles(ref, css);
  const says: Says = (key, vars = {}) => messages(key, vars, lang);
  const downloads = store.downloads.value;
  const state = store.state.value;

  useEffect(() => {
    if (!focusWhenShown.current || state === 'loading') return;
    focusWhenShown.current = false;
    // Every visitor is taken to the answer: its heading, with the count (or why there is none),
    // comes to the top of the window and takes the focus, so a screen reader reads it out.
    const answer = state === 'ready' ? headingRef.current : ref.current;
    answer?.scrollIntoView?.({ block: 'start' });
    answer?.focus({ preventScroll: true });
  }, [state, focusWhenShown]);

  return (
    <div ref={ref} className={styles.answer} tabIndex={-1}>
      <Async store={store} lang={lang} empty={says('empty')}>
        {() => (
          <>
            <h2 id={headingId} ref={headingRef} className={styles.found} part="found" tabIndex={-1}>
              {countOf(store.rows.value.length, says, lang)}
            </h2>
            <table className={styles.table} part="table" aria-describedby={headingId}>
              <caption className={styles.caption}>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.head}>
                    {says('id')}
                  </th>
                  <th scope="col" className={styles.head}>
                    {says('title')}
                  </th>
                  <th scope="col" className={styles.head}>
                    {says('document')}
                  </th>
                  <th scope="col" className={`${styles.head} ${styles.dateColumn}`}>
                    {says('date')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {store.rows.value.map((row) => (
                  <Row
                    key={row.id}
                    row={row}
                    download={downloads.get(row.id)}
                    lang={lang}
                    says={says}
                    onDownload={() => void store.download(row.id)}
                  />
                ))}
              </tbody>
            </table>
          </>
        )}
      </Async>
    </div>
  );
}
