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
 * glider-js on a scroll region that React renders (glider moves no node: `skipTrack`). Loaded
 * with glider itself, the first time a visitor reaches a carousel: never part of a first load.
 */
export function startGlider(el: HTMLElement, perView: number, duration: number): Glider {
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
  return instance;
}
