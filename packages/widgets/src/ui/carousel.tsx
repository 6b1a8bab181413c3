import { Children, type CSSProperties, type KeyboardEvent, type ReactNode, useRef } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { usePrefersReducedMotion } from '../runtime/reduced-motion.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import * as styles from './carousel.css.ts';
import css from './carousel.css.ts?inline';
import { messages } from './carousel.messages.ts';
import * as ui from './ui.css.ts';
import { useAutoplay } from './use-autoplay.ts';
import { type PerView, useGlider } from './use-glider.ts';

export interface CarouselProps {
  /** Names the carousel ("Testimonials", "Our alumni"). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides per view by the carousel's own width, e.g. `{0: 1, 1024: 2}`; default one. */
  perView?: PerView;
  /** Move on every this many ms; paused on hover and focus, never under reduced motion. */
  autoplayMs?: number | undefined;
  lang?: Lang;
  className?: string;
}

const PER_VIEW_DEFAULT: PerView = { 0: 1 };
const KEYS: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};
// createVar() gives `var(--name)`; an inline style sets `--name`.
const PER_VIEW_PROPERTY = styles.perView.slice(4, -1);

function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </svg>
  );
}

/**
 * Slides that scroll sideways (hero banners, testimonials, alumni, galleries) on glider-js,
 * with real buttons for previous, next and each page, arrow keys on the slides, swipe (native
 * scrolling) and an optional autoplay that the visitor can pause.
 */
export function Carousel({
  label,
  children,
  perView: breakpoints = PER_VIEW_DEFAULT,
  autoplayMs,
  lang = 'en',
  className,
}: CarouselProps) {
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const { perView, position, go } = useGlider(viewport, count, breakpoints, reducedMotion);
  const { page, pages, atStart, atEnd } = position;
  const autoplay = useAutoplay(autoplayMs, reducedMotion, position, go);
  useShadowStyles(root, css);

  const says = (key: Parameters<typeof messages>[0], vars = {}) => messages(key, vars, lang);
  const number = (n: number) => formatNumber(n, lang);
  const dotLabel = (i: number) => {
    if (perView === 1) return says('slideOf', { n: number(i + 1), count: number(count) });
    const from = Math.max(0, Math.min(i * perView, count - perView)) + 1;
    const to = Math.min(count, from + perView - 1);
    return says('slidesOf', { from: number(from), to: number(to), count: number(count) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const key = KEYS[event.key];
    if (!key) return;
    event.preventDefault();
    go(key === 'first' ? 0 : key === 'last' ? pages - 1 : key);
  };

  return (
    <section
      ref={root}
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      style={{ [PER_VIEW_PROPERTY]: String(perView) } as CSSProperties}
      aria-roledescription={says('carousel')}
      aria-label={label}
      part="carousel"
      // Focus anywhere but on Pause/Play holds it: a visitor who presses Play means it.
      onFocus={(event) => autoplay.setFocused(event.target !== toggle.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          autoplay.setFocused(false);
        }
      }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a group of slides, not of form controls */}
      <div
        ref={viewport}
        className={styles.viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        role="group"
        aria-label={says('slides')}
        onKeyDown={onKeyDown}
        // The slides being read, not the controls: a pointer left on Play must not hold it.
        onPointerEnter={() => autoplay.setHovered(true)}
        onPointerLeave={() => autoplay.setHovered(false)}
        part="slides"
      >
        <div className={styles.track}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is known by its place
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription={says('slide')}
              aria-label={says('slideLabel', { n: number(i + 1), count: number(count) })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {pages > 1 ? (
        <div className={styles.controls} part="controls">
          <button
            type="button"
            className={`${ui.button} ${styles.arrow}`}
            aria-label={says('previousSlides')}
            aria-disabled={atStart || undefined}
            onClick={() => atStart || go('prev')}
          >
            <Chevron back />
          </button>
          <div className={styles.dots}>
            {Array.from({ length: pages }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a page is known by its place
                key={i}
                type="button"
                className={styles.dot}
                aria-label={dotLabel(i)}
                aria-current={i === page || undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={`${ui.button} ${styles.arrow}`}
            aria-label={says('nextSlides')}
            aria-disabled={atEnd || undefined}
            onClick={() => atEnd || go('next')}
          >
            <Chevron />
          </button>
          {autoplay.offered ? (
            <button
              ref={toggle}
              type="button"
              className={`${ui.button} ${styles.toggle}`}
              onClick={autoplay.togglePaused}
            >
              {says(autoplay.paused ? 'play' : 'pause')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
