import { createApiClient, type Paged, type StaffProfile } from '@school/api';
import axe from 'axe-core';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../theme/theme.css.ts';
import type { StaffPageDetail } from './staff-directory.store.ts';
import { StaffDirectory } from './staff-directory.tsx';
import './staff-directory.element.ts';
import {
  apiBase,
  expectAccessible,
  mount,
  nextDetail,
  ready,
  resetPage,
} from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

const directory = (attributes = '') =>
  mount(`<school-staff-directory api-base="${apiBase}" ${attributes}></school-staff-directory>`);

const summary = (root: ShadowRoot) => root.querySelector('[part="summary"]')?.textContent;
const names = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part="name"]')].map((p) => p.textContent);
const button = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  ) as HTMLButtonElement;

async function providerPage(roles: 'include' | 'exclude', n: number) {
  const url = `${apiBase}/api/staff-profiles/?role_filter=${roles}&page=${n}&page_size=20`;
  return (await (await fetch(url)).json()) as Paged<StaffProfile>;
}

it('shows every teacher of the first page with role, Reg. No. and avatar, and 4 page buttons', async () => {
  const expected = await providerPage('include', 1);
  expect(expected.count).toBe(80);
  const loaded = nextDetail<StaffPageDetail>('school-staff-directory-load');
  const el = directory('roles="include"');
  const root = await ready(el);
  const detail = await loaded;
  expect([detail.page, detail.pages, detail.count]).toEqual([1, 4, 80]);
  expect(detail.staff.map((s) => s.name)).toEqual(expected.results.map((s) => s.name));

  expect(summary(root)).toBe('Page 1 of 4 · 1–20 of 80 teachers');
  expect(names(root)).toEqual(expected.results.map((s) => s.name));
  const [first] = expected.results;
  const card = root.querySelector('[part="card"]') as HTMLElement;
  expect(card.querySelector('[part="role"]')?.textContent).toBe(`Role: ${first?.role}`);
  expect(card.querySelector('[part="registration"]')?.textContent).toBe(
    `Reg. No. ${first?.registration}`,
  );
  const img = card.querySelector('img') as HTMLImageElement;
  expect(img.loading).toBe('lazy');
  await expect.poll(() => img.complete && img.naturalWidth).toBeGreaterThan(0);
  const box = img.getBoundingClientRect();
  expect([box.width, box.height]).toEqual([72, 72]);
  const pages = [...root.querySelectorAll('[part="pager"] button[aria-label^="Page"]')];
  expect(pages.map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);
});

it('lists the other staff without roles, on 2 pages', async () => {
  const expected = await providerPage('exclude', 1);
  const root = await ready(directory());
  expect(summary(root)).toBe(`Page 1 of 2 · 1–20 of ${expected.count} staff`);
  expect(names(root)).toEqual(expected.results.map((s) => s.name));
  expect(root.querySelector('[part="role"]')).toBeNull();
});

it('changes page without a jump: same size while loading, top in view, focus on the new page', async () => {
  await page.viewport(375, 700);
  // The host page's own content above the widget.
  mount('<div style="height: 600px"></div>');
  const el = directory('roles="include"');
  const root = await ready(el);
  const pager = root.querySelector('[part="pager"]') as HTMLElement;
  pager.scrollIntoView({ block: 'end' });
  expect(el.getBoundingClientRect().top).toBeLessThan(0);
  const before = el.getBoundingClientRect().height;
  const seen: { state: string | null; height: number }[] = [];
  const watch = new MutationObserver(() =>
    seen.push({ state: el.getAttribute('data-state'), height: el.getBoundingClientRect().height }),
  );
  watch.observe(root, { subtree: true, childList: true, attributes: true });
  watch.observe(el, { attributes: true });
  const chosen = nextDetail<{ page: number }>('school-staff-directory-page');

  await userEvent.click(button(root, 'Page 2'));
  expect(await chosen).toEqual({ page: 2 });
  await expect.poll(() => summary(root)).toBe('Page 2 of 4 · 21–40 of 80 teachers');
  watch.disconnect();
  const loading = seen.filter((s) => s.state === 'loading');
  expect(loading.length).toBeGreaterThan(0);
  for (const s of loading) expect(s.height).toBeGreaterThanOrEqual(before - 1);
  expect(root.activeElement).toBe(root.querySelector('[part="summary"]'));
  // The widget's top is back in view (its scroll margin above it), not left far above.
  await expect.poll(() => Math.round(el.getBoundingClientRect().top)).toBe(16);
  expect(names(root)[0]).toBe((await providerPage('include', 2)).results[0]?.name);
});

it('starts at its page attribute, Bengali digits too, and follows it when it changes', async () => {
  const el = directory('roles="include" page="৩"');
  const root = await ready(el);
  expect(summary(root)).toBe('Page 3 of 4 · 41–60 of 80 teachers');
  expect(root.querySelector('[aria-current="page"]')?.textContent).toBe('3');
  el.setAttribute('page', '4');
  await expect.poll(() => summary(root)).toBe('Page 4 of 4 · 61–80 of 80 teachers');
  expect(root.querySelectorAll('[part="card"]')).toHaveLength(20);
});

it('says a page past the last does not exist and offers the first page', async () => {
  const el = directory('roles="include" page="9"');
  await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('error');
  const root = el.shadowRoot as ShadowRoot;
  expect(root.querySelector('[role="alert"]')?.textContent).toBe(
    'There is no page 9 in this list.',
  );
  const chosen = nextDetail<{ page: number }>('school-staff-directory-page');
  await userEvent.click(button(root, 'Go to the first page'));
  expect(await chosen).toEqual({ page: 1 });
  await ready(el);
  expect(summary(root)).toBe('Page 1 of 4 · 1–20 of 80 teachers');
});

it('shows initials in the avatar’s place when a photo cannot be loaded, at the same size', async () => {
  // The real provider, with the first avatar moved to an address where nothing answers.
  const api = createApiClient({
    baseURL: apiBase,
    fetch: async (input, init) => {
      const body = (await (await fetch(input, init)).json()) as Paged<StaffProfile>;
      const [first] = body.results;
      if (first) first.avatar = 'http://127.0.0.1:9/avatar.svg';
      return Response.json(body);
    },
  });
  const host = mount('<div></div>');
  const reactRoot = createRoot(host);
  reactRoot.render(<StaffDirectory api={api} roles="include" />);
  await expect.poll(() => host.querySelector('[part="avatar"]')).not.toBeNull();
  const avatar = host.querySelector('[part="avatar"]') as HTMLElement;
  await expect.poll(() => avatar.querySelector('img'), { timeout: 10_000 }).toBeNull();
  expect(avatar.textContent).toMatch(/^\p{Lu}{1,2}$/u);
  const box = avatar.getBoundingClientRect();
  expect([box.width, box.height]).toEqual([72, 72]);
  reactRoot.unmount();
});

it('has one column of cards on a phone and several on a wide screen', async () => {
  await page.viewport(375, 800);
  const el = directory('roles="include"');
  const root = await ready(el);
  const lefts = () =>
    new Set(
      [...root.querySelectorAll('[part="card"]')].map((c) =>
        Math.round(c.getBoundingClientRect().left),
      ),
    );
  expect(lefts().size).toBe(1);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  await page.viewport(1280, 800);
  await expect.poll(() => lefts().size).toBeGreaterThanOrEqual(3);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
});

it('has targets of at least 24 × 24 px and no axe violations, target size and contrast included', async () => {
  const el = directory('roles="include"');
  const root = await ready(el);
  for (const b of root.querySelectorAll('button')) {
    const box = b.getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  await expectAccessible(el, ['color-contrast', 'target-size']);

  const past = directory('roles="include" page="9"');
  await expect.poll(() => past.getAttribute('data-state'), { timeout: 10_000 }).toBe('error');
  const pastResults = await axe.run(past, { rules: { region: { enabled: false } } });
  expect(pastResults.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

describeElementContract({
  tag: 'school-staff-directory',
  attributes: { roles: 'include' },
  loadEvent: 'school-staff-directory-load',
});
