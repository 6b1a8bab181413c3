import type { Banner } from '@school/api';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../theme/theme.css.ts';
import { HeroSlider } from './hero-slider.tsx';
import './hero-slider.element.ts';
import { describeAutoplay } from '../../test/autoplay.ts';
import {
  apiBase,
  carouselReady,
  demo,
  expectTargetsOf24px,
  mount,
  pointerAway,
  resetPage,
  skeletonAndLoaded,
} from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

// The pointer stays where the last test (or file) left it: over the slides it holds autoplay.
beforeEach(pointerAway);
afterEach(resetPage);

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
      loaded: '[part="slides"]',
    });
    expect(heights.skeleton).toBeGreaterThan((width * 3) / 8);
    expect(Math.abs(heights.loaded - heights.skeleton)).toBeLessThanOrEqual(1);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    expectTargetsOf24px(document.body);
  },
);

describeAutoplay({ mount: () => slider(), periodMs: 3000 });

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
