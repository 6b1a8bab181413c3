import type { Banner } from '@school/api';
import { afterEach, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import '../theme/theme.css.ts';
import { HeroSlider } from './hero-slider.tsx';
import './hero-slider.element.ts';
import {
  apiBase,
  carouselReady,
  demo,
  expectTargetsOf24px,
  fakeAutoplayClock,
  mount,
  pointerAway,
  resetPage,
  settle,
  skeletonAndLoaded,
  until,
} from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(async () => {
  await resetPage();
  await pointerAway();
});

/** The element once its banners are in and glider has set the carousel up. */
async function ready(el: HTMLElement) {
  const carousel = await carouselReady(el);
  return { ...carousel, images: () => [...carousel.shadow.querySelectorAll('img')] };
}

const slider = (attributes = '') =>
  mount(`<school-hero-slider api-base="${apiBase}" ${attributes}></school-hero-slider>`);

it("shows the demo's ACTIVE banners only, the first one fetched at once and first", async () => {
  const all = await demo<Banner[]>('/banners');
  const active = all.filter((b) => b.status === 'ACTIVE').map((b) => b.banner_image);
  expect(active.length).toBeGreaterThan(1);
  expect(active.length).toBeLessThan(all.length);
  const loaded = new Promise<Banner[]>((resolve) =>
    document.addEventListener('school-hero-slider-load', (e) =>
      resolve((e as CustomEvent<Banner[]>).detail),
    ),
  );
  const el = slider();
  const { images } = await ready(el);
  expect((await loaded).map((b) => b.banner_image)).toEqual(active);
  expect(images().map((img) => img.src)).toEqual(active);
  const [first, ...rest] = images() as [HTMLImageElement, ...HTMLImageElement[]];
  expect([first.loading, first.fetchPriority, first.decoding]).toEqual(['eager', 'high', 'async']);
  for (const img of rest) expect(img.loading).toBe('lazy');
  await expect
    .poll(() => first.complete && first.naturalWidth, { timeout: 5000 })
    .toBeGreaterThan(0);
  // The demo's pictures are 1600 × 600, and the box has that shape: nothing is cropped.
  expect(first.naturalWidth / first.naturalHeight).toBeCloseTo(8 / 3, 2);
  const box = first.getBoundingClientRect();
  expect(box.width / box.height).toBeCloseTo(8 / 3, 1);
});

it.each([
  [375, 800],
  [1280, 800],
])(
  'keeps its height from skeleton to banners at %i px, without widening the page',
  async (width, height) => {
    await page.viewport(width, height);
    const heights = await skeletonAndLoaded((api) => <HeroSlider api={api} />, {
      loaded: '.glider',
    });
    expect(heights.skeleton).toBeGreaterThan((width * 3) / 8);
    expect(Math.abs(heights.loaded - heights.skeleton)).toBeLessThanOrEqual(1);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    expectTargetsOf24px(document.body);
  },
);

it('moves on by itself after 3 s, and stays put after Pause', async () => {
  fakeAutoplayClock();
  const { current, toggle } = await ready(slider());
  // Its interval is armed (and on the fake clock), which moves only when the test says.
  await until(() => vi.getTimerCount(), 1);
  vi.advanceTimersByTime(2999);
  await settle();
  expect(current()).toBe(0);
  vi.advanceTimersByTime(1);
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
  vi.advanceTimersByTime(3000);
  await until(current, 2);
});

it('never moves by itself for a visitor who prefers reduced motion', async () => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
  fakeAutoplayClock();
  const { shadow, current, toggle } = await ready(slider());
  expect(toggle()).toBeUndefined();
  vi.advanceTimersByTime(10_000);
  await settle();
  expect(vi.getTimerCount()).toBe(0);
  expect(current()).toBe(0);
  // The visitor still moves it: Next jumps straight to the next banner.
  await userEvent.click(shadow.querySelector('[aria-label="Next slides"]') as HTMLElement);
  await until(current, 1);
});

it('moves with the arrow keys on the banners, and names each slide "N of M"', async () => {
  const el = slider('lang="en"');
  const { shadow, current, toggle } = await ready(el);
  await userEvent.click(toggle() as HTMLButtonElement);
  const slides = shadow.querySelector('[part="slides"]') as HTMLElement;
  const labels = [...shadow.querySelectorAll('[aria-roledescription="slide"]')].map((s) =>
    s.getAttribute('aria-label'),
  );
  expect(labels).toEqual(labels.map((_, i) => `${i + 1} of ${labels.length}`));
  slides.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(current).toBe(1);
  await userEvent.keyboard('{End}');
  await expect.poll(current).toBe(labels.length - 1);
});

describeElementContract({
  tag: 'school-hero-slider',
  loadEvent: 'school-hero-slider-load',
});
