import { useLayoutEffect, useRef, useState } from 'react';

/** Pixels per second when the page sets no `--school-notice-ticker-speed`: easy to read. */
const DEFAULT_SPEED = 60;
/** Before anything is laid out (or under jsdom), a title is guessed at this many px a letter. */
const GUESSED_LETTER_WIDTH = 9;

export type Motion = 'scroll' | 'static';

interface Size {
  /** Width of one copy of the list. */
  content: number;
  /** Width of the visible window onto it. */
  view: number;
  speed: number;
}

function speedOf(element: Element): number {
  const value = Number.parseFloat(
    getComputedStyle(element).getPropertyValue('--school-notice-ticker-speed'),
  );
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_SPEED;
}

/**
 * Measures the list so the marquee moves at a readable, constant speed whatever its length, and
 * stands still when every title already fits (nothing needs to move then). `letters` is the
 * number of letters shown; it also re-measures when they change.
 */
export function useMarquee(letters: number) {
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [size, setSize] = useState<Size>({ content: 0, view: 0, speed: DEFAULT_SPEED });

  // biome-ignore lint/correctness/useExhaustiveDependencies: other titles mean other widths
  useLayoutEffect(() => {
    const v = viewport.current;
    const l = list.current;
    if (!v || !l) return;
    const measure = () => {
      const next = { content: l.scrollWidth, view: v.clientWidth, speed: speedOf(v) };
      setSize((prev) =>
        prev.content === next.content && prev.view === next.view && prev.speed === next.speed
          ? prev
          : next,
      );
    };
    if (typeof ResizeObserver !== 'function') {
      measure();
      return;
    }
    // The observer's first call comes once the browser has laid the page out anyway: measuring
    // here instead would force that layout inside the app's start (the longest task of a first
    // visit). Then web fonts arriving, a resized window, a Bengali fallback font: all change the
    // widths. What it changes (the Pause button shown or not resizes the window onto the titles)
    // waits for the next frame: changed inside the observer's call, WebKit reports a
    // "ResizeObserver loop completed with undelivered notifications" error.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(v);
    observer.observe(l);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [letters]);

  const measured = size.content > 0 && size.view > 0;
  const motion: Motion = measured && size.content <= size.view ? 'static' : 'scroll';
  const width = size.content > 0 ? size.content : letters * GUESSED_LETTER_WIDTH;
  const duration = Math.max(5, Math.round((width / size.speed) * 10) / 10);
  return { viewport, list, motion, duration };
}
