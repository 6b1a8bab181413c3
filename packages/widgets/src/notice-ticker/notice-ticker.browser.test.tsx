import { localToday, type Notice } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { preview } from '../runtime/text.ts';
import './notice-ticker.element.ts';
import { apiBase, preferReducedMotion, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

function mount(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
  const el = document.body.lastElementChild as HTMLElement;
  // Somewhere to rest the pointer that is not the ticker (see ready()).
  document.body.insertAdjacentHTML('beforeend', '<div data-test-rest style="height:200px"></div>');
  return el;
}

async function ready(el: HTMLElement) {
  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
  // The pointer stays where an earlier test file left it, perhaps over this ticker (which would
  // pause it): start every test with the pointer off the ticker.
  await userEvent.hover(document.querySelector('[data-test-rest]') as HTMLElement);
  const root = el.shadowRoot as ShadowRoot;
  const track = root.querySelector<HTMLElement>('[part="track"]') as HTMLElement;
  const [list, copy] = root.querySelectorAll('ul');
  return { root, track, list: list as HTMLUListElement, copy: copy as HTMLUListElement };
}

it('shows the current notices only, newest first, each linking to its href', async () => {
  const all = (await (await fetch(`${apiBase}/notices`)).json()) as Notice[];
  const today = localToday();
  const expected = all
    .filter((n) => n.expire_date >= today)
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .map((n) => preview(n.title));
  expect(expected.length).toBeGreaterThan(1);
  expect(expected.length).toBeLessThan(all.length);

  const el = mount(
    `<school-notice-ticker api-base="${apiBase}" href="https://partner.example/notices"></school-notice-ticker>`,
  );
  const { root, list, copy } = await ready(el);
  const links = [...list.querySelectorAll('a')];
  expect(links.map((a) => a.textContent)).toEqual(expected);
  for (const a of root.querySelectorAll('a')) {
    expect(a.href).toBe('https://partner.example/notices');
  }
  expect(copy.getAttribute('aria-hidden')).toBe('true');
  expect(root.querySelector('section')?.getAttribute('aria-labelledby')).toBeTruthy();
});

it("links to the school site's notices page by default, not to the embedding page's", async () => {
  const el = mount(`<school-notice-ticker api-base="${apiBase}"></school-notice-ticker>`);
  const { root } = await ready(el);
  // The school's site is where this script came from (here, the test server's origin).
  const expected = `${new URL(import.meta.url).origin}/notices-and-announcements`;
  const links = [...root.querySelectorAll('a')];
  expect(links.length).toBeGreaterThan(0);
  for (const a of links) expect(a.getAttribute('href')).toBe(expected);
});

it('scrolls at a readable speed, and stands still on hover', async () => {
  const el = mount(`<school-notice-ticker api-base="${apiBase}"></school-notice-ticker>`);
  const { track, list } = await ready(el);
  const [animation] = track.getAnimations();
  expect(animation?.playState).toBe('running');
  // About 60 px a second, whatever the number of notices.
  await expect
    .poll(() => Number.parseFloat(track.style.animationDuration))
    .toBeCloseTo(list.scrollWidth / 60, 0);

  // A moving link is never 'stable' to Playwright; a visitor's pointer lands on it all the same.
  await userEvent.hover(list.querySelector('a') as HTMLElement, { force: true });
  expect(getComputedStyle(track).animationPlayState).toBe('paused');
  expect(animation?.playState).toBe('paused');
  await userEvent.unhover(list.querySelector('a') as HTMLElement, { force: true });
  expect(getComputedStyle(track).animationPlayState).toBe('running');
});

it('stands still while a title has keyboard focus, and with the Pause button', async () => {
  const el = mount(`<school-notice-ticker api-base="${apiBase}"></school-notice-ticker>`);
  const { root, track, list } = await ready(el);
  (list.querySelector('a') as HTMLElement).focus();
  expect(getComputedStyle(track).animationPlayState).toBe('paused');
  (list.querySelector('a') as HTMLElement).blur();
  expect(getComputedStyle(track).animationPlayState).toBe('running');

  const toggle = root.querySelector('button') as HTMLButtonElement;
  await userEvent.click(toggle);
  expect(toggle.textContent).toBe('Play');
  expect(getComputedStyle(track).animationPlayState).toBe('paused');
  // Still focused on the button: Play must really play again.
  await userEvent.click(toggle);
  expect(getComputedStyle(track).animationPlayState).toBe('running');
});

it('does not move at all for a visitor who prefers reduced motion', async () => {
  await preferReducedMotion();
  expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
  const el = mount(`<school-notice-ticker api-base="${apiBase}"></school-notice-ticker>`);
  const { root, track, list, copy } = await ready(el);
  expect(track.getAnimations()).toHaveLength(0);
  expect(getComputedStyle(copy).display).toBe('none');
  expect(getComputedStyle(root.querySelector('button') as Element).display).toBe('none');
  // Every title can still be read: they wrap inside the bar instead of running off its edge.
  const bar = (root.querySelector('section') as HTMLElement).getBoundingClientRect();
  const last = (list.lastElementChild as HTMLElement).getBoundingClientRect();
  expect(last.right).toBeLessThanOrEqual(bar.right + 1);
});

it('takes no room at all when the provider cannot be reached', async () => {
  const el = mount('<school-notice-ticker api-base="http://127.0.0.1:9"></school-notice-ticker>');
  await expect.poll(() => el.getAttribute('data-state')).toBe('error');
  expect(el.getBoundingClientRect().height).toBe(0);
  expect(getComputedStyle(el).display).toBe('none');
});

it('tells the host page when a visitor follows a title', async () => {
  const el = mount(
    `<school-notice-ticker api-base="${apiBase}" href="#notices"></school-notice-ticker>`,
  );
  const loaded = new Promise<Notice[]>((resolve) =>
    el.addEventListener('school-notice-ticker-load', (e) => resolve(e.detail)),
  );
  const { list } = await ready(el);
  const current = await loaded;
  const selected = new Promise<{ id: number; title: string }>((resolve) =>
    document.addEventListener('school-notice-ticker-select', (e) => resolve(e.detail)),
  );
  await userEvent.click(list.querySelector('a') as HTMLElement, { force: true });
  expect(await selected).toEqual({ id: current[0]?.id, title: current[0]?.title });
});

describeElementContract({
  tag: 'school-notice-ticker',
  loadEvent: 'school-notice-ticker-load',
  hiddenOnError: true,
});
