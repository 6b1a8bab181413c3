import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { apiBase, resetPage } from '../../test/browser.ts';
import { defineElement, type WidgetProps } from '../element/define-element.tsx';
import { Pager } from './pager.tsx';
import * as ui from './ui.css.ts';

/** The students directory's pager: 412 pages. */
function StudentPages({ lang }: Partial<WidgetProps>) {
  const [page, setPage] = useState(200);
  return (
    <div className={ui.root}>
      <Pager page={page} pages={412} onPage={setPage} lang={lang} />
    </div>
  );
}

defineElement('test-student-pages', StudentPages, { styles: [] });

afterEach(resetPage);

async function mount() {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<test-student-pages api-base="${apiBase}"></test-student-pages>`,
  );
  const host = document.body.lastElementChild as HTMLElement;
  await expect.poll(() => host.shadowRoot?.querySelector('nav')).toBeTruthy();
  return { host, shadow: host.shadowRoot as ShadowRoot };
}

it('gives every button a target of at least 24 × 24 px, inside a shadow root', async () => {
  const { shadow } = await mount();
  const buttons = [...shadow.querySelectorAll('button')];
  expect(buttons).toHaveLength(9);
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  // Its styles reached the shadow root: the current page wears the provider's primary colour.
  const current = shadow.querySelector('[aria-current="page"]') as Element;
  const [r, g, b] = [1, 3, 5].map((i) =>
    Number.parseInt(inject('sitePrimary').slice(i, i + 2), 16),
  );
  // The provider's colours arrive with their own answer, a moment after the element is drawn.
  await expect.poll(() => getComputedStyle(current).backgroundColor).toBe(`rgb(${r}, ${g}, ${b})`);
});

it('moves the window with the page chosen', async () => {
  const { shadow } = await mount();
  await userEvent.click(shadow.querySelector('[aria-label="Page 202"]') as HTMLElement);
  expect(shadow.querySelector('[aria-current="page"]')?.textContent).toBe('202');
  expect([...shadow.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    '‹ Previous',
    '1',
    '…',
    '200',
    '201',
    '202',
    '203',
    '204',
    '…',
    '412',
    'Next ›',
  ]);
});

it('has no accessibility violations in Chromium, target size and contrast included', async () => {
  const { host } = await mount();
  const results = await axe.run(host, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag22aa', 'best-practice'] },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  const passed = results.passes.map((p) => p.id);
  expect(passed).toContain('color-contrast');
  expect(passed).toContain('target-size');
});
