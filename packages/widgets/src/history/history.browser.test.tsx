import { createApiClient, type SchoolHistory as History } from '@school/api';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, inject, it } from 'vitest';
import { page } from 'vitest/browser';
import '../theme/theme.css.ts';
import { SchoolHistory } from './history.tsx';
import './history.element.ts';
import { describeElementContract } from '../../test/element-contract.ts';

const apiBase = inject('apiBase');

let root: Root | null = null;
afterEach(async () => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  await page.viewport(414, 896);
});

function mount(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

async function ready(el: HTMLElement) {
  await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('ready');
  return el.shadowRoot as ShadowRoot;
}

async function demoHistory() {
  const [first] = (await (await fetch(`${apiBase}/school-history`)).json()) as History[];
  return first as History;
}

const paragraphs = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part="text"] p')].map((p) => p.textContent);

it("shows the demo history's first paragraph and Read more to the school site's /history", async () => {
  const history = await demoHistory();
  const loaded = new Promise<History>((resolve) =>
    document.addEventListener('school-history-load', (e) =>
      resolve((e as CustomEvent<History>).detail),
    ),
  );
  const el = mount(`<school-history api-base="${apiBase}"></school-history>`);
  const shadow = await ready(el);
  expect((await loaded).heading).toBe(history.heading);
  expect(shadow.querySelector('h2')?.textContent).toBe(history.heading);
  const [first, ...rest] = history.text.split('\n\n');
  expect(rest.length).toBeGreaterThan(0);
  expect(paragraphs(shadow)).toEqual([first]);
  expect(shadow.querySelector('img')).toBeNull();
  // The school's site is where this script came from (here, the test server's origin).
  const more = shadow.querySelector('[part="read-more"]') as HTMLAnchorElement;
  expect(more.textContent).toBe('Read more');
  expect(more.getAttribute('href')).toBe(`${new URL(import.meta.url).origin}/history`);
});

it('with variant="page" shows every paragraph and the three pictures, 3 : 2 and loaded lazily', async () => {
  const history = await demoHistory();
  const el = mount(`<school-history api-base="${apiBase}" variant="page"></school-history>`);
  const shadow = await ready(el);
  expect(paragraphs(shadow)).toEqual(history.text.split('\n\n'));
  expect(shadow.querySelector('[part="read-more"]')).toBeNull();
  const pictures = [...shadow.querySelectorAll('img')];
  expect(pictures.map((img) => img.src)).toEqual(history.images.map((i) => i.image));
  for (const img of pictures) {
    expect(img.loading).toBe('lazy');
    img.scrollIntoView();
    await expect.poll(() => img.complete && img.naturalWidth, { timeout: 5000 }).toBeGreaterThan(0);
    const box = img.getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
  }
});

it.each([
  [375, 1],
  [1280, 3],
])('at %i px sets the pictures %i to a row, without widening the page', async (width, perRow) => {
  await page.viewport(width, 800);
  const el = mount(`<school-history api-base="${apiBase}" variant="page"></school-history>`);
  const shadow = await ready(el);
  const tops = [...shadow.querySelectorAll('img')].map((img) => img.getBoundingClientRect().top);
  expect(tops.filter((top) => top === tops[0])).toHaveLength(perRow);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
});

it('keeps close to its height from skeleton to text on the home page', async () => {
  await page.viewport(1280, 800);
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
  const host = mount('<div style="max-width: 40rem"></div>');
  root = createRoot(host);
  root.render(<SchoolHistory api={api} />);
  await expect.poll(() => host.querySelector('[role="status"]')).not.toBeNull();
  const skeleton = host.getBoundingClientRect().height;
  answer();
  await expect.poll(() => host.querySelector('h2')).not.toBeNull();
  const loaded = host.getBoundingClientRect().height;
  expect(Math.abs(loaded - skeleton) / loaded).toBeLessThan(0.25);
});

describeElementContract({
  tag: 'school-history',
  loadEvent: 'school-history-load',
});
