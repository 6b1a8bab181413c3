import type { CommitteeMember } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './committee.element.ts';
import { apiBase, expectAccessible, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

const committee = () => mount(`<school-committee api-base="${apiBase}"></school-committee>`);

it("shows the demo committee's first 16 members once, with photo, name and designation", async () => {
  const listed = (await (await fetch(`${apiBase}/committees`)).json()) as CommitteeMember[];
  const file = (await (
    await fetch(`${apiBase}/committeeMembers.json`)
  ).json()) as CommitteeMember[];
  // The demo answers the same 20 members at both addresses: merged, 20; shown, 16.
  expect(listed.length).toBeGreaterThan(16);
  expect(file.map((m) => m.name)).toEqual(listed.map((m) => m.name));
  const loaded = new Promise<CommitteeMember[]>((resolve) =>
    document.addEventListener('school-committee-load', (e) =>
      resolve((e as CustomEvent<CommitteeMember[]>).detail),
    ),
  );
  const root = await ready(committee());
  const first16 = listed.slice(0, 16);
  expect((await loaded).map((m) => m.name)).toEqual(first16.map((m) => m.name));
  const cards = [...root.querySelectorAll('[part="card"]')];
  expect(cards.map((c) => c.querySelector('[part="name"]')?.textContent)).toEqual(
    first16.map((m) => m.name),
  );
  expect(cards.map((c) => c.querySelector('[part="designation"]')?.textContent)).toEqual(
    first16.map((m) => m.designation),
  );
  const img = cards[0]?.querySelector('img') as HTMLImageElement;
  expect(img.loading).toBe('lazy');
  await expect.poll(() => img.complete && img.naturalWidth).toBeGreaterThan(0);
  const box = img.getBoundingClientRect();
  expect([box.width, box.height]).toEqual([96, 96]);
});

it('has one column on a phone and four or more on a wide screen, without sideways scrolling', async () => {
  await page.viewport(375, 800);
  const root = await ready(committee());
  const lefts = () =>
    new Set(
      [...root.querySelectorAll('[part="card"]')].map((c) =>
        Math.round(c.getBoundingClientRect().left),
      ),
    );
  expect(lefts().size).toBe(1);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  await page.viewport(1280, 800);
  await expect.poll(() => lefts().size).toBeGreaterThanOrEqual(4);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
});

it('has no axe violations, contrast included', async () => {
  const el = committee();
  await ready(el);
  await expectAccessible(el);
});

describeElementContract({ tag: 'school-committee', loadEvent: 'school-committee-load' });
