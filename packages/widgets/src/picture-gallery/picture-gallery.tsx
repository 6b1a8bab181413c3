import { useSignals } from '@preact/signals-react/runtime';
import type { GalleryPicture } from '@school/api';
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { usePart } from '../runtime/use-part.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { carouselPart } from '../ui/carousel-part.ts';
import { Status } from '../ui/status.tsx';
import * as ui from '../ui/ui.css.ts';
import type { PerView } from '../ui/use-glider.ts';
import {
  captionOf,
  type GalleryItem,
  type GalleryLayout,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  pictureSizes,
} from './picture.ts';
import * as styles from './picture-gallery.css.ts';
import { messages } from './picture-gallery.messages.ts';
import { createPictureGalleryStore, type PictureGalleryStore } from './picture-gallery.store.ts';

export interface PictureGalleryProps extends WidgetProps {
  /** Only the pictures marked `featured` (the home page's gallery): up to 9 in the grid. */
  featured?: boolean | undefined;
  /** `grid` (default): every picture, 2 to 4 columns; `carousel`: up to 5, sliding. */
  layout?: GalleryLayout | undefined;
  /** Called once the pictures are in, with those shown (empty when there are none). */
  onLoad?: (pictures: GalleryPicture[]) => void;
  /** A visitor opened a picture in the lightbox. */
  onOpen?: (picture: { id: number | null; src: string }) => void;
}

/** The carousel shows 1, 2 or 3 pictures at a time by its own width (as the skeleton does). */
const PER_VIEW: PerView = { 0: 1, 480: 2, 900: 3 };
/** The full gallery is a page's first screen: its first row loads at once, the rest lazily. */
const FIRST_ROW = 4;
/** Ghost pictures while the full gallery loads: two rows on a wide screen, four on a phone. */
const SKELETON_PICTURES = 8;
const SKELETON_FEATURED = 9;

/** The lightbox is code for the first click on a picture, not for the first paint. */
const lightboxPart = lazyPart(() => import('../ui/lightbox.tsx').then((m) => m.Lightbox));

const prefetch = () => void lightboxPart.load().catch(() => {});

/** "Picture 3 of 12": where a picture stands, when nobody wrote what it shows. */
const pictureName = (i: number, count: number, lang: Lang) =>
  messages('picture', { n: formatNumber(i + 1, lang), count: formatNumber(count, lang) }, lang);

interface TileProps {
  item: GalleryItem;
  layout: GalleryLayout;
  label: string;
  /** The caption the office wrote, drawn over the picture's foot ('' for none). */
  caption: string;
  eager: boolean;
  className: string;
  onOpen: () => void;
}

function Tile({ item, layout, label, caption, eager, className, onOpen }: TileProps) {
  return (
    <button
      type="button"
      className={className}
      part="picture"
      // A caption on the picture names the button itself; else where it stands does.
      aria-label={caption ? undefined : label}
      aria-haspopup="dialog"
      onClick={onOpen}
      onFocus={prefetch}
      onPointerEnter={prefetch}
    >
      <img
        className={styles.photo}
        sizes={item.srcset ? pictureSizes(layout, !eager) : undefined}
        srcSet={item.srcset ?? undefined}
        src={item.src}
        alt=""
        width={PICTURE_WIDTH}
        height={PICTURE_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {caption ? (
        <span className={styles.caption} part="caption">
          {caption}
        </span>
      ) : null}
    </button>
  );
}

/** The gallery's shape while it loads, so the page below does not jump when it fills. */
function Skeleton({ layout, featured }: { layout: GalleryLayout; featured: boolean }) {
  if (layout === 'carousel') {
    return (
      <div aria-hidden="true">
        <span className={styles.ghostSlides} />
        <span className={styles.ghostControls} />
      </div>
    );
  }
  const count = featured ? SKELETON_FEATURED : SKELETON_PICTURES;
  return (
    <div
      className={featured ? `${styles.grid} ${styles.featuredGrid}` : styles.grid}
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className={styles.ghost} />
      ))}
    </div>
  );
}

interface PicturesProps {
  store: PictureGalleryStore;
  label: string;
  lang: Lang;
  onOpen: (index: number) => void;
}

function Pictures({ store, label, lang, onOpen }: PicturesProps) {
  useSignals();
  const items = store.items.value;
  const { featured, layout } = store.view.value;
  const count = items.length;
  const name = (i: number) => pictureName(i, count, lang);
  const caption = (item: GalleryItem) => captionOf(item, lang);
  const carousel = usePart(carouselPart, layout === 'carousel', lang);
  const Carousel = carousel.current;
  if (layout === 'carousel' && !carousel.failed) {
    // Without the carousel's code (the connection dropped) the pictures still show, as a grid.
    return Carousel ? (
      <Carousel label={label} perView={PER_VIEW} lang={lang}>
        {items.map((item, i) => (
          <Tile
            key={item.key}
            item={item}
            layout="carousel"
            label={name(i)}
            caption={caption(item)}
            eager={false}
            className={`${styles.tile} ${styles.slide}`}
            onOpen={() => onOpen(i)}
          />
        ))}
      </Carousel>
    ) : (
      <Skeleton layout="carousel" featured={featured} />
    );
  }
  return (
    <ul
      className={featured ? `${styles.grid} ${styles.featuredGrid}` : styles.grid}
      aria-label={label}
      part="grid"
    >
      {items.map((item, i) => (
        <li key={item.key}>
          <Tile
            item={item}
            layout="grid"
            label={name(i)}
            caption={caption(item)}
            eager={!featured && i < FIRST_ROW}
            className={styles.tile}
            onOpen={() => onOpen(i)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The picture gallery (spec §2, `/picture-gallery`) and, with `featured`, the home page's
 * featured gallery (spec §9: up to 9 in a grid, or up to 5 in a carousel): pictures in boxes of
 * their ratio, each a button that opens it in a lightbox (loaded on the first open).
 */
export function PictureGallery({
  api,
  lang = 'en',
  featured = false,
  layout = 'grid',
  onStateChange,
  onLoad,
  onOpen,
}: PictureGalleryProps) {
  useSignals();
  const store = useWidgetStore(
    () => createPictureGalleryStore(api, { featured, layout }),
    onStateChange,
  );
  const latest = useLatest({ onOpen });
  const [viewer, setViewer] = useState(false);
  const state = store.state.value;
  const shown = store.shown.value;
  const items = store.items.value;
  const opened = store.opened.value;
  const view = store.view.value;
  const label = messages(view.featured ? 'featured' : 'gallery', {}, lang);

  useEffect(() => store.setView({ featured, layout }), [store, featured, layout]);

  // Fetched while the pictures are on their way, so the carousel shows the moment they arrive.
  useEffect(() => {
    if (view.layout === 'carousel') void carouselPart.load().catch(() => {});
  }, [view.layout]);
  const lightbox = usePart(lightboxPart, viewer, lang);
  const Lightbox = lightbox.current;

  useOnLoad(state, shown, onLoad);

  const pictures = useMemo(
    () =>
      items.map((item, i) => ({
        src: item.src,
        srcset: item.srcset,
        alt: captionOf(item, lang) || pictureName(i, items.length, lang),
        caption: captionOf(item, lang) || null,
      })),
    [items, lang],
  );

  const open = (index: number) => {
    if (!store.open(index)) return;
    setViewer(true);
    const item = items[index];
    if (item) latest.current.onOpen?.({ id: item.id, src: item.src });
  };

  return (
    <div className={`${ui.root} ${styles.root}`} part="base">
      <Async
        store={store}
        lang={lang}
        empty={messages('empty', {}, lang)}
        loading={<Skeleton layout={view.layout} featured={view.featured} />}
      >
        {() => <Pictures store={store} label={label} lang={lang} onOpen={open} />}
      </Async>
      {Lightbox ? (
        <Lightbox
          pictures={pictures}
          index={state === 'ready' ? opened : null}
          onIndexChange={(index) => store.show(index)}
          onClose={() => store.close()}
          label={label}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          lang={lang}
        />
      ) : lightbox.failed && opened !== null ? (
        <Status state="error" error={lightbox.failed} onRetry={lightbox.retry} lang={lang} />
      ) : null}
    </div>
  );
}
