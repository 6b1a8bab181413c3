import { useSignals } from '@preact/signals-react/runtime';
import type { Video } from '@school/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { NewTab } from '../ui/new-tab.tsx';
import * as ui from '../ui/ui.css.ts';
import { PlayIcon } from './icons.tsx';
import type { VideoItem } from './video.ts';
import * as styles from './video-gallery.css.ts';
import { messages } from './video-gallery.messages.ts';
import { createVideoGalleryStore, type VideoGalleryStore } from './video-gallery.store.ts';

/** A video as the gallery's events name it. */
export interface VideoDetail {
  id: number | null;
  title: string;
}

export interface VideoGalleryProps extends WidgetProps {
  /** Called once the videos are in, with those shown (empty when there are none). */
  onLoad?: (videos: Video[]) => void;
  /** A visitor put another video in the player (from the list). */
  onSelect?: (video: VideoDetail) => void;
  /** A visitor pressed play: the video's host is asked for its player now, not before. */
  onPlay?: (video: VideoDetail) => void;
}

/** YouTube's still (hqdefault) is 480 × 360; it is shown cropped to 16 : 9. */
const STILL_WIDTH = 480;
const STILL_HEIGHT = 360;
/** Rows of the list's skeleton. */
const SKELETON_CHOICES = 3;

/** The frame may run the host's player; nothing of the page is open to it. */
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
const ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

/** The video's still, or a plain poster when it has none or it fails to load. */
function Still({ item, lazy }: { item: VideoItem; lazy: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!item.thumbnail || failed === item.thumbnail) {
    // The player's facade has its own play button over it; a thumbnail gets a small mark.
    return (
      <span className={styles.poster}>
        {lazy ? <PlayIcon className={styles.posterIcon} /> : null}
      </span>
    );
  }
  return (
    <img
      className={styles.still}
      src={item.thumbnail}
      alt=""
      width={STILL_WIDTH}
      height={STILL_HEIGHT}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(item.thumbnail)}
    />
  );
}

interface PlayerProps {
  item: VideoItem;
  title: string;
  playing: boolean;
  lang: Lang;
  onPlay: () => void;
}

/** Until the visitor presses play, a facade: no frame, no request to the video's host. */
function Player({ item, title, playing, lang, onPlay }: PlayerProps) {
  // The frame appears because the visitor pressed play: the keyboard goes on in the player.
  const focusFrame = useCallback((frame: HTMLIFrameElement | null) => frame?.focus(), []);
  const says = (key: Parameters<typeof messages>[0]) => messages(key, { title }, lang);
  if (item.embed && playing) {
    return (
      <iframe
        ref={focusFrame}
        className={styles.frame}
        part="frame"
        src={item.embed}
        title={title}
        allow={ALLOW}
        allowFullScreen
        sandbox={SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  if (item.embed) {
    return (
      <button type="button" className={styles.facade} part="play" onClick={onPlay}>
        <Still item={item} lazy={false} />
        <span className={styles.badge}>
          <PlayIcon />
        </span>
        <span className={ui.visuallyHidden}>{says('play')}</span>
      </button>
    );
  }
  return (
    <div className={styles.poster}>
      <a
        className={`${ui.button} ${styles.watch}`}
        part="link"
        href={item.link ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
      >
        {says('watch')}
        <NewTab lang={lang} />
      </a>
    </div>
  );
}

interface ShownProps {
  store: VideoGalleryStore;
  lang: Lang;
  onSelect: (item: VideoItem) => void;
  onPlay: (item: VideoItem) => void;
}

function Shown({ store, lang, onSelect, onPlay }: ShownProps) {
  useSignals();
  const items = store.items.value;
  const current = store.current.value;
  const playing = store.playing.value;
  const player = useRef<HTMLDivElement>(null);
  const chosen = useRef(false);
  const titleOf = (item: VideoItem, i: number) =>
    item.title || messages('untitled', { n: formatNumber(i + 1, lang) }, lang);

  // A video chosen from the list: the focus goes to its play button (or link), in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the player shows the new video
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    player.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [current]);

  const item = items[current];
  if (!item) return null;
  return (
    <div className={styles.layout}>
      <figure className={styles.stage}>
        <div ref={player} className={styles.player} part="player">
          <Player
            key={item.key}
            item={item}
            title={titleOf(item, current)}
            playing={playing}
            lang={lang}
            onPlay={() => {
              if (store.play()) onPlay(item);
            }}
          />
        </div>
        <figcaption className={styles.caption} part="title">
          {titleOf(item, current)}
        </figcaption>
      </figure>
      {items.length > 1 ? (
        <ul className={styles.list} aria-label={messages('videos', {}, lang)} part="list">
          {items.map((video, i) => (
            <li key={video.key}>
              <button
                type="button"
                className={styles.choice}
                part="choice"
                aria-current={i === current ? 'true' : undefined}
                onClick={() => {
                  const changed = i !== current;
                  chosen.current = true;
                  if (store.choose(i) && changed) onSelect(video);
                  if (!changed) player.current?.querySelector<HTMLElement>('button, a')?.focus();
                }}
              >
                <span className={styles.thumb}>
                  <Still item={video} lazy />
                </span>
                <span className={styles.choiceTitle}>{titleOf(video, i)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The gallery's shape while it loads: the player, its title and the first few of the list. */
function Skeleton() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <span>
        <span className={styles.ghostPlayer} />
        <span className={styles.ghostCaption} />
      </span>
      <span className={styles.list}>
        {Array.from({ length: SKELETON_CHOICES }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <span key={i} className={styles.ghostChoice} />
        ))}
      </span>
    </div>
  );
}

/**
 * The video gallery (spec §2, `/video-gallery`, and beside the home page's events): one player
 * and a list of titled thumbnails; choosing one puts it in the player. Only https addresses of
 * YouTube and Vimeo are embedded, and only once the visitor presses play (until then a facade
 * with the video's still); any other address is a plain link that opens in a new tab.
 */
export function VideoGallery({
  api,
  lang = 'en',
  onStateChange,
  onLoad,
  onSelect,
  onPlay,
}: VideoGalleryProps) {
  useSignals();
  const store = useWidgetStore(() => createVideoGalleryStore(api, { lang }), onStateChange, lang);
  const latest = useLatest({ onSelect, onPlay });
  const state = store.state.value;
  const videos = store.videos.value;

  useOnLoad(state, videos, onLoad);

  const detail = (item: VideoItem): VideoDetail => ({ id: item.id, title: item.title });
  return (
    <div className={`${ui.root} ${styles.root}`} part="base">
      <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
        {() => (
          <Shown
            store={store}
            lang={lang}
            onSelect={(item) => latest.current.onSelect?.(detail(item))}
            onPlay={(item) => latest.current.onPlay?.(detail(item))}
          />
        )}
      </Async>
    </div>
  );
}
