import type { DressCode } from '@school/api';
import axe from 'axe-core';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import './dress-code.element.ts';
import { apiBase, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract, STOPPED_PROVIDER } from '../../test/element-contract.ts';

afterEach(resetPage);

const dressCode = (base = apiBase) =>
  mount(`<school-dress-code api-base="${base}"></school-dress-code>`);

it("shows the widget's four drawn uniforms, then the demo provider's entries, every picture loaded", async () => {
  const expected = (await (await fetch(`${apiBase}/dress-code/`)).json()) as DressCode[];
  expect(expected.length).toBeGreaterThan(0);
  const loaded = new Promise<DressCode[]>((resolve) =>
    document.addEventListener('school-dress-code-load', (e) =>
      resolve((e as CustomEvent<DressCode[]>).detail),
    ),
  );
  const root = await ready(dressCode());
  expect(await loaded).toEqual(expected);
  const captions = [...root.querySelectorAll('figcaption')].map((c) => c.textContent);
  expect(captions).toHaveLength(4 + expected.length);
  expect(captions.slice(4)).toEqual(expected.map((d) => d.description));
  const images = [...root.querySelectorAll('img')];
  expect(images.slice(4).map((img) => img.src)).toEqual(expected.map((d) => d.dress_image));
  // The four files the widget ships are served beside its code, and are real pictures.
  for (const img of images) {
    img.loading = 'eager';
    await expect
      .poll(() => img.complete && img.naturalWidth, { timeout: 10_000 })
      .toBeGreaterThan(0);
  }
  expect(images.slice(0, 4).map((img) => [img.naturalWidth, img.naturalHeight])).toEqual(
    Array.from({ length: 4 }, () => [300, 400]),
  );
});

it('reserves each picture’s 3:4 box, two to a row on a phone, without sideways scrolling', async () => {
  await page.viewport(375, 800);
  const root = await ready(dressCode());
  const boxes = [...root.querySelectorAll('img')].map((img) => img.getBoundingClientRect());
  for (const box of boxes) expect(box.height / box.width).toBeCloseTo(4 / 3, 1);
  expect(boxes.filter((b) => Math.round(b.top) === Math.round(boxes[0]?.top ?? -1))).toHaveLength(
    2,
  );
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  await page.viewport(1280, 800);
  await expect
    .poll(() => {
      const tops = [...root.querySelectorAll('img')].map((i) =>
        Math.round(i.getBoundingClientRect().top),
      );
      return tops.filter((t) => t === tops[0]).length;
    })
    .toBeGreaterThanOrEqual(4);
});

it('keeps its own four uniforms when the provider cannot be reached', async () => {
  const el = dressCode(STOPPED_PROVIDER);
  await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('error');
  const root = el.shadowRoot as ShadowRoot;
  expect(root.querySelectorAll('figure')).toHaveLength(4);
  expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/^Error: /);
});

it('has no axe violations, contrast included', async () => {
  const el = dressCode();
  await ready(el);
  const results = await axe.run(el, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag22aa', 'best-practice'] },
    rules: { region: { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

describeElementContract({ tag: 'school-dress-code', loadEvent: 'school-dress-code-load' });
