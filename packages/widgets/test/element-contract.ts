import axe from 'axe-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { WidgetState } from '../src/runtime/store.ts';
import { mount } from './browser.ts';

/** A port where nothing listens: the provider is "stopped". */
export const STOPPED_PROVIDER = 'http://127.0.0.1:9';

export interface ElementContract {
  tag: string;
  /** Its own attributes for a loaded element (besides `api-base`). */
  attributes?: Record<string, string>;
  /** What `data-state` it reaches on the demo provider (default `ready`). */
  loaded?: WidgetState;
  /** The event it dispatches once loaded, if any: it must bubble out of the shadow root. */
  loadEvent?: string;
  /** It takes no room at all on a failure (the ticker), instead of showing `Error:` and Retry. */
  hiddenOnError?: boolean;
  /**
   * It loads nothing (a form that only sends): it is `ready` at once, provider or not, so a
   * stopped provider shows only when the visitor sends, which the widget's own tests cover.
   */
  loadsNothing?: boolean;
}

// On the body and everything in it, the element itself included. Not on <html>: its font size
// is the visitor's own setting, which the widgets follow through rem units, as they should.
const HOSTILE_CSS = `
  body, body * { color: rgb(255, 0, 0) !important; font: italic 31px/3 serif !important;
      letter-spacing: 0.3em !important; text-transform: uppercase !important; }
  a, button, input, select, textarea, p, h1, h2, h3, h4, li, ul, td, th, img, table, nav,
  section, div, span { margin: 23px !important; padding: 17px !important;
      border: 7px dashed rgb(255, 0, 0) !important; background: rgb(255, 255, 0) !important; }
`;

const WATCHED = [
  'color',
  'font-size',
  'font-family',
  'font-style',
  'letter-spacing',
  'text-transform',
  'line-height',
  'margin-top',
  'padding-top',
  'border-top-width',
  'border-top-style',
  'background-color',
] as const;

/** The watched style of every element in a shadow root, as text. */
function styleSnapshot(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('*')].map((el) => {
    const style = getComputedStyle(el);
    return `${el.localName}: ${WATCHED.map((p) => style.getPropertyValue(p)).join(' | ')}`;
  });
}

function markup(tag: string, attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
    .join('');
  return `<${tag}${attrs}></${tag}>`;
}

/**
 * What every `school-*` element promises a host page, as tests in Chromium against the real demo
 * provider: an open shadow root with its styles adopted, `data-state`, load events that reach the
 * page, host CSS that changes nothing inside (and its CSS nothing outside), its own `Error:` with
 * Retry when the provider is stopped, and no axe violations, colour contrast included.
 */
export function describeElementContract(contract: ElementContract) {
  const {
    tag,
    attributes = {},
    loaded = 'ready',
    loadEvent,
    hiddenOnError = false,
    loadsNothing = false,
  } = contract;
  const apiBase = inject('apiBase');
  const element = (base = apiBase) => mount(markup(tag, { 'api-base': base, ...attributes }));

  describe(`<${tag}> keeps the element contract`, () => {
    afterEach(() => {
      document.body.innerHTML = '';
      for (const style of document.head.querySelectorAll('style[data-contract]')) style.remove();
    });

    it(`renders in an open shadow root with its styles and reaches data-state="${loaded}"`, async () => {
      const seen = loadEvent
        ? new Promise<Event>((resolve) => document.addEventListener(loadEvent, resolve))
        : null;
      const el = element();
      await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe(loaded);
      const root = el.shadowRoot as ShadowRoot;
      expect(root.mode).toBe('open');
      // The host rules, the theme, the ui primitives and the widget's own at least.
      expect(root.adoptedStyleSheets.length).toBeGreaterThanOrEqual(4);
      expect(root.childElementCount).toBeGreaterThan(0);
      if (seen) {
        const event = await seen;
        expect(event.bubbles && event.composed).toBe(true);
        expect(event.target).toBe(el);
      }
    });

    it('is not restyled by hostile host CSS, and its CSS does not reach the page', async () => {
      const outside = mount('<p>host text</p>');
      const el = element();
      await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe(loaded);
      const root = el.shadowRoot as ShadowRoot;
      const before = styleSnapshot(root);
      const outsideBefore = getComputedStyle(outside).fontFamily;
      const style = document.createElement('style');
      style.dataset.contract = '';
      style.textContent = HOSTILE_CSS;
      document.head.append(style);
      expect(styleSnapshot(root)).toEqual(before);
      // The hostile rules do apply on the page: the comparison above means something.
      expect(getComputedStyle(outside).fontFamily).not.toBe(outsideBefore);
      style.remove();
      expect(getComputedStyle(outside).fontFamily).toBe(outsideBefore);
    });

    if (!loadsNothing) {
      it(
        hiddenOnError
          ? 'takes no room when the provider is stopped'
          : 'shows its own Error: with a Retry button when the provider is stopped',
        async () => {
          const el = element(STOPPED_PROVIDER);
          await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('error');
          if (hiddenOnError) {
            expect(el.getBoundingClientRect().height).toBe(0);
            return;
          }
          const root = el.shadowRoot as ShadowRoot;
          expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/^Error: \S/);
          expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toContain(
            'Try again',
          );
        },
      );
    }

    it('has no accessibility violations in Chromium, colour contrast included', async () => {
      const el = element();
      await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe(loaded);
      const results = await axe.run(el, { rules: { region: { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}
