import { describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { fakeAutoplayClock, preferReducedMotion, settle, until } from '../../test/browser.ts';
import { freshPageEachTest, mountCarousel } from '../../test/carousel.tsx';
import { autoplayRuns } from './use-autoplay.ts';

// How the carousel moves by hand (a swipe, the keys) and by itself (autoplay). Its layout,
// buttons and dots are carousel.browser.test.tsx's.
freshPageEachTest();

/** A finger dragged `dx` px across `el` (Chromium's touch emulation, through CDP). */
async function swipe(el: HTMLElement, dx: number) {
  const frame = window.frameElement?.getBoundingClientRect() ?? { left: 0, top: 0 };
  const box = el.getBoundingClientRect();
  // From the right of what the window shows of it (the test page is only 414 px wide).
  const x = frame.left + box.left + (Math.min(box.right, innerWidth) - box.left) * 0.8;
  const y = frame.top + box.top + box.height / 2;
  const touch = (type: string, points: { x: number; y: number }[]) =>
    cdp().send('Input.dispatchTouchEvent', { type, touchPoints: points } as never);
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await touch('touchStart', [{ x, y }]);
  for (let step = 1; step <= 10; step++) await touch('touchMove', [{ x: x + (dx * step) / 10, y }]);
  await touch('touchEnd', []);
}

/** The scroll position once nothing moves any more (a fling, then glider's settling). */
async function settled(el: HTMLElement): Promise<number> {
  for (let tries = 0; tries < 10; tries++) {
    const before = el.scrollLeft;
    await settle();
    if (el.scrollLeft === before) return before;
  }
  throw new Error('The carousel never stood still.');
}

it('follows a swipe, then settles on a slide with the dots in step', async () => {
  const { viewport, current } = await mountCarousel();
  await swipe(viewport, -250);
  await expect.poll(() => viewport.scrollLeft).toBeGreaterThan(0);
  const left = await settled(viewport);
  // On a whole slide, give or take glider's own tolerance (2 % of a slide).
  const off = Math.min(left % 600, 600 - (left % 600));
  expect(off).toBeLessThanOrEqual(12);
  expect(current()).toBe(Math.round(left / 600));
});

it('moves with the arrow keys on the slides, and Tab reaches every control', async () => {
  const { shadow, viewport, prev, next, dots, current } = await mountCarousel();
  viewport.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(current).toBe(1);
  await userEvent.keyboard('{End}');
  await expect.poll(current).toBe(4);
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(current).toBe(3);
  await userEvent.keyboard('{Home}');
  await expect.poll(current).toBe(0);
  // Past the slides' links, then the controls.
  const order: (Element | null)[] = [];
  viewport.focus();
  for (let i = 0; i < 5 + 7; i++) {
    await userEvent.keyboard('{Tab}');
    order.push(shadow.activeElement);
  }
  expect(order.slice(5)).toEqual([prev, ...dots(), next]);
});

describe('autoplay', () => {
  it('moves by itself, wraps round, and stops with Pause', async () => {
    const clock = fakeAutoplayClock();
    const { viewport, next, current, toggle } = await mountCarousel('count="3" autoplay-ms="300"');
    // Its interval is armed (and on the fake clock), which moves only when the test says.
    await until(() => vi.getTimerCount(), 1);
    expect(clock.period()).toBe(300);
    for (const page of [1, 2, 0]) {
      vi.advanceTimersToNextTimer();
      await until(current, page);
      // Where its move comes to rest: only there is the last page the end, to wrap round from
      // (Next says so once the carousel knows it).
      await until(() => viewport.scrollLeft, page * 600);
      await until(() => next.getAttribute('aria-disabled'), page === 2 ? 'true' : null);
    }
    await userEvent.click(toggle() as HTMLButtonElement);
    expect(toggle()?.textContent).toBe('Play');
    expect(vi.getTimerCount()).toBe(0);
    // Where it rests once paused (on a busy machine the dots can still be catching up with the
    // last move): from there, nothing moves however long the visitor reads.
    await settle();
    const stopped = current();
    vi.advanceTimersByTime(900);
    await settle();
    expect(current()).toBe(stopped);
    // Still focused on the button: Play must really play again.
    await userEvent.click(toggle() as HTMLButtonElement);
    await until(() => vi.getTimerCount(), 1);
    vi.advanceTimersToNextTimer();
    await until(current, (stopped + 1) % 3);
  });

  it('holds still while the pointer is on the slides or a slide has focus', async () => {
    fakeAutoplayClock();
    const { shadow, viewport, current } = await mountCarousel('count="3" autoplay-ms="300"');
    await until(() => vi.getTimerCount(), 1);
    await userEvent.hover(viewport);
    await until(() => vi.getTimerCount(), 0);
    vi.advanceTimersByTime(900);
    await settle();
    expect(current()).toBe(0);
    await userEvent.unhover(viewport);
    // A link on the slide in view: focusing one off screen would scroll the carousel to it.
    (shadow.querySelector('.glider-slide.visible a') as HTMLElement).focus();
    await until(() => vi.getTimerCount(), 0);
    vi.advanceTimersByTime(900);
    await settle();
    expect(current()).toBe(0);
  });

  it('never starts for a visitor who prefers reduced motion, and offers no Pause', async () => {
    await preferReducedMotion();
    fakeAutoplayClock();
    const { current, toggle } = await mountCarousel('count="3" autoplay-ms="300"');
    vi.advanceTimersByTime(900);
    await settle();
    expect(vi.getTimerCount()).toBe(0);
    expect(current()).toBe(0);
    expect(toggle()).toBeUndefined();
  });

  it('runs only when asked for, allowed, not paused, not held, with somewhere to go', () => {
    const asked = { autoplayMs: 3000, reducedMotion: false, paused: false, held: false, pages: 3 };
    expect(autoplayRuns(asked)).toBe(true);
    expect(autoplayRuns({ ...asked, autoplayMs: undefined })).toBe(false);
    expect(autoplayRuns({ ...asked, reducedMotion: true })).toBe(false);
    expect(autoplayRuns({ ...asked, paused: true })).toBe(false);
    expect(autoplayRuns({ ...asked, held: true })).toBe(false);
    expect(autoplayRuns({ ...asked, pages: 1 })).toBe(false);
  });
});
