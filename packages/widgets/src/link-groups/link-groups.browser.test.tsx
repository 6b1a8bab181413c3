import type { LinkGroup } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { LinkGroupSelection } from './link-groups.tsx';
import './link-groups.element.ts';
import { apiBase, demo, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

const demoGroups = () => demo<LinkGroup[]>('/link-names');

const groupsOf = (shadow: ShadowRoot) => [
  ...shadow.querySelectorAll<HTMLElement>('[part="group"]'),
];

it("shows the demo's four groups, their paths leading to the school's site, not the page's", async () => {
  const expected = await demoGroups();
  expect(expected).toHaveLength(4);
  const loaded = new Promise<LinkGroup[]>((resolve) =>
    document.addEventListener('school-link-groups-load', (e) =>
      resolve((e as CustomEvent<LinkGroup[]>).detail),
    ),
  );
  const el = mount(`<school-link-groups api-base="${apiBase}"></school-link-groups>`);
  const shadow = await ready(el);
  expect(await loaded).toEqual(expected);
  // The school's site is where this script came from (here, the test server's origin).
  const site = new URL(import.meta.url).origin;
  expect(
    groupsOf(shadow).map((group) => ({
      name: group.querySelector('h2')?.textContent,
      links: [...group.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    })),
  ).toEqual(
    expected.map((g) => ({
      name: g.name,
      links: g.page_link.map((p) => [p.title, `${site}${p.link}`]),
    })),
  );
  for (const a of shadow.querySelectorAll('a')) expect(a.getAttribute('target')).toBeNull();
});

it('tells the page which link a visitor followed', async () => {
  const el = mount(
    `<school-link-groups api-base="${apiBase}" site-url="https://school.example/"></school-link-groups>`,
  );
  const shadow = await ready(el);
  const selected = new Promise<LinkGroupSelection>((resolve) =>
    document.addEventListener(
      'school-link-groups-select',
      (e) => resolve((e as CustomEvent<LinkGroupSelection>).detail),
      { once: true },
    ),
  );
  // The page keeps the visit: the test must stay on its own page.
  shadow.addEventListener('click', (e) => e.preventDefault());
  const first = shadow.querySelector('a') as HTMLAnchorElement;
  await userEvent.click(first);
  const [group] = await demoGroups();
  const link = group?.page_link[0];
  expect(await selected).toEqual({
    group: group?.name,
    title: link?.title,
    href: `https://school.example${link?.link}`,
    path: link?.link,
  });
});

it.each([
  [1280, 4],
  [375, 1],
])('at %i px puts %i group(s) side by side, without widening the page', async (width, across) => {
  await page.viewport(width, 900);
  const el = mount(`<school-link-groups api-base="${apiBase}"></school-link-groups>`);
  const shadow = await ready(el);
  const tops = groupsOf(shadow).map((g) => Math.round(g.getBoundingClientRect().top));
  expect(tops.filter((top) => top === tops[0])).toHaveLength(across);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  for (const a of shadow.querySelectorAll('a')) {
    const box = a.getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.right).toBeLessThanOrEqual(width);
  }
});

it('reaches every link with Tab, each with a visible focus ring', async () => {
  mount('<button type="button">before</button>');
  const el = mount(`<school-link-groups api-base="${apiBase}"></school-link-groups>`);
  const shadow = await ready(el);
  const links = [...shadow.querySelectorAll('a')];
  (document.querySelector('button') as HTMLButtonElement).focus();
  for (const link of links) {
    await userEvent.keyboard('{Tab}');
    expect(shadow.activeElement).toBe(link);
    expect(getComputedStyle(link).outlineStyle).toBe('solid');
  }
});

it('takes the heading level and the language it is given', async () => {
  const el = mount(
    `<school-link-groups api-base="${apiBase}" heading-level="3" lang="bn"></school-link-groups>`,
  );
  const shadow = await ready(el);
  expect(shadow.querySelectorAll('h3')).toHaveLength(4);
  expect(shadow.querySelector('nav')?.getAttribute('aria-label')).toBe('দরকারি লিংক');
});

describeElementContract({
  tag: 'school-link-groups',
  loadEvent: 'school-link-groups-load',
});
