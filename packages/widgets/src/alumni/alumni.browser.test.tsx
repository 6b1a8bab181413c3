import type { IconicStudent } from '@school/api';
import { afterEach, expect, inject, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import './alumni.element.ts';
import { describeElementContract } from '../../test/element-contract.ts';

const apiBase = inject('apiBase');

afterEach(async () => {
  document.body.innerHTML = '';
  await pointerAway();
  await page.viewport(414, 896);
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

/** Park the pointer in a corner, so a carousel mounted next is not under it (hovered). */
async function pointerAway() {
  const corner = document.createElement('div');
  corner.style.cssText = 'position: fixed; right: 0; bottom: 0; width: 4px; height: 4px';
  document.body.append(corner);
  await userEvent.hover(corner);
  corner.remove();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The element inside a page like the school site's: at most 72rem wide, 1rem each side. */
function mount(attributes = '') {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div style="max-width: 72rem; margin: 0 auto; padding: 0 1rem; box-sizing: border-box"><school-alumni api-base="${apiBase}" ${attributes}></school-alumni></div>`,
  );
  return document.body.lastElementChild?.firstElementChild as HTMLElement;
}

/** The element once its cards are in and glider has set the carousel up. */
async function ready(el: HTMLElement) {
  await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('ready');
  const shadow = el.shadowRoot as ShadowRoot;
  await expect.poll(() => shadow.querySelector('.glider')).toBeTruthy();
  return {
    shadow,
    cards: () => [...shadow.querySelectorAll<HTMLElement>('[part="card"]')],
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

async function demoAlumni() {
  return (await (await fetch(`${apiBase}/iconic-students/`)).json()) as IconicStudent[];
}

it('shows every demo alumnus: name, designation, batch and quote', async () => {
  const expected = await demoAlumni();
  expect(expected.length).toBeGreaterThan(3);
  const loaded = new Promise<IconicStudent[]>((resolve) =>
    document.addEventListener('school-alumni-load', (e) =>
      resolve((e as CustomEvent<IconicStudent[]>).detail),
    ),
  );
  const el = mount();
  const { shadow, cards } = await ready(el);
  expect(await loaded).toEqual(expected);
  expect(shadow.querySelector('h2')?.textContent).toBe('Our alumni');
  expect(
    cards().map((card) => ({
      name: card.querySelector('[part="name"]')?.textContent,
      designation: card.querySelector('[part="designation"]')?.textContent,
      batch: card.querySelector('[part="batch"]')?.textContent,
      quote: card.querySelector('blockquote')?.textContent,
    })),
  ).toEqual(
    expected.map((a) => ({
      name: a.name,
      designation: a.degination || a.designation,
      batch: `Batch ${a.batch_year}`,
      quote: a.test,
    })),
  );
});

it('shows each photo in a 96 px circle reserved before it loads, lazily', async () => {
  const el = mount();
  const { cards } = await ready(el);
  const img = cards()[0]?.querySelector('img') as HTMLImageElement;
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(img.src.startsWith(`${apiBase}/media/`)).toBe(true);
  await expect.poll(() => img.complete && img.naturalWidth).toBeGreaterThan(0);
  const box = img.getBoundingClientRect();
  expect([box.width, box.height]).toEqual([96, 96]);
});

it.each([
  [375, 1],
  [640, 2],
  [1024, 2],
  [1280, 3],
])(
  'in a %i px window shows %i card(s) at a time, without widening the page',
  async (width, perView) => {
    await page.viewport(width, 900);
    const el = mount();
    const { shadow, cards } = await ready(el);
    const slides = shadow.querySelector('[part="slides"]') as HTMLElement;
    await expect
      .poll(() =>
        Math.round(cards()[0]?.closest('.glider-slide')?.getBoundingClientRect().width ?? 0),
      )
      .toBe(Math.round(slides.clientWidth / perView));
    const right = slides.getBoundingClientRect().right;
    const inView = cards().filter((c) => c.getBoundingClientRect().right <= right + 1);
    expect(inView).toHaveLength(perView);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    // Every control a finger or pointer aims at is at least 24 × 24 px (WCAG 2.5.8).
    for (const button of shadow.querySelectorAll('button')) {
      const box = button.getBoundingClientRect();
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
);

it('moves on by itself after 2.5 s, and stays put after Pause', async () => {
  const el = mount();
  const { current, toggle } = await ready(el);
  const started = performance.now();
  expect(current()).toBe(0);
  await expect.poll(current, { timeout: 5000, interval: 100 }).toBe(1);
  const waited = performance.now() - started;
  expect(waited).toBeGreaterThan(2000);
  expect(waited).toBeLessThan(4000);
  await userEvent.click(toggle() as HTMLButtonElement);
  expect(toggle()?.textContent).toBe('Play');
  await wait(3000);
  expect(current()).toBe(1);
});

it('never moves by itself for a visitor who prefers reduced motion', async () => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
  const el = mount();
  const { shadow, current, toggle } = await ready(el);
  expect(toggle()).toBeUndefined();
  await wait(3000);
  expect(current()).toBe(0);
  // The visitor still moves it: Next jumps straight to the next card.
  await userEvent.click(shadow.querySelector('[aria-label="Next slides"]') as HTMLElement);
  await expect.poll(current).toBe(1);
});

it('takes the heading level and the language it is given', async () => {
  const el = mount('heading-level="3" lang="bn"');
  const { shadow } = await ready(el);
  expect(shadow.querySelector('h3')?.textContent).toBe('কৃতী প্রাক্তন শিক্ষার্থী');
  const [first] = await demoAlumni();
  expect(shadow.querySelector('[part="batch"]')?.textContent).toBe(`${first?.batch_year} ব্যাচ`);
});

describeElementContract({
  tag: 'school-alumni',
  loadEvent: 'school-alumni-load',
});
