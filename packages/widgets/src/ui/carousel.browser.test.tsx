import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { gliderReady, render, settle, until } from '../../test/browser.ts';
import { freshPageEachTest, mountCarousel, Testimonials } from '../../test/carousel.tsx';
import { perViewAt } from './use-glider.ts';

// Its layout, buttons and dots; how it moves by hand and by itself is
// carousel-motion.browser.test.tsx's.
freshPageEachTest();

describe('slides per view come from its own width, not the window’s', () => {
  it('shows two in a wide carousel, one in a narrow column, and follows a resize', async () => {
    // The test page is a phone-sized 414 px: the window alone would always say one.
    const perView = `per-view='{"0":1,"1024":2}'`;
    const wide = await mountCarousel(perView, '1100px');
    await expect.poll(wide.slideWidth).toBe(550);
    expect(wide.dots()).toHaveLength(3);
    expect(wide.dots()[1]?.getAttribute('aria-label')).toBe('Slides 3 to 4 of 5');

    const narrow = await mountCarousel(perView, '300px');
    await expect.poll(narrow.slideWidth).toBe(300);
    expect(narrow.dots()).toHaveLength(5);
    narrow.host.style.width = '1030px';
    await expect.poll(narrow.slideWidth).toBe(515);
    expect(narrow.dots()).toHaveLength(3);
  });

  it('picks the largest breakpoint at or below the width', () => {
    const alumni = { 0: 1, 640: 2, 1280: 3 };
    expect([0, 639, 640, 1279, 1280, 2000].map((w) => perViewAt(alumni, w))).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
    expect(perViewAt({}, 500)).toBe(1);
  });
});

it('moves with Previous and Next; the dots follow, and each end is marked', async () => {
  const { viewport, prev, next, current } = await mountCarousel();
  expect(current()).toBe(0);
  expect(prev.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(next);
  await expect.poll(current).toBe(1);
  await expect.poll(() => viewport.scrollLeft).toBe(600);
  expect(prev.getAttribute('aria-disabled')).toBeNull();
  await userEvent.click(prev);
  await expect.poll(current).toBe(0);
});

it('gets to the next page on a phone that drops frames as it moves', async () => {
  const { viewport, next, current } = await mountCarousel();
  // A busy phone: the move's first frames come in time; once a tenth of the way, each frame
  // comes 400 ms after the last. Glider's scroll lock (which settles a visitor's own scrolling
  // on a slide 250 ms after it stops) took that gap for a scroll that stopped short, and sent
  // the slides back to the first page.
  const frame = window.requestAnimationFrame;
  let late = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    if (viewport.scrollLeft < 60) return frame(callback);
    late += 1;
    return setTimeout(() => callback(performance.now()), 400) as unknown as number;
  });
  await userEvent.click(next);
  await until(() => late > 0, true);
  await until(() => viewport.scrollLeft, 600);
  // Well past the lock's 250 ms: the slides stay on the page they reached.
  await settle(1000);
  expect(viewport.scrollLeft).toBe(600);
  expect(current()).toBe(1);
});

it('goes to the page of a dot, and a visitor’s own scrolling moves the dots', async () => {
  const { viewport, next, dots, current } = await mountCarousel();
  await userEvent.click(dots()[4] as HTMLButtonElement);
  await expect.poll(() => viewport.scrollLeft).toBe(2400);
  expect(current()).toBe(4);
  // The end is marked once the carousel has seen the scroll end (a render after it).
  await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
  // What a swipe does to the region (once glider's own move is over): it scrolls; glider then
  // settles on a whole slide.
  await settle();
  viewport.scrollLeft = 1290;
  await expect.poll(current).toBe(2);
  await expect.poll(() => viewport.scrollLeft).toBe(1200);
});

it('works on a plain page: glider’s CSS joins the document', async () => {
  const container = render(
    <Testimonials count={2} lang="bn" />,
    '<div style="width: 500px"></div>',
  );
  await gliderReady(container);
  const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
  expect(rules.some((rule) => rule.cssText.startsWith('.glider-track'))).toBe(true);
  const next = container.querySelector('[aria-label="পরের স্লাইড"]') as HTMLElement;
  await userEvent.click(next);
  await expect
    .poll(() => container.querySelector('[aria-current="true"]')?.getAttribute('aria-label'))
    .toBe('স্লাইড ২ (মোট ২টি)');
});

it('has no accessibility violations in Chromium, colour contrast included', async () => {
  const { host } = await mountCarousel('autoplay-ms="5000"');
  const results = await axe.run(host);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(results.passes.map((p) => p.id)).toContain('color-contrast');
});
