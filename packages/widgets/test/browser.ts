import { type ApiClient, createApiClient } from '@school/api';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { expect, inject, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import type { WidgetState } from '../src/runtime/store.ts';

/**
 * What the element tests in Chromium share: the page they start from, the demo provider they
 * talk to, and the few ways they look at an element. Each file calls `afterEach(resetPage)`.
 */

/** The real provider with the demo data (test/provider.global.ts starts it). */
export const apiBase = inject('apiBase');

/** Vitest's own page size: what every test starts with. */
const VIEWPORT = { width: 414, height: 896 } as const;

/** `html` at the end of the page; its first element. */
export function mount(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

const roots = new Set<Root>();

/** A view as plain React (no custom element) in `host`, added to the page; the host. */
export function render(view: ReactNode, host = '<div></div>'): HTMLElement {
  const el = mount(host);
  const root = createRoot(el);
  roots.add(root);
  root.render(view);
  return el;
}

let mediaEmulated = false;

/** The visitor has asked for less motion (`prefers-reduced-motion: reduce`), for this test. */
export async function preferReducedMotion() {
  mediaEmulated = true;
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
}

/**
 * The page as a test found it: nothing rendered, nothing a test added to the head, no spies,
 * nothing stored, scrolled to the top, the default size, and no emulated media.
 */
/**
 * What a download test stands in for to record a save instead of making a file; `resetPage` puts
 * each back, so a test patches them without restoring them itself.
 */
export const real = {
  createObjectURL: URL.createObjectURL,
  click: HTMLAnchorElement.prototype.click,
  dispatchEvent: HTMLAnchorElement.prototype.dispatchEvent,
};

export async function resetPage() {
  URL.createObjectURL = real.createObjectURL;
  HTMLAnchorElement.prototype.click = real.click;
  HTMLAnchorElement.prototype.dispatchEvent = real.dispatchEvent;
  for (const root of roots) root.unmount();
  roots.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  for (const s of document.head.querySelectorAll('[data-test]')) s.remove();
  localStorage.clear();
  window.scrollTo(0, 0);
  // Each of these is a round trip to the browser: only when a test changed it.
  if (innerWidth !== VIEWPORT.width || innerHeight !== VIEWPORT.height) {
    await page.viewport(VIEWPORT.width, VIEWPORT.height);
  }
  if (mediaEmulated) {
    mediaEmulated = false;
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  }
}

/**
 * Parks the pointer in a corner. The pointer stays where the last test (or the last file) left
 * it; over a carousel or a ticker it holds the autoplay, over a picture it prefetches.
 */
export async function pointerAway() {
  const corner = mount(
    '<div style="position: fixed; right: 0; bottom: 0; width: 4px; height: 4px"></div>',
  );
  await userEvent.hover(corner);
  corner.remove();
}

/**
 * Waits until `value()` is `expected`, on the real clock. (`expect.poll` moves a fake clock on
 * as it waits, and a test of autoplay must know exactly how far its clock has gone.)
 */
export async function until<T>(value: () => T, expected: T, timeout = 10_000): Promise<void> {
  const deadline = performance.now() + timeout;
  while (value() !== expected) {
    if (performance.now() > deadline) expect(value()).toBe(expected);
    await settle(20);
  }
}

/** The element once it reaches `state` (loaded, by default): its shadow root. */
export async function ready(el: HTMLElement, state: WidgetState = 'ready'): Promise<ShadowRoot> {
  await until(() => el.getAttribute('data-state'), state);
  return el.shadowRoot as ShadowRoot;
}

/** The next `name` event that reaches the document. */
export function nextEvent<T>(name: string): Promise<CustomEvent<T>> {
  return new Promise((resolve) =>
    document.addEventListener(name, (e) => resolve(e as CustomEvent<T>), { once: true }),
  );
}

/** The `detail` of the next `name` event that reaches the document. */
export async function nextDetail<T>(name: string): Promise<T> {
  return (await nextEvent<T>(name)).detail;
}

/** What the demo provider answers at `path`, to compare an element with. */
export async function demo<T>(path: string): Promise<T> {
  return (await (await fetch(`${apiBase}${path}`)).json()) as T;
}

/** How many of the page's requests so far (Resource Timing) match `pattern`. */
export const fetched = (pattern: RegExp) =>
  performance.getEntriesByType('resource').filter((entry) => pattern.test(entry.name)).length;

/**
 * The real provider, answering only once the test calls `answer()`: a view's skeleton can be
 * measured before its data arrives.
 */
export function heldProvider(): { api: ApiClient; answer: () => void } {
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
  return { api, answer };
}

/**
 * The height of a view's skeleton and of the view once loaded (when `loaded` matches in it),
 * rendered in `host` against the held provider.
 */
export async function skeletonAndLoaded(
  view: (api: ApiClient) => ReactNode,
  { loaded, host = '<div></div>' }: { loaded: string; host?: string },
): Promise<{ skeleton: number; loaded: number }> {
  const provider = heldProvider();
  const el = render(view(provider.api), host);
  await expect.poll(() => el.querySelector('[role="status"]')).not.toBeNull();
  const skeleton = el.getBoundingClientRect().height;
  provider.answer();
  await expect.poll(() => el.querySelector(loaded), { timeout: 10_000 }).not.toBeNull();
  return { skeleton, loaded: el.getBoundingClientRect().height };
}

/** Every control a finger or pointer aims at is at least 24 × 24 px (WCAG 2.5.8). */
export function expectTargetsOf24px(root: ParentNode) {
  for (const button of root.querySelectorAll('button')) {
    const box = button.getBoundingClientRect();
    expect(Math.min(box.width, box.height), button.outerHTML).toBeGreaterThanOrEqual(24);
  }
}

/** A carousel's dots and its Pause/Play button, as a visitor finds them. */
export function carouselControls(shadow: ShadowRoot) {
  const dots = () => [...shadow.querySelectorAll<HTMLButtonElement>('button[aria-label^="Slide"]')];
  return {
    dots,
    /** The page the dots mark as current (from 0). */
    current: () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
    toggle: () =>
      [...shadow.querySelectorAll('button')].find((b) =>
        /^(Pause|Play)$/.test(b.textContent ?? ''),
      ),
  };
}

/** A carousel element once its items are in and glider has set it up. */
export async function carouselReady(el: HTMLElement) {
  const shadow = await ready(el);
  await gliderReady(shadow);
  return { shadow, ...carouselControls(shadow) };
}

/**
 * A carousel once a visitor has reached its slides (glider comes then, see use-glider.ts) and
 * glider has set it up. Not the pointer's own `pointerover`: that would hold an autoplay.
 */
export async function gliderReady(root: ParentNode) {
  await until(() => root.querySelector('[part="slides"]') !== null, true);
  root.querySelector('[part="slides"]')?.dispatchEvent(new PointerEvent('pointerenter'));
  await until(() => root.querySelector('.glider') !== null, true);
}

/**
 * The autoplay's clock, faked: mount the carousel after this, then `vi.advanceTimersByTime`.
 * Only setInterval (the autoplay) is faked; glider's scrolling and React keep their real clocks.
 * Until the clock is measured, wait with `until`, not `expect.poll` (which moves it).
 */
export function fakeAutoplayClock() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const armed = vi.spyOn(globalThis, 'setInterval');
  return {
    /**
     * The period of the interval armed last, in ms. A carousel re-arms its autoplay whenever it
     * is held and let go (a layout change under a resting pointer, say), which restarts the count.
     */
    period: () => armed.mock.lastCall?.[1],
  };
}

/**
 * A moment of real time for a move to show: a step scrolls the slides, and the dots follow the
 * scroll a few frames later. setTimeout stays real under `fakeAutoplayClock`.
 */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * axe in Chromium over `el` for WCAG 2.2 AA and best practice: no violations, and the rules in
 * `ran` really checked something (colour contrast, by default), so "none" means something.
 */
export async function expectAccessible(el: Element, ran: string[] = ['color-contrast']) {
  const results = await axe.run(el, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag22aa', 'best-practice'] },
    rules: { region: { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(results.passes.map((p) => p.id)).toEqual(expect.arrayContaining(ran));
}

/** A blank PNG `side` pixels square, as a file a visitor might choose. */
export async function pngFile(side: number, name = 'small.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/**
 * Every face a download button shows while it works (`"<text> <aria-disabled>"`), recorded as
 * it changes: a busy face can come and go between two polls. `stop()` ends the recording.
 */
export function facesOf(button: HTMLElement) {
  const faces = new Set<string>();
  const watch = new MutationObserver(() =>
    faces.add(`${button.textContent} ${button.getAttribute('aria-disabled')}`),
  );
  watch.observe(button, { subtree: true, childList: true, characterData: true, attributes: true });
  return { faces, stop: () => watch.disconnect() };
}
