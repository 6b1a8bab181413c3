import { useSignals } from '@preact/signals-react/runtime';
import type { Banner } from '@school/api';
import { useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { Carousel } from '../ui/carousel.tsx';
import * as ui from '../ui/ui.css.ts';
import type { HeroSlide } from './banners.ts';
import * as styles from './hero-slider.css.ts';
import { messages } from './hero-slider.messages.ts';
import { createHeroSliderStore } from './hero-slider.store.ts';

export interface HeroSliderProps extends WidgetProps {
  /**
   * A picture (an address) in the banners' place while they load: on a slow line the visitor
   * sees a picture of the school, not an empty box, and a prerendered page has its largest
   * picture in its HTML. Cropped to the banners' shape; decoration, like the banners.
   */
  poster?: string | undefined;
  /** Called once the banners are in, with those shown (empty when there are none). */
  onLoad?: (banners: Banner[]) => void;
}

/** Spec §9: the next banner every 3 s. */
const AUTOPLAY_MS = 3000;
/**
 * The pictures' width and height attributes: the demo provider's banners are 1600 × 600. With
 * the box's aspect ratio they reserve the picture's place before it arrives.
 */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

/**
 * One banner. The contract gives a banner no caption, so the picture is decoration (`alt=""`);
 * the carousel names each slide "N of M". The first is the page's largest picture: fetched at
 * once and first; the others only when they come near.
 */
function Slide({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className={styles.frame} part="banner">
      {broken ? null : (
        <img
          className={styles.image}
          // A banner spans the page: the copy a browser picks is the screen's width.
          sizes={slide.srcset ? '100vw' : undefined}
          srcSet={slide.srcset ?? undefined}
          src={slide.src}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          onError={() => setBroken(true)}
        />
      )}
    </div>
  );
}

/**
 * The slider's shape while the banners load, so nothing below moves when they arrive; the
 * poster, when there is one, in the first banner's box.
 */
function Skeleton({ poster }: { poster: string | undefined }) {
  return (
    <div className={styles.skeleton}>
      {poster ? (
        <div className={styles.frame}>
          <img
            className={styles.image}
            src={poster}
            alt=""
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            fetchPriority="high"
          />
        </div>
      ) : (
        <span className={styles.ghostFrame} />
      )}
      <span className={styles.ghostControls} />
    </div>
  );
}

/**
 * The hero banner slider at the top of the home and About pages (spec §2): the `ACTIVE` banners,
 * one at a time, moving on every 3 s, with Previous, Next, a dot per banner and Pause; still
 * under reduced motion. Nothing at all when there are no banners: the hero is decoration.
 */
export function HeroSlider({ api, lang = 'en', poster, onStateChange, onLoad }: HeroSliderProps) {
  useSignals();
  const store = useWidgetStore(() => createHeroSliderStore(api), onStateChange);
  const state = store.state.value;
  const shown = store.banners.value;

  useOnLoad(state, shown, onLoad);

  if (state === 'empty') return null;
  return (
    <div className={ui.root} part="base">
      <Async store={store} lang={lang} loading={<Skeleton poster={poster} />}>
        {() => (
          <Carousel label={messages('label', {}, lang)} autoplayMs={AUTOPLAY_MS} lang={lang}>
            {store.slides.value.map((slide, i) => (
              <Slide key={slide.key} slide={slide} first={i === 0} />
            ))}
          </Carousel>
        )}
      </Async>
    </div>
  );
}
