import type { ImportantLink } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './important-links.element.ts';
import { apiBase, demo, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

const demoLinks = () => demo<ImportantLink[]>('/important-links');

it('links every demo headline to its site in a new tab, and says so', async () => {
  const expected = await demoLinks();
  expect(expected.length).toBeGreaterThan(4);
  const loaded = new Promise<ImportantLink[]>((resolve) =>
    document.addEventListener('school-important-links-load', (e) =>
      resolve((e as CustomEvent<ImportantLink[]>).detail),
    ),
  );
  const el = mount(`<school-important-links api-base="${apiBase}"></school-important-links>`);
  const shadow = await ready(el);
  expect(await loaded).toEqual(expected);
  expect(shadow.querySelector('h2')?.textContent).toBe('Important links');
  const links = [...shadow.querySelectorAll<HTMLAnchorElement>('[part="link"]')];
  expect(links.map((a) => [a.textContent, a.href, a.target])).toEqual(
    expected.map((l) => [`${l.headline} (opens in a new tab)`, new URL(l.link).href, '_blank']),
  );
});

it('shows the icons at 32 px, reserved before they load, and a glyph for the rest', async () => {
  const expected = await demoLinks();
  const el = mount(`<school-important-links api-base="${apiBase}"></school-important-links>`);
  const shadow = await ready(el);
  const icons = [...shadow.querySelectorAll('img')];
  expect(icons.map((i) => i.src)).toEqual(expected.flatMap((l) => (l.image ? [l.image] : [])));
  for (const img of icons) {
    await expect.poll(() => img.complete && img.naturalWidth).toBeGreaterThan(0);
    const box = img.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([32, 32]);
  }
  const glyphs = shadow.querySelectorAll('[part="link"] > svg');
  expect(glyphs.length).toBe(expected.length - icons.length);
});

it('fits a 375 px phone, with tall enough rows and a visible keyboard focus', async () => {
  await page.viewport(375, 800);
  mount('<button type="button">before</button>');
  const el = mount(`<school-important-links api-base="${apiBase}"></school-important-links>`);
  const shadow = await ready(el);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  for (const a of shadow.querySelectorAll('[part="link"]')) {
    const box = a.getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(375);
  }
  (document.querySelector('button') as HTMLButtonElement).focus();
  await userEvent.keyboard('{Tab}');
  const focused = shadow.activeElement as HTMLElement;
  expect(focused?.getAttribute('part')).toBe('link');
  expect(getComputedStyle(focused).outlineStyle).toBe('solid');
});

it('takes the heading level and the language it is given', async () => {
  const el = mount(
    `<school-important-links api-base="${apiBase}" heading-level="3" lang="bn"></school-important-links>`,
  );
  const shadow = await ready(el);
  expect(shadow.querySelector('h3')?.textContent).toBe('গুরুত্বপূর্ণ লিংক');
  expect(shadow.querySelector('[part="link"]')?.textContent).toMatch(/\(নতুন ট্যাবে খোলে\)$/);
});

describeElementContract({
  tag: 'school-important-links',
  loadEvent: 'school-important-links-load',
});
