import type { GalleryPicture } from '@school/api';
import { afterEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './picture-gallery.element.ts';
import {
  apiBase,
  demo,
  fakeAutoplayClock,
  gliderReady,
  mount,
  nextEvent,
  preferReducedMotion,
  ready,
  resetPage,
  settle,
} from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';
import { formatNumber } from '../runtime/numbers.ts';

afterEach(resetPage);

const gallery = (attributes = '') =>
  mount(`<school-picture-gallery api-base="${apiBase}" ${attributes}></school-picture-gallery>`);

async function galleryReady(el: HTMLElement) {
  const shadow = await ready(el);
  return {
    shadow,
    tiles: () => [...shadow.querySelectorAll<HTMLButtonElement>('[part="picture"]')],
    dialog: () => shadow.querySelector('dialog'),
    focused: () => shadow.activeElement,
  };
}

const demoPictures = () => demo<GalleryPicture[]>('/gallery/');

/** How many columns a grid of tiles has: the tiles on the first row. */
const columns = (tiles: HTMLElement[]) => {
  const top = tiles[0]?.getBoundingClientRect().top;
  return tiles.filter((t) => t.getBoundingClientRect().top === top).length;
};

it('shows every demo picture, each named by its place', async () => {
  const expected = await demoPictures();
  const loaded = nextEvent<GalleryPicture[]>('school-picture-gallery-load');
  const { tiles } = await galleryReady(gallery());
  expect((await loaded).detail.map((p) => p.id)).toEqual(expected.map((p) => p.id));
  expect(tiles().map((t) => t.querySelector('img')?.getAttribute('src'))).toEqual(
    expected.map((p) => p.galary_image),
  );
  // Named by the caption the office wrote, else by where the picture stands.
  expect(tiles().map((t) => t.getAttribute('aria-label') ?? t.textContent)).toEqual(
    expected.map((p, i) => p.caption || `Picture ${i + 1} of ${expected.length}`),
  );
  expect(expected.filter((p) => p.caption).length).toBeGreaterThan(0);
  expect(expected.filter((p) => !p.caption).length).toBeGreaterThan(0);
});

it.each([
  [375, 2],
  [1280, 4],
])('at %i px shows %i columns of 3 : 2 boxes, without widening the page', async (width, n) => {
  await page.viewport(width, 800);
  const el = gallery();
  const { tiles } = await galleryReady(el);
  expect(columns(tiles())).toBe(n);
  for (const tile of tiles().slice(0, 8)) {
    const box = tile.getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
    // A target a finger can hit (WCAG 2.5.8 asks 24 × 24 px at least).
    expect(box.height).toBeGreaterThan(44);
  }
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
});

it('keeps each box its size before its picture arrives, and loads pictures below lazily', async () => {
  const el = gallery();
  const { tiles } = await galleryReady(el);
  const [first] = tiles();
  const img = first?.querySelector('img') as HTMLImageElement;
  const before = first?.getBoundingClientRect().height;
  await expect.poll(() => img.complete && img.naturalWidth, { timeout: 5000 }).toBeGreaterThan(0);
  expect(first?.getBoundingClientRect().height).toBe(before);
  expect([img.naturalWidth, img.naturalHeight]).toEqual([1200, 800]);
  expect(tiles().at(-1)?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
});

it('opens a picture in a lightbox: counter, arrow keys, Escape, and the focus back', async () => {
  const expected = await demoPictures();
  const el = gallery();
  const { tiles, dialog, focused } = await galleryReady(el);
  const opened = new Promise<unknown>((resolve) =>
    document.addEventListener('school-picture-gallery-open', (e) =>
      resolve((e as CustomEvent).detail),
    ),
  );
  const third = tiles()[2] as HTMLButtonElement;
  third.focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => dialog()?.open).toBe(true);
  expect(await opened).toEqual({ id: expected[2]?.id, src: expected[2]?.galary_image });
  const box = dialog() as HTMLDialogElement;
  expect(box.matches(':modal')).toBe(true);
  expect(box.getAttribute('aria-label')).toBe('Picture gallery');
  expect(box.contains(focused())).toBe(true);
  const counter = () => box.querySelector('[aria-live]')?.textContent;
  // The count, and the caption beside it where the office wrote one.
  const shown = (i: number) => `${i + 1} of ${expected.length}${expected[i]?.caption ?? ''}`;
  expect(counter()).toBe(shown(2));
  expect(box.querySelector('img')?.getAttribute('alt')).toBe(
    expected[2]?.caption || `Picture 3 of ${expected.length}`,
  );
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(counter()).toBe(shown(4));
  expect(box.querySelector('img')?.getAttribute('src')).toBe(expected[4]?.galary_image);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => box.open).toBe(false);
  await expect.poll(focused).toBe(third);
});

it('shows the first 9 featured pictures in three columns with featured', async () => {
  await page.viewport(1280, 800);
  const featured = (await demoPictures()).filter((p) => p.featured);
  expect(featured.length).toBeGreaterThan(9);
  const el = gallery('featured');
  const { shadow, tiles } = await galleryReady(el);
  expect(shadow.querySelector('ul')?.getAttribute('aria-label')).toBe('Featured pictures');
  expect(tiles().map((t) => t.querySelector('img')?.getAttribute('src'))).toEqual(
    featured.slice(0, 9).map((p) => p.galary_image),
  );
  expect(columns(tiles())).toBe(3);
});

it('shows up to 5 featured pictures in a carousel that never moves by itself', async () => {
  await page.viewport(1280, 800);
  const featured = (await demoPictures()).filter((p) => p.featured);
  fakeAutoplayClock();
  const el = gallery('featured layout="carousel"');
  const { shadow, tiles } = await galleryReady(el);
  await gliderReady(shadow);
  expect(tiles().map((t) => t.querySelector('img')?.getAttribute('src'))).toEqual(
    featured.slice(0, 5).map((p) => p.galary_image),
  );
  const buttons = [...shadow.querySelectorAll('button')].map((b) => b.textContent);
  expect(buttons).not.toContain('Pause');
  const slides = shadow.querySelector('[part="slides"]') as HTMLElement;
  const at = slides.scrollLeft;
  // No autoplay interval is ever armed: nothing would move it, however long one waited.
  vi.advanceTimersByTime(60_000);
  await settle();
  expect(vi.getTimerCount()).toBe(0);
  expect(slides.scrollLeft).toBe(at);
  await userEvent.click(shadow.querySelector('[aria-label="Next slides"]') as HTMLElement);
  await expect.poll(() => slides.scrollLeft).toBeGreaterThan(at);
});

it('does not zoom a picture on hover for a visitor who prefers reduced motion', async () => {
  await preferReducedMotion();
  const el = gallery();
  const { tiles } = await galleryReady(el);
  const first = tiles()[0] as HTMLElement;
  await userEvent.hover(first);
  const img = first.querySelector('img') as HTMLImageElement;
  expect(getComputedStyle(img).transform).toBe('none');
  expect(img.getAnimations()).toHaveLength(0);
});

it('speaks Bengali', async () => {
  const el = gallery('lang="bn"');
  const { shadow, tiles } = await galleryReady(el);
  expect(shadow.querySelector('ul')?.getAttribute('aria-label')).toBe('ছবির গ্যালারি');
  const pictures = await demoPictures();
  // A captioned picture is named by its Bengali caption; one without by where it stands.
  const captioned = pictures.findIndex((p) => p.caption_bn);
  expect(tiles()[captioned]?.textContent).toBe(pictures[captioned]?.caption_bn);
  const plain = pictures.findIndex((p) => !p.caption);
  expect(tiles()[plain]?.getAttribute('aria-label')).toMatch(
    new RegExp(`^ছবি ${formatNumber(plain + 1, 'bn')} \\(মোট [০-৯]+টি\\)$`),
  );
});

describeElementContract({
  tag: 'school-picture-gallery',
  loadEvent: 'school-picture-gallery-load',
});
