import { createApiClient, type SeatInfo as SeatInfoRow } from '@school/api';
import axe from 'axe-core';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, inject, it } from 'vitest';
import { page } from 'vitest/browser';
import '../theme/theme.css.ts';
import { SeatInfo } from './seat-info.tsx';
import './seat-info.element.ts';
import { describeElementContract } from '../../test/element-contract.ts';

const apiBase = inject('apiBase');

afterEach(async () => {
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

const seatInfo = () => mount(`<school-seat-info api-base="${apiBase}"></school-seat-info>`);

it("shows a card for each of the demo school's classes and the total of their seats", async () => {
  const expected = (await (await fetch(`${apiBase}/seat-info/`)).json()) as SeatInfoRow[];
  const loaded = new Promise<SeatInfoRow[]>((resolve) =>
    document.addEventListener('school-seat-info-load', (e) =>
      resolve((e as CustomEvent<SeatInfoRow[]>).detail),
    ),
  );
  const root = await ready(seatInfo());
  expect(await loaded).toEqual(expected);
  const cards = [...root.querySelectorAll('[part="card"]')];
  expect(cards.map((c) => c.querySelector('[part="class"]')?.textContent)).toEqual(
    expected.map((s) => `Class ${s.class_name}`),
  );
  expect(cards.map((c) => c.querySelector('[part="seats"]')?.textContent)).toEqual(
    expected.map((s) => `${s.no_of_seat.toLocaleString('en-IN')} seats`),
  );
  const total = expected.reduce((sum, s) => sum + s.no_of_seat, 0);
  expect(root.querySelector('[part="total"]')?.textContent).toBe(
    `Total${total.toLocaleString('en-IN')} seats`,
  );
});

it.each([
  [375, 1],
  [1280, 4],
])('reads like a table at %i px: %i cards a row, seats aligned right', async (width, perRow) => {
  await page.viewport(width, 800);
  const root = await ready(seatInfo());
  const tops = [...root.querySelectorAll('[part="card"]')].map((c) =>
    Math.round(c.getBoundingClientRect().top),
  );
  expect(tops.filter((top) => top === tops[0])).toHaveLength(perRow);
  const rights = [...root.querySelectorAll('[part="card"]')].map((c) => {
    const card = c.getBoundingClientRect();
    return (
      card.right - (c.querySelector('[part="seats"]') as HTMLElement).getBoundingClientRect().right
    );
  });
  // Every number ends at the same distance from its card's edge, as in a table's column.
  expect(new Set(rights.map(Math.round)).size).toBe(1);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
});

it.each([375, 1280])('keeps its height from skeleton to cards at %i px', async (width) => {
  await page.viewport(width, 800);
  // The real provider, answering only when the test lets it, so the skeleton can be measured.
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
  const host = mount('<div></div>');
  const root = createRoot(host);
  root.render(<SeatInfo api={api} />);
  await expect.poll(() => host.querySelector('[role="status"]')).not.toBeNull();
  const skeleton = host.getBoundingClientRect().height;
  answer();
  await expect.poll(() => host.querySelector('[part="total"]')).not.toBeNull();
  const loaded = host.getBoundingClientRect().height;
  root.unmount();
  expect(skeleton).toBeGreaterThan(100);
  expect(Math.abs(loaded - skeleton)).toBeLessThanOrEqual(2);
});

it('has no axe violations, contrast of the total included', async () => {
  const el = seatInfo();
  await ready(el);
  const results = await axe.run(el, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag22aa', 'best-practice'] },
    rules: { region: { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(results.passes.map((p) => p.id)).toEqual(expect.arrayContaining(['color-contrast']));
});

describeElementContract({ tag: 'school-seat-info', loadEvent: 'school-seat-info-load' });
