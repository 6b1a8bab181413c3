import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiBase, resetPage } from '../../test/browser.ts';
import { defineElement, type WidgetProps } from '../element/define-element.tsx';
import { Button } from './button.tsx';
import { Lightbox } from './lightbox.tsx';
import * as ui from './ui.css.ts';

/** A drawn picture of 1200 × 800 as a data: address. */
const drawn = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><rect width="1200" height="800" fill="${fill}"/></svg>`)}`;

const PICTURES = ['#8ec5fc', '#fbc2a4', '#a5b4fc', '#86efac'].map((fill, i) => ({
  src: drawn(fill),
  alt: `Picture ${i + 1} of 4`,
}));

/** A gallery as a widget has one: a button opens the lightbox at the second picture. */
function Pictures(_: Partial<WidgetProps>) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <div className={ui.root}>
      <Button onClick={() => setIndex(1)}>Open</Button>
      <Lightbox
        pictures={PICTURES}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        label="Picture gallery"
        width={1200}
        height={800}
      />
    </div>
  );
}

defineElement('test-lightbox', Pictures, { styles: [] });

afterEach(resetPage);

/** The lightbox inside a custom element's shadow root, opened by its button. */
async function opened() {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<test-lightbox api-base="${apiBase}"></test-lightbox>`,
  );
  const host = document.body.lastElementChild as HTMLElement;
  await expect.poll(() => host.shadowRoot?.querySelector('button')).toBeTruthy();
  const shadow = host.shadowRoot as ShadowRoot;
  const open = shadow.querySelector('button') as HTMLButtonElement;
  await userEvent.click(open);
  const dialog = shadow.querySelector('dialog') as HTMLDialogElement;
  return {
    shadow,
    open,
    dialog,
    alt: () => dialog.querySelector('img')?.getAttribute('alt'),
    focused: () => shadow.activeElement,
  };
}

it('opens as a modal over the whole window inside a shadow root, focus inside', async () => {
  const { shadow, dialog, alt, focused } = await opened();
  expect(dialog.open).toBe(true);
  expect(dialog.matches(':modal')).toBe(true);
  expect(alt()).toBe('Picture 2 of 4');
  expect(dialog.contains(focused())).toBe(true);
  const box = dialog.getBoundingClientRect();
  expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
  // Its own styles reached the shadow root: the text colour (dark) behind the picture.
  const text = getComputedStyle(shadow.firstElementChild as HTMLElement).color;
  expect(getComputedStyle(dialog).backgroundColor).toBe(text);
  expect(text).not.toBe(getComputedStyle(dialog).color);
});

it('moves with the arrow keys and wraps; Escape closes and the focus returns', async () => {
  const { open, dialog, alt, focused } = await opened();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(alt()).toBe('Picture 1 of 4');
  expect(dialog.querySelector('[aria-live]')?.textContent).toBe('1 of 4');
  await userEvent.keyboard('{ArrowLeft}');
  expect(alt()).toBe('Picture 4 of 4');
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => dialog.open).toBe(false);
  await expect.poll(focused).toBe(open);
});

it('keeps Tab away from the page behind: Close, Previous and Next only', async () => {
  document.body.insertAdjacentHTML('afterbegin', '<button type="button">On the page</button>');
  const { dialog } = await opened();
  const names = new Set<string>();
  for (let i = 0; i < 8; i += 1) {
    await userEvent.keyboard('{Tab}');
    let at = document.activeElement;
    while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
    // Past the last button Chromium lets Tab reach its own toolbar (the body is active then),
    // never the page behind the modal.
    if (at !== document.body)
      names.add(dialog.contains(at) ? (at?.getAttribute('aria-label') ?? '') : 'page');
  }
  expect([...names].sort()).toEqual(['Close', 'Next picture', 'Previous picture']);
});

it('moves with a sideways swipe, and not with a tap or an upward drag', async () => {
  const { dialog, alt } = await opened();
  const stage = dialog.querySelector('img')?.parentElement as HTMLElement;
  const box = stage.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const swipe = (from: number, to: number, dy = 0) => {
    const init = { pointerId: 7, isPrimary: true, bubbles: true, pointerType: 'touch' };
    stage.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: from, clientY: y }));
    stage.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: to, clientY: y + dy }));
  };
  const mid = box.left + box.width / 2;
  swipe(mid + 100, mid - 100);
  await expect.poll(alt).toBe('Picture 3 of 4');
  swipe(mid - 100, mid + 100);
  await expect.poll(alt).toBe('Picture 2 of 4');
  swipe(mid, mid + 10);
  swipe(mid, mid + 60, -200);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(alt()).toBe('Picture 2 of 4');
});

it('shows the whole picture within the window at 375 px, with targets of 44 px', async () => {
  await page.viewport(375, 667);
  const { dialog } = await opened();
  const img = dialog.querySelector('img') as HTMLImageElement;
  await expect.poll(() => img.complete && img.naturalWidth).toBeGreaterThan(0);
  const box = img.getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(375);
  expect(box.bottom).toBeLessThanOrEqual(667);
  for (const button of dialog.querySelectorAll('button')) {
    const b = button.getBoundingClientRect();
    expect([b.width, b.height]).toEqual([44, 44]);
    expect(b.right).toBeLessThanOrEqual(375);
  }
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
});

it('has no accessibility violations in Chromium, colour contrast included', async () => {
  const { dialog } = await opened();
  const results = await axe.run(dialog, { rules: { region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
