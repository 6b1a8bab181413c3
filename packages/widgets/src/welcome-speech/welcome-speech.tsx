import { useSignals } from '@preact/signals-react/runtime';
import type { WelcomeSpeech as Speech } from '@school/api';
import { type MouseEvent, useEffect } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { SITE_PAGES, sitePageHref } from '../runtime/site-pages.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import type { SpeechView } from './speech.ts';
import * as styles from './welcome-speech.css.ts';
import { messages } from './welcome-speech.messages.ts';
import { createWelcomeSpeechStore } from './welcome-speech.store.ts';

export type WelcomeSpeechVariant = 'text' | 'page';

export interface WelcomeSpeechProps extends WidgetProps {
  /**
   * `text` (default): the speech's `text`, cut to a few lines, with "Read more" (the home page
   * and the footer). `page`: the whole speech, its `description` or else its `text`.
   */
  variant?: WelcomeSpeechVariant | undefined;
  /**
   * The welcome-speech page "Read more" links to (a route on the host site, a full URL
   * elsewhere). Default: the site's page in the speech's language (`/bn/welcome-speech` in Bengali).
   */
  href?: string | undefined;
  /**
   * The school site's address, for the default link to its welcome-speech page. Default: the page's
   * own site; the element gives the school's.
   */
  siteUrl?: string | undefined;
  /** Called once the speech is in, with the provider's first speech. */
  onLoad?: (speech: Speech) => void;
  /**
   * A visitor followed "Read more". A single-page host may call `event.preventDefault()` and
   * route to `href` itself.
   */
  onSelect?: (link: { href: string }, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Ghost lines while loading: the excerpt's few, or the first screen of the whole speech. */
const SKELETON_LINES: Record<WelcomeSpeechVariant, number> = { text: 4, page: 12 };

export function variantOf(value: unknown): WelcomeSpeechVariant {
  return value === 'page' ? 'page' : 'text';
}

function Skeleton({ lines }: { lines: number }) {
  return (
    <span className={styles.ghosts}>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className={styles.ghost} />
      ))}
    </span>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <>
      {paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in its order
        <p key={i} className={styles.paragraph}>
          {p}
        </p>
      ))}
    </>
  );
}

function Excerpt({
  view,
  href,
  lang,
  onSelect,
}: {
  view: SpeechView;
  href: string;
  lang: Lang;
  onSelect: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <>
      <Paragraphs paragraphs={view.excerpt} />
      {view.more ? (
        <a className={styles.more} part="read-more" href={href} onClick={onSelect}>
          {messages('readMore', {}, lang)}{' '}
          <span className={ui.visuallyHidden}>{messages('readMoreOf', {}, lang)}</span>
        </a>
      ) : null}
    </>
  );
}

/**
 * The welcome speech (spec §2, §3): the provider's first speech, its `text` cut to a few lines
 * with "Read more" on the home page and in the footer, or the whole of it (its `description`,
 * else its `text`) on the welcome-speech page; the author's paragraphs are kept.
 */
export function WelcomeSpeech({
  api,
  lang = 'en',
  variant,
  href: given,
  siteUrl,
  onStateChange,
  onLoad,
  onSelect,
}: WelcomeSpeechProps) {
  useSignals();
  const store = useWidgetStore(() => createWelcomeSpeechStore(api, { lang }), onStateChange, lang);
  const latest = useLatest({ onLoad, onSelect });
  const state = store.state.value;
  const speech = store.speech.value;
  const shape = variantOf(variant);
  const href = given || sitePageHref(SITE_PAGES.welcomeSpeech, lang, siteUrl);

  useEffect(() => {
    if (state === 'ready' && speech) latest.current.onLoad?.(speech);
  }, [state, speech, latest]);

  return (
    <div className={ui.root}>
      <div className={shape === 'page' ? styles.page : styles.text} part="base">
        <Async
          store={store}
          lang={lang}
          empty={messages('empty', {}, lang)}
          loading={<Skeleton lines={SKELETON_LINES[shape]} />}
        >
          {() => {
            const view = store.view.value;
            if (!view) return null;
            return shape === 'page' ? (
              <Paragraphs paragraphs={view.full} />
            ) : (
              <Excerpt
                view={view}
                href={href}
                lang={lang}
                onSelect={(event) => latest.current.onSelect?.({ href }, event)}
              />
            );
          }}
        </Async>
      </div>
    </div>
  );
}
