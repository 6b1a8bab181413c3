import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DrivenGlider } from './glider-driver.ts';

/** Slides per view by the carousel's own width: `{0: 1, 1024: 2}` shows 2 from 1024 px on. */
export type PerView = Record<number, number>;

/** The value of the largest breakpoint at or below `width` (1 when none is). */
export function perViewAt(breakpoints: PerView, width: number): number {
  let at = -1;
  let n = 1;
  for (const [key, value] of Object.entries(breakpoints)) {
    if (Number(key) <= width && Number(key) > at) [at, n] = [Number(key), value];
  }
  return Math.max(1, Math.floor(n) || 1);
}

export interface Position {
  /** The page shown (from 0); a page is one view of slides. */
  page: number;
  pages: number;
  atStart: boolean;
  atEnd: boolean;
}

/** Where the scroll region stands; at the far end the last page, even when it is a short one. */
function positionOf(el: HTMLElement, count: number, perView: number): Position {
  const pages = Math.max(1, Math.ceil(count / perView));
  const atEnd = el.scrollLeft >= el.scrollWidth - el.clientWidth - 1;
  const near = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
  return {
    page: atEnd ? pages - 1 : Math.min(near, pages - 1),
    pages,
    atStart: el.scrollLeft <= 1,
    atEnd,
  };
}

const same = (a: Position, b: Position) =>
  a.page === b.page && a.pages === b.pages && a.atStart === b.atStart && a.atEnd === b.atEnd;

/** The longest a move animates, however far it goes. */
const MAX_MOVE_MS = 450;

let loading: Promise<typeof import('./glider-driver.ts')> | null = null;

/**
 * What says a visitor has reached the slides: a pointer over them or pressing on them, a touch,
 * the keyboard's focus, a wheel, a scroll. The buttons and autoplay move through `go`.
 */
const ENGAGING = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'wheel', 'scroll'];

/** glider-js, its CSS and what drives it, fetched the first time a carousel is used. */
function loadGlider() {
  loading ??= import('./glider-driver.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Glider on a scroll region that React renders (glider moves no node: `skipTrack`), sized by
 * the region's own width rather than the window's, so a carousel in a narrow column shows one
 * slide. Glider is fetched when a visitor first reaches the slides or moves them (autoplay
 * included), not with the slides: the carousel is drawn, and scrolls and moves natively, without
 * it, so a page whose visitor never touches it downloads none of it (a partner page's first
 * load, `npm run bench:size`). Until glider arrives (or if it cannot) the region scrolls natively.
 */
export function useGlider(
  viewport: RefObject<HTMLDivElement | null>,
  count: number,
  breakpoints: PerView,
  reducedMotion: boolean,
) {
  const glider = useRef<DrivenGlider | null>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const [width, setWidth] = useState(0);
  const perView = perViewAt(breakpoints, width);
  // Glider starts with the settings of the moment it arrives, not those of the first render.
  const settings = useRef({ perView, duration: 0.5 });
  settings.current = { perView, duration: reducedMotion ? 0 : 0.5 };
  const [position, setPosition] = useState<Position>({
    page: 0,
    pages: Math.max(1, Math.ceil(count / perView)),
    atStart: true,
    atEnd: count <= perView,
  });

  const update = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const next = positionOf(el, count, perView);
    setPosition((prev) => (same(prev, next) ? prev : next));
  }, [viewport, count, perView]);

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [viewport]);

  useEffect(() => {
    const el = viewport.current;
    if (!el || wanted) return;
    const want = () => setWanted(true);
    for (const name of ENGAGING) el.addEventListener(name, want, { passive: true });
    return () => {
      for (const name of ENGAGING) el.removeEventListener(name, want);
    };
  }, [viewport, wanted]);

  useEffect(() => {
    const el = viewport.current;
    if (!el || !wanted) return;
    let live = true;
    loadGlider().then(
      ({ startGlider }) => {
        if (!live) return;
        const { perView: n, duration } = settings.current;
        glider.current = startGlider(el, n, duration);
        setReady(true);
      },
      (error: unknown) =>
        console.warn('The carousel could not load glider-js; it scrolls natively.', error),
    );
    return () => {
      live = false;
    };
  }, [viewport, wanted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new slides or a new motion setting need glider's refresh too
  useLayoutEffect(() => {
    const instance = glider.current;
    if (ready && instance && width > 0) {
      // Glider's duration is per pixel moved; 0 jumps straight to the slide.
      const { duration } = settings.current;
      instance.setOption({ slidesToShow: perView, slidesToScroll: perView, duration }, true);
      instance.refresh(true);
    }
    update();
  }, [ready, width, perView, count, reducedMotion, update]);

  useEffect(() => {
    const el = viewport.current;
    el?.addEventListener('scroll', update, { passive: true });
    return () => el?.removeEventListener('scroll', update);
  }, [viewport, update]);

  /** Move by a page, or to page `to` (from 0). */
  const go = useCallback(
    (to: 'prev' | 'next' | number) => {
      const el = viewport.current;
      if (!el) return;
      setWanted(true);
      const left =
        typeof to === 'number'
          ? to * el.clientWidth
          : el.scrollLeft + (to === 'next' ? 1 : -1) * el.clientWidth;
      const target = Math.min(Math.max(0, left), el.scrollWidth - el.clientWidth);
      const instance = glider.current;
      if (!instance) {
        el.scrollTo({ left: target, behavior: reducedMotion ? 'auto' : 'smooth' });
        return;
      }
      // Glider animates for a time per pixel: across many pages it would crawl.
      const distance = Math.max(1, Math.abs(target - el.scrollLeft));
      const duration = reducedMotion ? 0 : Math.min(0.5, MAX_MOVE_MS / distance);
      instance.setOption({ duration }, true);
      instance.go(to, typeof to === 'number');
    },
    [viewport, reducedMotion],
  );

  return { perView, position, go, ready };
}
