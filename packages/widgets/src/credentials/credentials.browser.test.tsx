import type { Credential } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './credentials.element.ts';
import { apiBase, demo, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

const demoCredentials = () => demo<Credential[]>('/credentials');

it("shows the first credential under the list's headline, its original a new tab away", async () => {
  const [first] = await demoCredentials();
  expect(first?.headline).toBeTruthy();
  const loaded = new Promise<Credential[]>((resolve) =>
    document.addEventListener('school-credentials-load', (e) =>
      resolve((e as CustomEvent<Credential[]>).detail),
    ),
  );
  const el = mount(`<school-credentials api-base="${apiBase}"></school-credentials>`);
  const shadow = await ready(el);
  expect((await loaded)[0]).toEqual(first);
  expect(shadow.querySelector('h2')?.textContent).toBe(first?.headline);
  const link = shadow.querySelector<HTMLAnchorElement>('[part="link"]') as HTMLAnchorElement;
  expect(link.href).toBe(first?.o_image);
  expect(link.target).toBe('_blank');
  expect(link.textContent).toBe('View the original (opens in a new tab)');
  const img = shadow.querySelector('img') as HTMLImageElement;
  expect(img.src).toBe(first?.image);
  expect(img.alt).toBe(first?.headline);
  expect(img.getAttribute('loading')).toBe('lazy');
});

it('keeps the picture’s 4 : 3 box, fits a 375 px phone, and shows keyboard focus', async () => {
  await page.viewport(375, 800);
  mount('<button type="button">before</button>');
  const el = mount(`<school-credentials api-base="${apiBase}"></school-credentials>`);
  const shadow = await ready(el);
  const img = shadow.querySelector('img') as HTMLImageElement;
  await expect.poll(() => img.complete && img.naturalWidth, { timeout: 5000 }).toBeGreaterThan(0);
  const box = img.getBoundingClientRect();
  expect(box.width).toBeGreaterThan(300);
  expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);

  (document.querySelector('button') as HTMLButtonElement).focus();
  await userEvent.keyboard('{Tab}');
  const link = shadow.activeElement as HTMLAnchorElement;
  expect(link?.getAttribute('part')).toBe('link');
  expect(getComputedStyle(link).outlineStyle).toBe('solid');
  const caption = (link.lastElementChild as HTMLElement).getBoundingClientRect();
  expect(caption.height).toBeGreaterThanOrEqual(24);
});

it('takes the heading level and the language it is given', async () => {
  const el = mount(
    `<school-credentials api-base="${apiBase}" heading-level="3" lang="bn"></school-credentials>`,
  );
  const shadow = await ready(el);
  expect(shadow.querySelector('h3')).not.toBeNull();
  expect(shadow.querySelector('[part="link"]')?.textContent).toBe('মূল সনদটি দেখুন (নতুন ট্যাবে খোলে)');
});

describeElementContract({
  tag: 'school-credentials',
  loadEvent: 'school-credentials-load',
});
