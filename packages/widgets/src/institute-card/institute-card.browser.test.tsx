import { createApiClient, type Institute } from '@school/api';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, inject, it } from 'vitest';
import { page } from 'vitest/browser';
import '../theme/theme.css.ts';
import { InstituteCard } from './institute-card.tsx';
import './institute-card.element.ts';
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
  expect([...shadow.querySelectorAll('a')].map((a) => a.href)).toEqual([
    'mailto:info@shaplamodel.edu.bd',
    'tel:+8801711428536',
    'https://shaplamodel.edu.bd/',
  ]);
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
  const host = mount('<div style="max-width: 36rem"></div>');
  root = createRoot(host);
  root.render(<InstituteCard api={api} />);
  await expect.poll(() => host.querySelector('[role="status"]')).not.toBeNull();
  const skeleton = host.getBoundingClientRect().height;
  answer();
  await expect.poll(() => host.querySelector('h2')).not.toBeNull();
  const loaded = host.getBoundingClientRect().height;
  expect(Math.abs(loaded - skeleton) / loaded).toBeLessThan(0.1);
});

describeElementContract({
  tag: 'school-institute-card',
  loadEvent: 'school-institute-card-load',
});
