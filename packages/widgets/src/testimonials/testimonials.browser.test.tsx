import { createApiClient, type Testimonial } from '@school/api';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../theme/theme.css.ts';
import { Testimonials } from './testimonials.tsx';
import './testimonials.element.ts';
import { describeAutoplay } from '../../test/autoplay.ts';
import {
  apiBase,
  carouselReady,
  demo,
  expectTargetsOf24px,
  fetched,
  mount,
  pointerAway,
  render,
  resetPage,
} from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

// The pointer stays where the last test (or file) left it: over the slides it holds autoplay.
beforeEach(pointerAway);
afterEach(resetPage);

/** The element once its cards are in and glider has set the carousel up. */
async function ready(el: HTMLElement) {
  const carousel = await carouselReady(el);
  return {
    ...carousel,
    cards: () => [...carousel.shadow.querySelectorAll<HTMLElement>('[part="card"]')],
  };
}

const testimonials = (attributes = '') =>
  mount(`<school-testimonials api-base="${apiBase}" ${attributes}></school-testimonials>`);

const _gliderFetched = () => fetched(/\/glider-js[./]|glider\.min\.css/) > 0;

it('shows every demo testimonial: its quote, name, profession and rating, said once', async () => {
  const expected = await demo<Testimonial[]>('/testimonials');
  expect(expected.length).toBeGreaterThan(2);
  const loaded = new Promise<Testimonial[]>((resolve) =>
    document.addEventListener('school-testimonials-load', (e) =>
      resolve((e as CustomEvent<Testimonial[]>).detail),
    ),
  );
  const el = testimonials();
  const { shadow, cards } = await ready(el);
  expect((await loaded).map((t) => t.name)).toEqual(expected.map((t) => t.name));
  expect(shadow.querySelector('h2')?.textContent).toBe('What people say');
  expect(
    cards().map((card) => ({
      text: card.querySelector('blockquote')?.textContent,
      name: card.querySelector('[part="name"]')?.textContent,
      profession: card.querySelector('[part="profession"]')?.textContent,
      rating: card.querySelector('[role="img"]')?.getAttribute('aria-label'),
    })),
  ).toEqual(
    expected.map((t) => ({
      text: t.text,
      name: t.name,
      profession: t.profession,
      rating: `${t.star} out of 5 stars`,
    })),
  );
  for (const svg of shadow.querySelectorAll('[part="rating"] svg')) {
    expect(svg.getAttribute('aria-hidden')).toBe('true');
  }
});

it('shows each photo in a 56 px circle reserved before it loads, lazily', async () => {
  const el = testimonials();
  const { cards } = await ready(el);
  const img = cards()[0]?.querySelector('img') as HTMLImageElement;
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(img.src.startsWith(`${apiBase}/media/`)).toBe(true);
  await expect.poll(() => img.complete && img.naturalWidth).toBeGreaterThan(0);
  const box = img.getBoundingClientRect();
  expect([box.width, box.height]).toEqual([56, 56]);
});

it('shows initials on the theme colour when a photo fails to load', async () => {
  // The real provider, with the first photo's address changed to one it does not serve.
  const api = createApiClient({
    baseURL: apiBase,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith('/testimonials')) return response;
      const [first, ...rest] = (await response.json()) as Testimonial[];
      const broken = { ...first, testimonial_image: `${apiBase}/media/testimonials/none.jpg` };
      return Response.json([broken, ...rest]);
    },
  });
  const host = render(<Testimonials api={api} />);
  const [first] = await demo<Testimonial[]>('/testimonials');
  const initials = (first?.name ?? '')
    .split(' ')
    .filter((w) => !w.endsWith('.'))
    .map((w) => w[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');
  const avatar = () => host.querySelector('[part="avatar"]') as HTMLElement;
  await expect.poll(() => avatar()?.querySelector('img') === null, { timeout: 5000 }).toBe(true);
  expect(avatar().textContent).toBe(initials.toUpperCase());
  const circle = avatar().firstElementChild as HTMLElement;
  expect(circle.getAttribute('aria-hidden')).toBe('true');
  expect(getComputedStyle(circle).backgroundColor).toBe('rgb(11, 93, 59)');
  expect(circle.getBoundingClientRect().width).toBe(56);
});

it.each([
  [375, 1],
  [1280, 2],
])('at %i px shows %i card(s) at a time, without widening the page', async (width, perView) => {
  await page.viewport(width, 800);
  const el = testimonials();
  const { shadow, cards } = await ready(el);
  const slides = shadow.querySelector('[part="slides"]') as HTMLElement;
  await expect
    .poll(() =>
      Math.round(cards()[0]?.closest('.glider-slide')?.getBoundingClientRect().width ?? 0),
    )
    .toBe(Math.round(slides.clientWidth / perView));
  const [a, b] = cards().map((c) => c.getBoundingClientRect()) as [DOMRect, DOMRect];
  if (perView === 2) {
    expect(b.top).toBe(a.top);
    expect(b.height).toBe(a.height);
    expect(b.right).toBeLessThanOrEqual(slides.getBoundingClientRect().right + 1);
  } else {
    expect(b.left).toBeGreaterThanOrEqual(slides.getBoundingClientRect().right);
  }
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  expectTargetsOf24px(shadow);
});

describeAutoplay({ mount: () => testimonials(), periodMs: 3500 });

it('takes the heading level and the language it is given', async () => {
  const el = testimonials('heading-level="3" lang="bn"');
  const { shadow } = await ready(el);
  expect(shadow.querySelector('h3')?.textContent).toBe('তাঁরা যা বলেন');
  expect(shadow.querySelector('[role="img"]')?.getAttribute('aria-label')).toMatch(
    /^৫টির মধ্যে [০-৯]টি তারকা$/,
  );
});

describeElementContract({
  tag: 'school-testimonials',
  loadEvent: 'school-testimonials-load',
});
