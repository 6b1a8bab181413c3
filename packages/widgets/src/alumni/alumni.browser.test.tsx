import type { IconicStudent } from '@school/api';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './alumni.element.ts';
import { describeAutoplay } from '../../test/autoplay.ts';
import {
  apiBase,
  carouselReady,
  demo,
  expectTargetsOf24px,
  pointerAway,
  resetPage,
} from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

// The pointer stays where the last test (or file) left it: over the slides it holds autoplay.
beforeEach(pointerAway);
afterEach(resetPage);

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
  const carousel = await carouselReady(el);
  return {
    ...carousel,
    cards: () => [...carousel.shadow.querySelectorAll<HTMLElement>('[part="card"]')],
  };
}

const demoAlumni = () => demo<IconicStudent[]>('/iconic-students/');

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
    expectTargetsOf24px(shadow);
  },
);

describeAutoplay({ mount: () => mount(), periodMs: 2500 });

it('takes the heading level and the language it is given', async () => {
  const el = mount('heading-level="3" lang="bn"');
  const { shadow } = await ready(el);
  expect(shadow.querySelector('h3')?.textContent).toBe('কৃতী প্রাক্তন শিক্ষার্থী');
  const [first] = await demoAlumni();
  // The batch as the school writes it in Bengali (`batch_year_bn`).
  expect(shadow.querySelector('[part="batch"]')?.textContent).toBe(`${first?.batch_year_bn} ব্যাচ`);
});

describeElementContract({
  tag: 'school-alumni',
  loadEvent: 'school-alumni-load',
});
