import type { SchoolHistory as History } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../theme/theme.css.ts';
import { SchoolHistory } from './history.tsx';
import './history.element.ts';
import { apiBase, mount, ready, resetPage, skeletonAndLoaded } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

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
  const { skeleton, loaded } = await skeletonAndLoaded((api) => <SchoolHistory api={api} />, {
    loaded: 'h2',
    host: '<div style="max-width: 40rem"></div>',
  });
  expect(Math.abs(loaded - skeleton) / loaded).toBeLessThan(0.25);
});

describeElementContract({
  tag: 'school-history',
  loadEvent: 'school-history-load',
});
