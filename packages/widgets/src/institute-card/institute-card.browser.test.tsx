import type { Institute } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../theme/theme.css.ts';
import { InstituteCard } from './institute-card.tsx';
import './institute-card.element.ts';
import { apiBase, mount, ready, resetPage, skeletonAndLoaded } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

it("shows the demo institute's name, EIIN, address and links", async () => {
  const [institute] = (await (await fetch(`${apiBase}/api/institute`)).json()) as Institute[];
  const loaded = new Promise<Institute>((resolve) =>
    document.addEventListener('school-institute-card-load', (e) =>
      resolve((e as CustomEvent<Institute>).detail),
    ),
  );
  const el = mount(`<school-institute-card api-base="${apiBase}"></school-institute-card>`);
  const shadow = await ready(el);
  expect((await loaded).institute_name).toBe(institute?.institute_name);
  expect(shadow.querySelector('h2')?.textContent).toBe('Shapla Model School & College');
  expect(shadow.querySelector('[part="eiin"]')?.textContent).toBe('EIIN: 132587');
  expect(shadow.querySelector('dd')?.textContent).toBe(institute?.institute_address);
  expect([...shadow.querySelectorAll<HTMLAnchorElement>('address a')].map((a) => a.href)).toEqual([
    'mailto:info@shaplamodel.edu.bd',
    'tel:+8801711428536',
    'https://shaplamodel.edu.bd/',
  ]);
  // The school's pages elsewhere, as the header links them (a phone's header leaves them out).
  expect(
    [...shadow.querySelectorAll('[part="social-link"]')].map((a) =>
      a.textContent?.replace(/\s*\(opens in a new tab\)$/, ''),
    ),
  ).toEqual(['Facebook', 'YouTube', 'WhatsApp chat with the headmaster']);
  const logo = shadow.querySelector('img') as HTMLImageElement;
  await expect.poll(() => logo.complete && logo.naturalWidth).toBeGreaterThan(0);
  expect(logo.getBoundingClientRect().width).toBe(72);
});

it('puts each term above its value on a phone and beside it when wide, without widening the page', async () => {
  await page.viewport(375, 800);
  const el = mount(`<school-institute-card api-base="${apiBase}"></school-institute-card>`);
  const shadow = await ready(el);
  const term = shadow.querySelector('dt') as HTMLElement;
  const value = shadow.querySelector('dd') as HTMLElement;
  expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    term.getBoundingClientRect().bottom,
  );
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  for (const a of shadow.querySelectorAll('a')) {
    expect(a.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  }

  await page.viewport(1280, 800);
  await expect
    .poll(() => value.getBoundingClientRect().left)
    .toBeGreaterThan(term.getBoundingClientRect().right);
});

it.each([
  [375, 800],
  [1280, 800],
])('keeps close to its height from skeleton to card at %i px', async (width, height) => {
  await page.viewport(width, height);
  const { skeleton, loaded } = await skeletonAndLoaded((api) => <InstituteCard api={api} />, {
    loaded: 'h2',
    host: '<div style="max-width: 36rem"></div>',
  });
  expect(Math.abs(loaded - skeleton) / loaded).toBeLessThan(0.1);
});

describeElementContract({
  tag: 'school-institute-card',
  loadEvent: 'school-institute-card-load',
});
