import { useSignals } from '@preact/signals-react/runtime';
import type { Notice } from '@school/api';
import { type MouseEvent, type RefObject, useEffect, useId, useRef } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { formatDay } from '../runtime/format-day.ts';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { SITE_PAGES, sitePageHref } from '../runtime/site-pages.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { Button } from '../ui/button.tsx';
import * as ui from '../ui/ui.css.ts';
import { ChevronIcon, DownloadIcon } from './icons.tsx';
import * as styles from './notice-board.css.ts';
import { messages } from './notice-board.messages.ts';
import {
  createNoticeBoardStore,
  type Download,
  type NoticeBoardStore,
} from './notice-board.store.ts';
import { type BoardItem, noticeAnchor, noticeIdFromHash } from './notice-item.ts';

/** A notice as the board's events name it. */
export interface NoticeDetail {
  id: number;
  title: string;
}

export interface NoticeBoardProps extends WidgetProps {
  /**
   * Show only the newest `limit` notices, as links to the notices page (the compact board beside
   * the home page's slider). Without it, every notice, each opening in place.
   */
  limit?: number | undefined;
  /**
   * The compact board's notices page (a route on the host site, a full URL elsewhere). Default:
   * the site's notices page in the board's language (`/bn/notices-and-announcements` in Bengali).
   */
  href?: string | undefined;
  /**
   * The school site's address, for the default link to its notices page. Default: the page's
   * own site; the element gives the school's.
   */
  siteUrl?: string | undefined;
  /**
   * The level of the board's headings: each notice's title on the full board, the "Notice board"
   * title on the compact one. Default 2 (under the page's own h1).
   */
  headingLevel?: HeadingLevel | undefined;
  /** Called once the notices are in, with those shown, newest first (empty when none). */
  onLoad?: (notices: Notice[]) => void;
  /** A visitor opened a notice with its button. */
  onOpen?: (notice: NoticeDetail) => void;
  /**
   * The compact board: a visitor followed a notice's link (`null`: the "All notices" link). A
   * single-page host may call `event.preventDefault()` and route to the link's href itself.
   */
  onSelect?: (notice: NoticeDetail | null, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Rows of the loading skeleton: the full board's first screen, or the compact board's limit. */
const FULL_SKELETON_ROWS = 6;
const MAX_SKELETON_ROWS = 10;

/** The board's shape while it loads, so the page below does not jump when it fills. */
function Skeleton({ rows, compact }: { rows: number; compact: boolean }) {
  return (
    <div className={compact ? styles.compactList : styles.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={i} className={compact ? styles.compactItem : styles.item}>
          <span className={styles.ghostRow}>
            <span className={styles.ghostTitle} />
            <span className={styles.ghostDate} />
          </span>
        </div>
      ))}
    </div>
  );
}

function DateOf({ day, lang }: { day: string | null; lang: Lang }) {
  if (!day) return null;
  return (
    <time className={styles.date} dateTime={day}>
      {formatDay(day, lang)}
    </time>
  );
}

interface EntryProps {
  item: BoardItem;
  open: boolean;
  download: Download | undefined;
  level: HeadingLevel | undefined;
  lang: Lang;
  onToggle: () => void;
  onDownload: () => void;
}

/** One notice: a disclosure button (its title and date) over its description and attachment. */
function NoticeEntry({ item, open, download, level, lang, onToggle, onDownload }: EntryProps) {
  const Heading = headingTag(level);
  const base = useId();
  const says = (key: Parameters<typeof messages>[0], vars = {}) => messages(key, vars, lang);
  const working = download?.status === 'working';
  return (
    <li
      id={noticeAnchor(item.id)}
      className={styles.item}
      part="item"
      data-state={open ? 'open' : 'closed'}
    >
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          part="toggle"
          aria-expanded={open}
          aria-controls={`${base}-panel`}
          onClick={onToggle}
        >
          <span className={styles.toggleText}>
            {item.label ? (
              <>
                <span className={styles.category} part="category">
                  {item.label}
                </span>{' '}
              </>
            ) : null}
            <span id={`${base}-title`} className={styles.title}>
              {item.title}
            </span>
            <DateOf day={item.day} lang={lang} />
          </span>
          <ChevronIcon />
        </button>
      </Heading>
      <div id={`${base}-panel`} className={styles.panel} part="panel" hidden={!open}>
        {item.description ? (
          <p className={styles.description}>{item.description}</p>
        ) : item.file ? null : (
          <p className={styles.noDetails}>{says('noDetails')}</p>
        )}
        {item.file ? (
          <div className={styles.actions}>
            {/* aria-disabled, not disabled: a disabled button drops the keyboard focus. */}
            <Button
              part="download"
              className={styles.download}
              aria-disabled={working || undefined}
              aria-describedby={`${base}-title`}
              onClick={() => {
                if (!working) onDownload();
              }}
            >
              <DownloadIcon />
              {says(working ? 'downloading' : 'download')}
            </Button>
            {download?.status === 'error' ? (
              <p role="alert" className={styles.downloadError}>
                {download.message === null
                  ? says('saveFailed')
                  : says('downloadFailed', { message: download.message })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * `#notice-<id>` in the page's address opens that notice and brings it into view, on load and
 * whenever the fragment changes. Inside a shadow root the browser cannot find the notice by
 * itself, and on any page the notices arrive after the browser looked.
 */
function useLinkedNotice(store: NoticeBoardStore, list: RefObject<HTMLUListElement | null>) {
  const ready = store.state.value === 'ready';
  useEffect(() => {
    if (!ready) return;
    const reveal = () => {
      const id = noticeIdFromHash(window.location.hash);
      if (id === null || !store.reveal(id)) return;
      const item = list.current?.querySelector<HTMLElement>(`[id="${noticeAnchor(id)}"]`);
      if (!item) return;
      item.querySelector('button')?.focus({ preventScroll: true });
      item.scrollIntoView({ block: 'start' });
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [ready, store, list]);
}

interface BoardProps {
  store: NoticeBoardStore;
  lang: Lang;
  headingLevel: HeadingLevel | undefined;
}

function FullBoard({
  store,
  lang,
  headingLevel,
  onOpen,
}: BoardProps & { onOpen: (n: NoticeDetail) => void }) {
  useSignals();
  const list = useRef<HTMLUListElement>(null);
  useLinkedNotice(store, list);
  const open = store.open.value;
  const downloads = store.downloads.value;
  return (
    <div className={styles.board} part="base">
      <Async
        store={store}
        lang={lang}
        empty={messages('empty', {}, lang)}
        loading={<Skeleton rows={FULL_SKELETON_ROWS} compact={false} />}
      >
        {() => (
          <ul className={styles.list} part="list" ref={list}>
            {store.items.value.map((item) => (
              <NoticeEntry
                key={item.id}
                item={item}
                open={open.has(item.id)}
                download={downloads.get(item.id)}
                level={headingLevel}
                lang={lang}
                onToggle={() => {
                  if (store.toggle(item.id)) onOpen({ id: item.id, title: item.title });
                }}
                onDownload={() => void store.download(item.id)}
              />
            ))}
          </ul>
        )}
      </Async>
    </div>
  );
}

interface CompactProps extends BoardProps {
  href: string;
  onSelect: (notice: NoticeDetail | null, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The newest notices as links to the notices page, each opening there at its own notice. */
function CompactBoard({ store, lang, headingLevel, href, onSelect }: CompactProps) {
  useSignals();
  const Heading = headingTag(headingLevel);
  const headingId = useId();
  const page = href.split('#')[0] ?? href;
  const rows = Math.min(store.limit.value ?? FULL_SKELETON_ROWS, MAX_SKELETON_ROWS);
  return (
    <section className={styles.card} part="base" aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.cardHeading} part="heading">
        {messages('boardTitle', {}, lang)}
      </Heading>
      <Async
        store={store}
        lang={lang}
        empty={messages('empty', {}, lang)}
        loading={<Skeleton rows={rows} compact />}
      >
        {() => (
          <ul className={styles.compactList} part="list">
            {store.items.value.map((item) => {
              const cut = item.preview !== item.title;
              return (
                <li key={item.id} className={styles.compactItem}>
                  <a
                    className={styles.link}
                    part="link"
                    href={`${page}#${noticeAnchor(item.id)}`}
                    title={cut ? item.title : undefined}
                    onClick={(event) => onSelect({ id: item.id, title: item.title }, event)}
                  >
                    {item.label ? (
                      <>
                        <span className={styles.category} part="category">
                          {item.label}
                        </span>{' '}
                      </>
                    ) : null}
                    {cut ? (
                      <span className={styles.linkTitle}>
                        <span aria-hidden="true">{item.preview}</span>
                        <span className={ui.visuallyHidden}>{item.title}</span>
                      </span>
                    ) : (
                      <span className={styles.linkTitle}>{item.title}</span>
                    )}
                    <DateOf day={item.day} lang={lang} />
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </Async>
      <a
        className={styles.allLink}
        part="all-link"
        href={href}
        onClick={(event) => onSelect(null, event)}
      >
        {messages('allNotices', {}, lang)}
        <ChevronIcon className={styles.onward} />
      </a>
    </section>
  );
}

/**
 * Notices and Announcements (spec §2): every notice, newest first, each opening in place to its
 * description and attachment; with `limit`, the newest few as links to the notices page.
 */
export function NoticeBoard({
  api,
  lang = 'en',
  limit,
  href,
  siteUrl,
  headingLevel,
  onStateChange,
  onLoad,
  onOpen,
  onSelect,
}: NoticeBoardProps) {
  useSignals();
  const store = useWidgetStore(
    () => createNoticeBoardStore(api, { limit, lang }),
    onStateChange,
    lang,
  );
  const latest = useLatest({ onOpen, onSelect });
  const state = store.state.value;
  const shown = store.shown.value;

  useEffect(() => {
    store.setLimit(limit);
  }, [store, limit]);

  useOnLoad(state, shown, onLoad);

  return (
    <div className={ui.root}>
      {store.limit.value === null ? (
        <FullBoard
          store={store}
          lang={lang}
          headingLevel={headingLevel}
          onOpen={(notice) => latest.current.onOpen?.(notice)}
        />
      ) : (
        <CompactBoard
          store={store}
          lang={lang}
          headingLevel={headingLevel}
          href={href || sitePageHref(SITE_PAGES.notices, lang, siteUrl)}
          onSelect={(notice, event) => latest.current.onSelect?.(notice, event)}
        />
      )}
    </div>
  );
}
