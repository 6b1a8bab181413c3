import Glider from 'glider-js';
import css from 'glider-js/glider.min.css?inline';
import { sheetFor } from '../runtime/styles.ts';

/**
 * Glider's CSS joins the root the carousel renders in (an element's shadow root, or the page),
 * first, so the carousel's own rules win over it.
 */
function adoptFirst(root: Node) {
  if (!(root instanceof ShadowRoot || root instanceof Document)) return;
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
  }
}

/**
 * Glider as the carousel drives it: `go` is the carousel's own way to move the slides (glider
 * keeps a `move` of its own, for dragging).
 */
export type DrivenGlider = Glider & {
  /** A page's first slide, or 'prev' / 'next' by a page; `page`: `to` counts pages. */
  go(to: number | 'prev' | 'next', page: boolean): void;
};

/**
 * Glider's scroll lock settles a visitor's own scrolling on the nearest slide, 250 ms after the
 * last scroll event. Glider's own moves fire scroll events too: when a busy phone dropped frames
 * for 250 ms partway through a move, the lock took the move for a visitor's scroll that had
 * stopped short, and sent the slides back where they came from (an autoplay that never moved,
 * and a Next that did nothing). Here the lock waits while a move of glider's is under way.
 */
function lockWaitsForMoves(instance: Glider): DrivenGlider {
  let moving = 0;
  let ours = false;
  const scrollTo = instance.scrollTo.bind(instance);
  const scrollItem = instance.scrollItem.bind(instance);
  // Every move, superseded or not, calls its `done` once: on its last frame.
  instance.scrollTo = (target, duration, done) => {
    moving += 1;
    scrollTo(target, duration, () => {
      moving -= 1;
      done?.();
    });
  };
  // The lock calls scrollItem too; while a move is under way only the carousel's own calls pass.
  instance.scrollItem = (slide, dot) => (moving > 0 && !ours ? false : scrollItem(slide, dot));
  return Object.assign(instance, {
    go(to: number | 'prev' | 'next', page: boolean) {
      ours = true;
      try {
        instance.scrollItem(to, page);
      } finally {
        ours = false;
      }
    },
  });
}

/**
 * glider-js on a scroll region that React renders (glider moves no node: `skipTrack`). Loaded
 * with glider itself, the first time a visitor reaches a carousel: never part of a first load.
 */
export function startGlider(el: HTMLElement, perView: number, duration: number): DrivenGlider {
  adoptFirst(el.getRootNode());
  const instance = new Glider(el, {
    skipTrack: true,
    slidesToShow: perView,
    slidesToScroll: perView,
    duration,
    scrollLock: true,
    passiveListeners: true,
  });
  // The carousel measures itself (a ResizeObserver); the window's size says nothing.
  window.removeEventListener('resize', instance.resize);
  return lockWaitsForMoves(instance);
}
