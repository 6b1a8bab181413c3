import { type Banner, createApiClient } from '@school/api';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, inject, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import '../theme/theme.css.ts';
import { HeroSlider } from './hero-slider.tsx';
import './hero-slider.element.ts';
import { describeElementContract } from '../../test/element-contract.ts';

const apiBase = inject('apiBase');

let root: Root | null = null;
afterEach(async () => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  await pointerAway();
  await page.viewport(414, 896);
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

/** Park the pointer in a corner, so a slider mounted next is not under it (hovered). */
async function pointerAway() {
  const corner = document.createElement('div');
  corner.style.cssText = 'position: fixed; right: 0; bottom: 0; width: 4px; height: 4px';
  document.body.append(corner);
  await userEvent.hover(corner);
  corner.remove();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mount(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

/** The element once its banners are in and glider has set the carousel up. */
async function ready(el: HTMLElement) {
  await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('ready');
  const shadow = el.shadowRoot as ShadowRoot;
  await expect.poll(() => shadow.querySelector('.glider')).toBeTruthy();
  return {
    shadow,
    images: () => [...shadow.querySelectorAll('img')],
    current: () =>
      [...shadow.querySelectorAll('button[aria-label^="Slide"]')].findIndex(
        (dot) => dot.getAttribute('aria-current') === 'true',
      ),
    toggle: () =>
      [...shadow.querySelectorAll('button')].find((b) =>
        /^(Pause|Play)$/.test(b.textContent ?? ''),
      ),
  };
}

async function demoBanners() {
  return (await (await fetch(`${apiBase}/banners`)).json()) as Banner[];
}

it("shows the demo's ACTIVE banners only, the first one fetched at once and first", async () => {
  const all = await demoBanners();
  const active = all.filter((b) => b.status === 'ACTIVE').map((b) => b.banner_image);
  expect(active.length).toBeGreaterThan(1);
  expect(active.length).toBeLessThan(all.length);
  const loaded = new Promise<Banner[]>((resolve) =>
    document.addEventListener('school-hero-slider-load', (e) =>
      resolve((e as CustomEvent<Banner[]>).detail),
    ),
  );
  const el = mount(`<school-hero-slider api-base="${apiBase}"></school-hero-slider>`);
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
    // The real provider, answering only when the test lets it, so the skeleton can be measured.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = createApiClient({
      baseURL: apiBase,
      fetch: async (input, init) => {
        await held;
        return fetch(input, init);
      },
    });
    const host = mount('<div></div>');
    root = createRoot(host);
    root.render(<HeroSlider api={api} />);
    await expect.poll(() => host.querySelector('[role="status"]')).not.toBeNull();
    const skeleton = host.getBoundingClientRect().height;
    answer();
    await expect.poll(() => host.querySelector('img')).not.toBeNull();
    await expect.poll(() => host.querySelector('.glider')).toBeTruthy();
    const loaded = host.getBoundingClientRect().height;
    expect(skeleton).toBeGreaterThan((width * 3) / 8);
    expect(Math.abs(loaded - skeleton)).toBeLessThanOrEqual(1);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    // Every control a finger or pointer aims at is at least 24 × 24 px (WCAG 2.5.8).
    for (const button of host.querySelectorAll('button')) {
      const box = button.getBoundingClientRect();
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
);

it('moves on by itself after 3 s, and stays put after Pause', async () => {
  const el = mount(`<school-hero-slider api-base="${apiBase}"></school-hero-slider>`);
  const { current, toggle } = await ready(el);
  const started = performance.now();
  expect(current()).toBe(0);
  await expect.poll(current, { timeout: 6000, interval: 100 }).toBe(1);
  const waited = performance.now() - started;
  expect(waited).toBeGreaterThan(2500);
  expect(waited).toBeLessThan(4500);
  await userEvent.click(toggle() as HTMLButtonElement);
  expect(toggle()?.textContent).toBe('Play');
  await wait(3600);
  expect(current()).toBe(1);
});

it('never moves by itself for a visitor who prefers reduced motion', async () => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
  const el = mount(`<school-hero-slider api-base="${apiBase}"></school-hero-slider>`);
  const { shadow, current, toggle } = await ready(el);
  expect(toggle()).toBeUndefined();
  await wait(3600);
  expect(current()).toBe(0);
  // The visitor still moves it: Next jumps straight to the next banner.
  await userEvent.click(shadow.querySelector('[aria-label="Next slides"]') as HTMLElement);
  await expect.poll(current).toBe(1);
});

it('moves with the arrow keys on the banners, and names each slide "N of M"', async () => {
  const el = mount(`<school-hero-slider api-base="${apiBase}" lang="en"></school-hero-slider>`);
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
