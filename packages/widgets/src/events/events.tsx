import { useSignals } from '@preact/signals-react/runtime';
import type { SchoolEvent } from '@school/api';
import { type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { formatDay } from '../runtime/format-day.ts';
import { formatTime } from '../runtime/format-time.ts';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { SITE_PAGES, sitePageHref } from '../runtime/site-pages.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import type { EventItem } from './event-item.ts';
import * as styles from './events.css.ts';
import { messages } from './events.messages.ts';
import { createEventsStore, type EventsStore } from './events.store.ts';

export interface EventsProps extends WidgetProps {
  /**
   * Show only the soonest `limit` events, under an "Upcoming events" heading with a link to the
   * events page (the home page's block). Without it, every upcoming event.
   */
  limit?: number | undefined;
  /**
   * The events page the block links to (a route on the host site, a full URL elsewhere).
   * Default: the site's events page in the block's language (`/bn/events` in Bengali).
   */
  href?: string | undefined;
  /**
   * The school site's address, for the default link to its events page. Default: the page's
   * own site; the element gives the school's.
   */
  siteUrl?: string | undefined;
  /**
   * The level of the list's headings: each event's title, or the block's "Upcoming events"
   * (its events one level below). Default 2 (under the page's own h1).
   */
  headingLevel?: HeadingLevel | undefined;
  /** Called once the events are in, with those shown, soonest first (empty when none). */
  onLoad?: (events: SchoolEvent[]) => void;
  /**
   * A visitor followed the block's "All events" link. A single-page host may call
   * `event.preventDefault()` and route to `href` itself.
   */
  onSelect?: (link: { href: string }, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The picture's width and height attributes (3:2): its box is reserved before it arrives. */
const IMAGE_WIDTH = 360;
const IMAGE_HEIGHT = 240;
const SKELETON_ROWS = 3;
const MAX_SKELETON_ROWS = 6;
const CALENDAR_PATH = '/events.ics';

/** `a – b`, read out as "a to b". */
function Range({ from, to, lang }: { from: ReactNode; to: ReactNode; lang: Lang }) {
  return (
    <>
      {from}
      <span aria-hidden="true"> – </span>
      <span className={ui.visuallyHidden}> {messages('to', {}, lang)} </span>
      {to}
    </>
  );
}

function Day({ day, lang }: { day: string; lang: Lang }) {
  return <time dateTime={day}>{formatDay(day, lang)}</time>;
}

function Picture({ src, eager }: { src: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={styles.image}
      part="image"
      src={src}
      alt=""
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function EventEntry({
  item,
  level,
  eager,
  compact,
  lang,
}: {
  item: EventItem;
  level: number;
  eager: boolean;
  /** The home page's card: its entries stay short, without their descriptions. */
  compact: boolean;
  lang: Lang;
}) {
  const Title = headingTag(level);
  return (
    <li className={styles.item} part="item">
      <div className={styles.text}>
        <Title className={styles.title} part="title">
          {item.title}
        </Title>
        <p className={styles.when} part="date">
          {item.to === item.from ? (
            <Day day={item.from} lang={lang} />
          ) : (
            <Range
              from={<Day day={item.from} lang={lang} />}
              to={<Day day={item.to} lang={lang} />}
              lang={lang}
            />
          )}
        </p>
        {item.starts ? (
          <p className={styles.when} part="time">
            {item.ends ? (
              <Range
                from={formatTime(item.starts, lang)}
                to={formatTime(item.ends, lang)}
                lang={lang}
              />
            ) : (
              formatTime(item.starts, lang)
            )}
          </p>
        ) : null}
        {item.place ? (
          <p className={styles.when} part="place">
            {messages('place', { place: item.place }, lang)}
          </p>
        ) : null}
        {item.description && !compact ? (
          <p className={styles.description} part="description">
            {item.description}
          </p>
        ) : null}
      </div>
      {item.image ? <Picture src={item.image} eager={eager} /> : null}
    </li>
  );
}

/**
 * The list's shape while it loads, so what follows does not jump when it fills: on the events
 * page (not `compact`) each row has the lines of a whole event (when, where, what happens).
 */
function Skeleton({ rows, compact }: { rows: number; compact: boolean }) {
  return (
    <div className={styles.list}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className={styles.item}>
          <span className={styles.text}>
            <span className={styles.ghostTitle} />
            <span className={styles.ghostLine} />
            {compact ? null : (
              <>
                <span className={styles.ghostLine} />
                <span className={styles.ghostText} />
              </>
            )}
          </span>
          <span className={styles.ghostImage} />
        </span>
      ))}
    </div>
  );
}

function EventList({
  store,
  level,
  compact,
  lang,
}: {
  store: EventsStore;
  level: number;
  compact: boolean;
  lang: Lang;
}) {
  useSignals();
  // The events page holds a screen's worth of rows: its footer is not pulled up, then pushed
  // down again, when the events arrive (a layout shift of a third of a phone's screen).
  const rows = Math.min(
    store.limit.value ?? (compact ? SKELETON_ROWS : MAX_SKELETON_ROWS),
    MAX_SKELETON_ROWS,
  );
  return (
    <Async
      store={store}
      lang={lang}
      empty={messages('empty', {}, lang)}
      loading={<Skeleton rows={rows} compact={compact} />}
    >
      {() => (
        <ul className={styles.list} part="list">
          {store.items.value.map((item, i) => (
            <EventEntry
              key={item.id}
              item={item}
              level={level}
              // The events page's first picture is in its first screen; the rest wait their turn.
              eager={!compact && i === 0}
              compact={compact}
              lang={lang}
            />
          ))}
        </ul>
      )}
    </Async>
  );
}

function Subscribe({ href, lang }: { href: string; lang: Lang }) {
  return (
    <a className={styles.footLink} part="subscribe" href={href} type="text/calendar">
      {messages('subscribe', {}, lang)}{' '}
      <span className={styles.hint}>{messages('calendarFile', {}, lang)}</span>
    </a>
  );
}

/**
 * Upcoming Events (spec §2): every event whose end is today or later, soonest first, with its
 * days, its hours when it has them and its picture; "No existing events." when there is none.
 * With `limit`, the home page's block: the soonest few and a link to the events page.
 */
export function Events({
  api,
  lang = 'en',
  limit,
  href: given,
  siteUrl,
  headingLevel,
  onStateChange,
  onLoad,
  onSelect,
}: EventsProps) {
  useSignals();
  const store = useWidgetStore(() => createEventsStore(api, { limit, lang }), onStateChange, lang);
  const latest = useLatest({ onSelect });
  const headingId = useId();
  const state = store.state.value;
  const shown = store.shown.value;
  const level = Number.isInteger(headingLevel) ? Math.min(Math.max(headingLevel ?? 2, 1), 6) : 2;
  // The provider's calendar in the list's language: its Bengali one has the Bengali titles.
  const calendar = api.href(lang === 'bn' ? `${CALENDAR_PATH}?lang=bn` : CALENDAR_PATH);

  useEffect(() => {
    store.setLimit(limit);
  }, [store, limit]);

  useOnLoad(state, shown, onLoad);

  if (store.limit.value === null) {
    return (
      <div className={ui.root}>
        <div className={styles.base} part="base">
          <EventList store={store} level={level} compact={false} lang={lang} />
          {state !== 'error' ? (
            // Already there while the list loads: the calendar's address does not wait for it.
            <p className={styles.footer}>
              <Subscribe href={calendar} lang={lang} />
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  const Heading = headingTag(level);
  const href = given || sitePageHref(SITE_PAGES.events, lang, siteUrl);
  return (
    <div className={ui.root}>
      <section className={styles.card} part="base" aria-labelledby={headingId}>
        <Heading id={headingId} className={styles.cardHeading} part="heading">
          {messages('heading', {}, lang)}
        </Heading>
        <div className={styles.cardBody}>
          <EventList store={store} level={level + 1} compact lang={lang} />
        </div>
        <p className={styles.footer}>
          <a
            className={styles.footLink}
            part="all-link"
            href={href}
            onClick={(event) => latest.current.onSelect?.({ href }, event)}
          >
            {messages('allEvents', {}, lang)}
          </a>
          <Subscribe href={calendar} lang={lang} />
        </p>
      </section>
    </div>
  );
}
