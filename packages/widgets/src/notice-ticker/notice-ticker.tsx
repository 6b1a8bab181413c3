import { useSignals } from '@preact/signals-react/runtime';
import type { Notice } from '@school/api';
import { type MouseEvent, type Ref, useId, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { t } from '../runtime/i18n.ts';
import { SITE_PAGES, sitePageHref } from '../runtime/site-pages.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import * as ui from '../ui/ui.css.ts';
import type { TickerItem } from './current-notices.ts';
import { NoticeIcon, PauseIcon } from './icons.tsx';
import * as styles from './notice-ticker.css.ts';
import { messages } from './notice-ticker.messages.ts';
import { createNoticeTickerStore } from './notice-ticker.store.ts';
import { useMarquee } from './use-marquee.ts';

export interface NoticeTickerProps extends WidgetProps {
  /**
   * Where every title links: the notices page (a route on the host site, a full URL elsewhere).
   * Default: the site's notices page in the ticker's language (`/bn/…` in Bengali).
   */
  href?: string | undefined;
  /**
   * The school site's address, for the default link to its notices page. Default: the page's
   * own site; the element gives the school's.
   */
  siteUrl?: string | undefined;
  /** Called once the notices are in, with the current ones, newest first. */
  onLoad?: (notices: Notice[]) => void;
  /**
   * Called when a visitor follows a notice's link (the element dispatches the first argument).
   * A single-page host may call `event.preventDefault()` and route to `href` itself.
   */
  onSelect?: (notice: { id: number; title: string }, event: MouseEvent<HTMLAnchorElement>) => void;
}

interface ListProps {
  items: TickerItem[];
  href: string;
  className: string;
  /** The second copy of the loop: hidden from screen readers and the Tab key. */
  copy?: boolean;
  listRef?: Ref<HTMLUListElement>;
  onSelect: (item: TickerItem, event: MouseEvent<HTMLAnchorElement>) => void;
}

function NoticeList({ items, href, className, copy = false, listRef, onSelect }: ListProps) {
  return (
    <ul className={className} aria-hidden={copy || undefined} ref={listRef}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <a
            className={styles.link}
            part="link"
            href={href}
            title={item.preview === item.title ? undefined : item.title}
            tabIndex={copy ? -1 : undefined}
            onClick={(event) => onSelect(item, event)}
          >
            {item.label ? (
              <>
                <span className={styles.category} part="category">
                  {item.label}
                </span>{' '}
              </>
            ) : null}
            {item.preview}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The latest-notice ticker of the shared layout (spec §2): the titles of current notices scroll
 * by, each a link to the notices page. Nothing at all shows when the call fails or no notice is
 * current (spec §8).
 */
export function NoticeTicker({
  api,
  lang = 'en',
  href: given,
  siteUrl,
  onStateChange,
  onLoad,
  onSelect,
}: NoticeTickerProps) {
  useSignals();
  const store = useWidgetStore(() => createNoticeTickerStore(api, { lang }), onStateChange, lang);
  const state = store.state.value;
  const items = store.items.value;
  const current = store.current.value;
  const [paused, setPaused] = useState(false);
  const labelId = useId();
  const letters = items.reduce(
    (sum, item) => sum + item.preview.length + (item.label?.length ?? 0) + 3,
    0,
  );
  const { viewport, list, motion, duration } = useMarquee(letters);
  const latest = useLatest({ onSelect });
  const href = given || sitePageHref(SITE_PAGES.notices, lang, siteUrl);

  useOnLoad(state, current, onLoad);

  // The loading bar shows from the first paint, so the page below does not jump when it fills.
  if (state === 'error' || state === 'empty') return null;

  const select = (item: TickerItem, event: MouseEvent<HTMLAnchorElement>) => {
    latest.current.onSelect?.({ id: item.id, title: item.title }, event);
  };
  return (
    <div className={ui.root}>
      <section
        className={styles.bar}
        aria-labelledby={labelId}
        part="base"
        data-motion={motion}
        data-paused={paused || undefined}
      >
        <p id={labelId} className={styles.label} part="label">
          <NoticeIcon />
          <span className={styles.narrowHidden}>{messages('label', {}, lang)}</span>
        </p>
        <div className={styles.viewport} ref={viewport}>
          {state === 'loading' ? (
            <p className={styles.loading} role="status">
              {t('loading', {}, lang)}
            </p>
          ) : (
            <div
              className={styles.track}
              part="track"
              style={{ animationDuration: `${duration}s` }}
            >
              <NoticeList
                items={items}
                href={href}
                className={styles.list}
                listRef={list}
                onSelect={select}
              />
              <NoticeList
                items={items}
                href={href}
                className={styles.copy}
                copy
                onSelect={select}
              />
            </div>
          )}
        </div>
        {state === 'ready' ? (
          <button
            type="button"
            className={`${ui.button} ${styles.toggle}`}
            part="toggle"
            aria-label={messages(paused ? 'playLabel' : 'pauseLabel', {}, lang)}
            onClick={() => setPaused((p) => !p)}
          >
            <PauseIcon paused={paused} />
            <span className={styles.narrowHidden}>
              {messages(paused ? 'play' : 'pause', {}, lang)}
            </span>
          </button>
        ) : null}
      </section>
    </div>
  );
}
