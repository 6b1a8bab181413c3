import type { Institute } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../theme/theme.css.ts';
import { InstituteHeader } from './institute-header.tsx';
import './institute-header.element.ts';
import { apiBase, mount, ready, resetPage, skeletonAndLoaded } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

it("shows the demo institute's name, EIIN, address and logo", async () => {
  const [institute] = (await (await fetch(`${apiBase}/api/institute`)).json()) as Institute[];
  const loaded = new Promise<Institute>((resolve) =>
    document.addEventListener('school-institute-header-load', (e) => resolve(e.detail)),
  );
  const el = mount(`<school-institute-header api-base="${apiBase}"></school-institute-header>`);
  const root = await ready(el);
  expect((await loaded).institute_name).toBe(institute?.institute_name);
  expect(root.querySelector('[part="name"]')?.textContent).toBe('Shapla Model School & College');
  expect(root.querySelector('[part="eiin"]')?.textContent).toBe('EIIN: 132587');
  expect(root.querySelector('[part="address"]')?.textContent).toContain(
    institute?.institute_address,
  );
  const logo = root.querySelector('img') as HTMLImageElement;
  expect(logo.alt).toBe('Shapla Model School & College');
  await expect.poll(() => logo.complete && logo.naturalWidth).toBeGreaterThan(0);
  expect(logo.getBoundingClientRect().width).toBe(80);
});

it('links Facebook, YouTube, the WhatsApp chat and Login to the right places', async () => {
  const el = mount(`<school-institute-header api-base="${apiBase}"></school-institute-header>`);
  const root = await ready(el);
  const hrefs = [...root.querySelectorAll('a')].map((a) => a.href);
  expect(hrefs).toEqual([
    'https://www.facebook.com/shaplamodelcollege',
    'https://www.youtube.com/@shaplamodelcollege',
    'https://wa.me/8801711428536',
    'https://erp.shaplamodel.edu.bd/',
  ]);
  for (const a of root.querySelectorAll('a')) {
    expect(a.target).toBe('_blank');
    expect(a.rel).toBe('noopener noreferrer');
  }
});

it('stacks on a phone and lines up in a row on a wide screen', async () => {
  await page.viewport(375, 800);
  const el = mount(`<school-institute-header api-base="${apiBase}"></school-institute-header>`);
  const root = await ready(el);
  const logo = root.querySelector('img') as HTMLElement;
  const name = root.querySelector('[part="name"]') as HTMLElement;
  expect(name.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    logo.getBoundingClientRect().bottom,
  );
  expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);

  await page.viewport(1280, 800);
  await expect
    .poll(() => name.getBoundingClientRect().left)
    .toBeGreaterThan(logo.getBoundingClientRect().right);
  const login = root.querySelector('[part="login"]') as HTMLElement;
  expect(login.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().right);
});

it.each([
  [375, 800],
  [1280, 800],
])('keeps its height from skeleton to content at %i px', async (width, height) => {
  await page.viewport(width, height);
  // The real provider, answering only when the test lets it, so the skeleton can be measured.
  const { skeleton, loaded } = await skeletonAndLoaded((api) => <InstituteHeader api={api} />, {
    loaded: 'img',
  });
  expect(skeleton).toBeGreaterThan(80);
  expect(Math.abs(loaded - skeleton)).toBeLessThanOrEqual(2);
});

it('shows Error: {message} when the provider cannot be reached', async () => {
  const el = mount(
    '<school-institute-header api-base="http://127.0.0.1:9"></school-institute-header>',
  );
  await expect.poll(() => el.getAttribute('data-state')).toBe('error');
  expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toMatch(/^Error: /);
});

it('keeps the name the page gives above the error when the provider cannot be reached', async () => {
  const el = mount(
    '<school-institute-header api-base="http://127.0.0.1:9" name="Shapla Model School &amp; College"></school-institute-header>',
  );
  await expect.poll(() => el.getAttribute('data-state')).toBe('error');
  const root = el.shadowRoot as ShadowRoot;
  expect(root.querySelector('[part="name"]')?.textContent).toBe('Shapla Model School & College');
  expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/^Error: /);
});

describeElementContract({
  tag: 'school-institute-header',
  loadEvent: 'school-institute-header-load',
});
