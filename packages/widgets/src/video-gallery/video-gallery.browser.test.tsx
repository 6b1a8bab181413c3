import type { Video } from '@school/api';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import '../theme/theme.css.ts';
import { VideoGallery } from './video-gallery.tsx';
import './video-gallery.element.ts';
import { apiBase, demo, heldProvider, mount, render, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

/** Every address the page asks for, as Chromium sends it (failed requests included). */
let requested: string[] = [];
const record = (event: { request: { url: string } }) => requested.push(event.request.url);

beforeEach(async () => {
  requested = [];
  await cdp().send('Network.enable');
  cdp().on('Network.requestWillBeSent', record);
});

afterEach(async () => {
  cdp().off('Network.requestWillBeSent', record);
  await resetPage();
});

const gallery = (attributes = '') =>
  mount(`<school-video-gallery api-base="${apiBase}" ${attributes}></school-video-gallery>`);

async function ready(el: HTMLElement) {
  await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('ready');
  const shadow = el.shadowRoot as ShadowRoot;
  return {
    shadow,
    choices: () => [...shadow.querySelectorAll<HTMLButtonElement>('[part="choice"]')],
    play: () => shadow.querySelector<HTMLButtonElement>('[part="play"]'),
    frame: () => shadow.querySelector('iframe'),
    caption: () => shadow.querySelector('figcaption')?.textContent,
    focused: () => shadow.activeElement,
  };
}

const demoVideos = () => demo<Video[]>('/video-gallery/');

/** The hosts asked for besides the page's own origin and the provider's. */
const thirdParties = () => {
  const own = new Set([location.origin, new URL(apiBase).origin]);
  return [
    ...new Set(
      requested
        .filter((url) => /^https?:/.test(url))
        .map((url) => new URL(url))
        .filter((url) => !own.has(url.origin))
        .map((url) => url.hostname),
    ),
  ];
};

it('asks no video host for anything until play is pressed, then frames youtube-nocookie', async () => {
  const [first] = await demoVideos();
  const id = /\/embed\/([\w-]{11})$/.exec(first?.link ?? '')?.[1];
  expect(id).toBeTruthy();
  const played = new Promise<unknown>((resolve) =>
    document.addEventListener('school-video-gallery-play', (e) =>
      resolve((e as CustomEvent).detail),
    ),
  );
  const el = gallery();
  const { play, frame, focused } = await ready(el);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(frame()).toBeNull();
  // Only the facade's still, from YouTube's image host (the site's CSP allows it as img-src).
  expect(thirdParties().filter((host) => host !== 'i.ytimg.com')).toEqual([]);
  expect(play()?.querySelector('img')?.getAttribute('src') ?? null).toBeOneOf([
    `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    // Without internet the still fails, and the poster stands in.
    null,
  ]);

  await userEvent.click(play() as HTMLButtonElement);
  const player = frame() as HTMLIFrameElement;
  expect(player.src).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
  expect(player.title).toBe(first?.title);
  expect(focused()).toBe(player);
  expect(await played).toEqual({ id: first?.id, title: first?.title });
  await expect.poll(thirdParties).toContain('www.youtube-nocookie.com');
  expect(thirdParties().filter((h) => !/^(i\.ytimg|www\.youtube-nocookie)\.com$/.test(h))).toEqual(
    [],
  );
});

it('lists every demo video by title; choosing one switches the player and focuses its play', async () => {
  const expected = await demoVideos();
  expect(expected.length).toBeGreaterThan(2);
  const el = gallery();
  const { choices, play, caption, focused, frame } = await ready(el);
  expect(choices().map((b) => b.textContent)).toEqual(expected.map((v) => v.title));
  const currentOnes = () => choices().filter((b) => b.getAttribute('aria-current') === 'true');
  expect(currentOnes()).toEqual([choices()[0]]);
  expect(caption()).toBe(expected[0]?.title);
  await userEvent.click(play() as HTMLButtonElement);
  expect(frame()).not.toBeNull();

  const selected = new Promise<unknown>((resolve) =>
    document.addEventListener('school-video-gallery-select', (e) =>
      resolve((e as CustomEvent).detail),
    ),
  );
  const third = choices()[2] as HTMLButtonElement;
  // The player's frame took the focus and is still loading (it fails, offline): on a busy machine
  // its document arrives after the focus moved on and takes the keyboard back once, which no
  // reader is quick enough to meet. The key goes to the choice again until the choice is made; a
  // choice that Enter does not make still fails. React may draw it a frame after the key press.
  await expect
    .poll(async () => {
      if (!currentOnes().includes(third)) {
        third.focus();
        await userEvent.keyboard('{Enter}');
      }
      return currentOnes();
    })
    .toEqual([third]);
  expect(caption()).toBe(expected[2]?.title);
  expect(frame()).toBeNull();
  expect(focused()).toBe(play());
  expect(play()?.textContent).toBe(`Play video: ${expected[2]?.title}`);
  expect(await selected).toEqual({ id: expected[2]?.id, title: expected[2]?.title });
});

it.each([
  [375, 'below'],
  [1280, 'beside'],
])(
  'at %i px puts the list %s the 16 : 9 player, without widening the page',
  async (width, where) => {
    await page.viewport(width, 800);
    const el = gallery();
    const { shadow, choices } = await ready(el);
    const player = (shadow.querySelector('[part="player"]') as HTMLElement).getBoundingClientRect();
    expect(player.width / player.height).toBeCloseTo(16 / 9, 1);
    const list = (shadow.querySelector('[part="list"]') as HTMLElement).getBoundingClientRect();
    if (where === 'below') expect(list.top).toBeGreaterThan(player.bottom);
    else expect(list.left).toBeGreaterThan(player.right);
    // Targets a finger can hit (WCAG 2.5.8 asks 24 × 24 px at least).
    for (const choice of choices()) {
      expect(choice.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
);

it('keeps the player’s box while the videos load, so nothing below jumps', async () => {
  await page.viewport(1280, 800);
  const { api, answer } = heldProvider();
  const host = render(<VideoGallery api={api} />);
  await expect.poll(() => host.querySelector('[role="status"]')).not.toBeNull();
  const loading = host.getBoundingClientRect().height;
  answer();
  await expect.poll(() => host.querySelector('[part="player"]')).not.toBeNull();
  const player = (host.querySelector('figure') as HTMLElement).getBoundingClientRect();
  expect(Math.abs(loading - player.height)).toBeLessThan(4);
});

it('speaks Bengali', async () => {
  const el = gallery('lang="bn"');
  const { shadow, play } = await ready(el);
  expect(shadow.querySelector('[part="list"]')?.getAttribute('aria-label')).toBe('ভিডিও');
  expect(play()?.textContent).toMatch(/^ভিডিও চালান: /);
});

describeElementContract({
  tag: 'school-video-gallery',
  loadEvent: 'school-video-gallery-load',
});
