import { useSignals } from '@preact/signals-react/runtime';
import type { SchoolHistory as History } from '@school/api';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { excerpt, paragraphsOf } from '../runtime/prose.ts';
import { SITE_PAGES, sitePageHref } from '../runtime/site-pages.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './history.css.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './history.css.ts';
import { messages } from './history.messages.ts';
import { createSchoolHistoryStore } from './history.store.ts';
import type { HistoryView } from './history-view.ts';

/** `home` (default): the start of the text and "Read more"; `page`: the whole text and pictures. */
export type HistoryVariant = 'home' | 'page';

export interface SchoolHistoryProps extends WidgetProps {
  variant?: HistoryVariant | undefined;
  /**
   * Where "Read more" leads: the history page (a route on the host site, a full URL elsewhere).
   * Default: the site's history page in the widget's language (`/bn/history` in Bengali).
   */
  href?: string | undefined;
  /**
   * The school site's address, for the default link to its history page. Default: the page's
   * own site; the element gives the school's.
   */
  siteUrl?: string | undefined;
  /** The level of the history's heading, 1–6 (default 2). */
  headingLevel?: HeadingLevel | undefined;
  /** Called once the history is in, with the provider's first item. */
  onLoad?: (history: History) => void;
  /**
   * A visitor followed "Read more" (the element dispatches the first argument). A single-page
   * host may call `event.preventDefault()` and route to `href` itself.
   */
  onSelect?: (detail: { href: string }, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The home page shows the first paragraph, cut at a word if it is longer than this. */
export const HOME_EXCERPT = 320;

function Paragraphs({ text }: { text: string }) {
  return (
    <div className={styles.text} part="text">
      {paragraphsOf(text).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph is known by its place
        <p key={i} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/**
 * The history's pictures: a still gallery, all of them at once (nothing moves, so nothing needs
 * a Pause). They have no captions in the contract, so they are decoration for a screen reader.
 */
function Gallery({ images }: { images: string[] }) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const shown = images.filter((src) => !broken.has(src));
  if (shown.length === 0) return null;
  return (
    <div className={styles.gallery} part="gallery">
      {shown.map((src, i) => (
        <img
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be listed twice
          key={`${i}-${src}`}
          className={styles.picture}
          part="picture"
          src={src}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => setBroken((was) => new Set(was).add(src))}
        />
      ))}
    </div>
  );
}

/** The history's shape while it loads, so what follows moves little when it arrives. */
function Skeleton({ page }: { page: boolean }) {
  return (
    <div className={styles.base}>
      <span className={styles.ghostHeading} />
      <span className={page ? styles.ghostTextLong : styles.ghostText} />
      {page ? (
        <span className={styles.gallery}>
          <span className={styles.ghostPicture} />
          <span className={styles.ghostPicture} />
          <span className={styles.ghostPicture} />
        </span>
      ) : (
        <span className={styles.ghostLink} />
      )}
    </div>
  );
}

interface ShownProps {
  view: HistoryView;
  page: boolean;
  href: string;
  level: HeadingLevel | undefined;
  lang: Lang;
  onSelect: (detail: { href: string }, event: MouseEvent<HTMLAnchorElement>) => void;
}

function Shown({ view, page, href, level, lang, onSelect }: ShownProps) {
  const Heading = headingTag(level);
  const id = useId();
  // The home page: the first paragraph (cut if long); a second one begun and cut reads badly.
  const short = page ? view.text : excerpt(paragraphsOf(view.text)[0] ?? '', HOME_EXCERPT);
  const more = !page && (short !== view.text || view.images.length > 0);
  return (
    <section className={styles.base} part="base" aria-labelledby={id}>
      <Heading id={id} className={`${ui.heading} ${styles.heading}`} part="heading">
        {view.heading || messages('heading', {}, lang)}
      </Heading>
      <Paragraphs text={short} />
      {page ? <Gallery images={view.images} /> : null}
      {more ? (
        <a
          className={styles.readMore}
          part="read-more"
          href={href}
          aria-describedby={id}
          onClick={(event) => onSelect({ href }, event)}
        >
          {messages('readMore', {}, lang)}
        </a>
      ) : null}
    </section>
  );
}

/**
 * The school's history (spec §2: the home page's history section, the About and History pages):
 * its heading and text, paragraphs kept. On the home page the start of the text with "Read more";
 * with `variant="page"` the whole text and the pictures.
 */
export function SchoolHistory({
  api,
  lang = 'en',
  variant,
  href: given,
  siteUrl,
  headingLevel,
  onStateChange,
  onLoad,
  onSelect,
}: SchoolHistoryProps) {
  useSignals();
  const store = useWidgetStore(() => createSchoolHistoryStore(api, { lang }), onStateChange, lang);
  const state = store.state.value;
  const history = store.history.value;
  const latest = useLatest({ onLoad, onSelect });
  const page = variant === 'page';
  const href = given || sitePageHref(SITE_PAGES.history, lang, siteUrl);

  useEffect(() => {
    if (state === 'ready' && history) latest.current.onLoad?.(history);
  }, [state, history, latest]);

  return (
    <div className={ui.root}>
      <Async
        store={store}
        lang={lang}
        empty={messages('empty', {}, lang)}
        loading={<Skeleton page={page} />}
      >
        {() =>
          store.view.value ? (
            <Shown
              view={store.view.value}
              page={page}
              href={href}
              level={headingLevel}
              lang={lang}
              onSelect={(detail, event) => latest.current.onSelect?.(detail, event)}
            />
          ) : null
        }
      </Async>
    </div>
  );
}
