import { expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { carouselReady, fakeAutoplayClock, preferReducedMotion, settle, until } from './browser.ts';

/**
 * What a carousel element that moves by itself promises (WCAG 2.2.2), on a fake clock: it moves
 * after exactly `periodMs`, stops for Pause and plays again for Play, and never moves under
 * reduced motion, where Next still does. `mount` adds the element to the page.
 */
export function describeAutoplay({
  mount,
  periodMs,
}: {
  mount: () => HTMLElement;
  periodMs: number;
}) {
  it(`moves on by itself after ${periodMs / 1000} s, and stays put after Pause`, async () => {
    const clock = fakeAutoplayClock();
    const { current, toggle } = await carouselReady(mount());
    // Its interval is armed (and on the fake clock), which moves only when the test says.
    await until(() => vi.getTimerCount(), 1);
    expect(clock.period()).toBe(periodMs);
    vi.advanceTimersByTime(periodMs - 1);
    await settle();
    expect(current()).toBe(0);
    vi.advanceTimersToNextTimer();
    await until(current, 1);
    await userEvent.click(toggle() as HTMLButtonElement);
    expect(toggle()?.textContent).toBe('Play');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    await settle();
    expect(current()).toBe(1);
    // Play really plays again.
    await userEvent.click(toggle() as HTMLButtonElement);
    await until(() => vi.getTimerCount(), 1);
    vi.advanceTimersToNextTimer();
    await until(current, 2);
  });

  it('never moves by itself for a visitor who prefers reduced motion', async () => {
    await preferReducedMotion();
    fakeAutoplayClock();
    const { shadow, current, toggle } = await carouselReady(mount());
    expect(toggle()).toBeUndefined();
    vi.advanceTimersByTime(10_000);
    await settle();
    expect(vi.getTimerCount()).toBe(0);
    expect(current()).toBe(0);
    // The visitor still moves it: Next jumps straight to the next slide.
    await userEvent.click(shadow.querySelector('[aria-label="Next slides"]') as HTMLElement);
    await until(current, 1);
  });
}
