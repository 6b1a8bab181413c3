import type { SeatInfo as SeatInfoRow } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../theme/theme.css.ts';
import { SeatInfo } from './seat-info.tsx';
import './seat-info.element.ts';
import {
  apiBase,
  expectAccessible,
  mount,
  ready,
  resetPage,
  skeletonAndLoaded,
} from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

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
  const { skeleton, loaded } = await skeletonAndLoaded((api) => <SeatInfo api={api} />, {
    loaded: '[part="total"]',
  });
  expect(skeleton).toBeGreaterThan(100);
  expect(Math.abs(loaded - skeleton)).toBeLessThanOrEqual(2);
});

it('has no axe violations, contrast of the total included', async () => {
  const el = seatInfo();
  await ready(el);
  await expectAccessible(el);
});

describeElementContract({ tag: 'school-seat-info', loadEvent: 'school-seat-info-load' });
