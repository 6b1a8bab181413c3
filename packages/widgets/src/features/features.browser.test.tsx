import type { Feature } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './features.element.ts';
import { apiBase, demo, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

const demoFeatures = () => demo<Feature[]>('/features');

const cardsOf = (shadow: ShadowRoot) => [...shadow.querySelectorAll<HTMLElement>('[part="card"]')];

it('shows every demo feature: its icon, title and text', async () => {
  const expected = await demoFeatures();
  expect(expected.length).toBeGreaterThan(2);
  const loaded = new Promise<Feature[]>((resolve) =>
    document.addEventListener('school-features-load', (e) =>
      resolve((e as CustomEvent<Feature[]>).detail),
    ),
  );
  const el = mount(`<school-features api-base="${apiBase}"></school-features>`);
  const shadow = await ready(el);
  expect(await loaded).toEqual(expected);
  expect(shadow.querySelector('h2')?.textContent).toBe('Our features');
  expect(
    cardsOf(shadow).map((card) => ({
      icon: card.querySelector('img')?.src,
      title: card.querySelector('h3')?.textContent,
      text: card.querySelector('p')?.textContent,
    })),
  ).toEqual(expected.map((f) => ({ icon: f.icon, title: f.title, text: f.service_text })));
});

it('draws each icon at 56 px, its box reserved before it loads', async () => {
  const el = mount(`<school-features api-base="${apiBase}"></school-features>`);
  const shadow = await ready(el);
  for (const img of shadow.querySelectorAll('img')) {
    expect(img.getAttribute('alt')).toBe('');
    await expect.poll(() => img.complete && img.naturalWidth).toBeGreaterThan(0);
    const box = img.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([56, 56]);
  }
});

it.each([
  [1280, 3],
  [375, 1],
])('at %i px puts %i card(s) side by side, without widening the page', async (width, across) => {
  await page.viewport(width, 900);
  // In the school site's page: at most 72rem wide, with 1rem on each side.
  const el = mount(
    `<div style="max-width: 72rem; padding: 0 1rem; box-sizing: border-box"><school-features api-base="${apiBase}"></school-features></div>`,
  ).firstElementChild as HTMLElement;
  const shadow = await ready(el);
  const tops = cardsOf(shadow).map((c) => Math.round(c.getBoundingClientRect().top));
  expect(tops.filter((top) => top === tops[0])).toHaveLength(across);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
});

it('takes the heading level and the language it is given', async () => {
  const el = mount(
    `<school-features api-base="${apiBase}" heading-level="3" lang="bn"></school-features>`,
  );
  const shadow = await ready(el);
  expect(shadow.querySelector('h3')?.textContent).toBe('আমাদের বৈশিষ্ট্য');
  expect(shadow.querySelectorAll('h4').length).toBe((await demoFeatures()).length);
});

describeElementContract({
  tag: 'school-features',
  loadEvent: 'school-features-load',
});
