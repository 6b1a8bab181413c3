/** glider-js 1.7 ships no types: the part of its API the carousel uses (ui/use-glider.ts). */
declare module 'glider-js' {
  export interface GliderOptions {
    slidesToShow?: number;
    slidesToScroll?: number;
    /** The element's only child is the track (React renders it; glider must not move nodes). */
    skipTrack?: boolean;
    /** Settle on a whole slide after a swipe or a scroll. */
    scrollLock?: boolean;
    scrollLockDelay?: number;
    /** Milliseconds of animation per pixel moved; 0 jumps. */
    duration?: number;
    draggable?: boolean;
    passiveListeners?: boolean;
  }

  export default class Glider {
    constructor(element: HTMLElement, options?: GliderOptions);
    /** The window `resize` listener glider adds for itself. */
    resize: () => void;
    /** A slide index, or 'prev' / 'next' by `slidesToScroll`; `dot`: the index is a page. */
    scrollItem(slide: number | 'prev' | 'next', dot?: boolean): false;
    /** Animates `scrollLeft` to `target` over `duration` ms, then calls `done`. */
    scrollTo(target: number, duration: number, done?: () => void): void;
    setOption(options: GliderOptions, global?: boolean): void;
    /** Measure again and size the slides (after a resize or new slides). */
    refresh(rebuildPaging?: boolean): void;
  }
}

/** Glider's own stylesheet as a string, to adopt into the root the carousel renders in. */
declare module 'glider-js/glider.min.css?inline' {
  const css: string;
  export default css;
}
