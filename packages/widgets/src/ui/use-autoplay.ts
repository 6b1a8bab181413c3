import { useEffect, useRef, useState } from 'react';

/** Whether the slides move by themselves now (WCAG 2.2.2: the visitor can stop what moves). */
export function autoplayRuns(state: {
  autoplayMs: number | undefined;
  reducedMotion: boolean;
  paused: boolean;
  held: boolean;
  pages: number;
}): boolean {
  const { autoplayMs, reducedMotion, paused, held, pages } = state;
  return Boolean(autoplayMs && autoplayMs > 0) && !reducedMotion && !paused && !held && pages > 1;
}

/**
 * A carousel's autoplay: a step every `autoplayMs` (back to the first page after the last),
 * held while the visitor points at the slides or has focus in the carousel, stopped by Pause,
 * and never under reduced motion.
 */
export function useAutoplay(
  autoplayMs: number | undefined,
  reducedMotion: boolean,
  { pages, atEnd }: { pages: number; atEnd: boolean },
  step: (to: 'next' | 0) => void,
) {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const runs = autoplayRuns({ autoplayMs, reducedMotion, paused, held: hovered || focused, pages });
  const atEndNow = useRef(atEnd);
  atEndNow.current = atEnd;

  useEffect(() => {
    if (!runs) return;
    const timer = setInterval(() => step(atEndNow.current ? 0 : 'next'), autoplayMs);
    return () => clearInterval(timer);
  }, [runs, autoplayMs, step]);

  return {
    /** There is something to pause: the Pause/Play button shows. */
    offered: Boolean(autoplayMs) && !reducedMotion && pages > 1,
    paused,
    togglePaused: () => setPaused((p) => !p),
    setHovered,
    setFocused,
  };
}
