import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  hostileResponse,
  isDangerousUrl,
  SCRIPT_PAYLOADS,
} from '../../api/src/contract/hostile.ts';
import { loadElement, TAGS } from './elements.ts';
import './theme/theme.css.ts';
import { resetPage } from '../test/browser.ts';

/**
 * Every element against a provider whose every text is a script payload and whose every address
 * is `javascript:`, `data:` or `vbscript:` (issue 11): rendered, its forms filled and every
 * button and link pressed, no payload runs, no dangerous address reaches an attribute, and no
 * script, plugin or foreign frame appears in its shadow root.
 */

const HOSTILE = 'https://hostile.test';
/** The hosts a frame may come from (the site's CSP says the same). */
const FRAME_HOSTS = new Set([
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.google.com',
  'maps.google.com',
]);
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'poster', 'action', 'formaction', 'data'];
const FORBIDDEN = 'script, object, embed, applet, base, meta, link[rel="import"], frame, frameset';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const realFetch = globalThis.fetch;
const realOpen = window.open;
const opened: string[] = [];

/** The hostile provider, answering the element's own client in the page. */
async function hostileFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.origin !== HOSTILE) return realFetch(input, init);
  const answer = hostileResponse(request.method, url.pathname) ?? {
    status: 404,
    body: { message: SCRIPT_PAYLOADS[0] },
  };
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Stops a safe link from leaving the test page; a dangerous one would be followed (and fail). */
function holdNavigation(event: Event) {
  const anchor = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && !!node.href);
  if (anchor && !isDangerousUrl(anchor.getAttribute('href') ?? '')) event.preventDefault();
}

beforeAll(() => {
  globalThis.fetch = hostileFetch;
  window.open = ((url?: string | URL) => {
    opened.push(String(url ?? ''));
    return null;
  }) as typeof window.open;
  window.addEventListener('click', holdNavigation);
});

afterAll(() => {
  globalThis.fetch = realFetch;
  window.open = realOpen;
  window.removeEventListener('click', holdNavigation);
});

afterEach(resetPage);

/** Every element of a tree, into open shadow roots. */
function deepElements(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [
    el,
    ...(el.shadowRoot ? deepElements(el.shadowRoot) : []),
  ]);
}

function shadowRoots(root: ParentNode): ShadowRoot[] {
  return deepElements(root).flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []));
}

/** What is wrong in the tree: dangerous addresses, handlers, scripts, foreign frames. */
function problems(root: ParentNode): string[] {
  return deepElements(root).flatMap(problemsOf);
}

function problemsOf(el: Element): string[] {
  const found: string[] = [];
  {
    const name = el.localName;
    if (el.matches(FORBIDDEN)) found.push(`<${name}> in the tree`);
    if (name === 'iframe') {
      const src = el.getAttribute('src') ?? '';
      let host = '';
      try {
        host = new URL(src).protocol === 'https:' ? new URL(src).hostname : '';
      } catch {}
      if (!FRAME_HOSTS.has(host)) found.push(`<iframe src="${src}">`);
    }
    for (const attribute of el.attributes) {
      const value = attribute.value;
      if (attribute.name.startsWith('on')) found.push(`<${name} ${attribute.name}>`);
      if (URL_ATTRIBUTES.includes(attribute.name) || attribute.localName === 'href') {
        const parts = attribute.name === 'srcset' ? value.split(',') : [value];
        if (parts.some((part) => isDangerousUrl(part.trim()))) {
          found.push(`<${name} ${attribute.name}="${value}">`);
        }
      }
      if (attribute.name === 'style' && /javascript:|expression\(|url\(/i.test(value)) {
        found.push(`<${name} style="${value}">`);
      }
    }
  }
  return found;
}

/** Sets a field's value the way typing does, so React's controlled inputs see it. */
function fill(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  if (field instanceof HTMLSelectElement) {
    if (field.options.length < 2) return;
    field.selectedIndex = field.options.length - 1;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && !/^(text|tel|number|search|email|)$/.test(field.type)) {
    return;
  }
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, '1');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Everything that is ever added to `root` or set on an element in it, checked as it happens: a
 * picture that fails is often removed at once, and its address with it.
 */
function watch(root: Node): { found: string[]; stop: () => void } {
  const found: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) {
        found.push(...problemsOf(record.target));
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        found.push(...problemsOf(node), ...problems(node));
        if (node.shadowRoot) observe(node.shadowRoot);
      }
    }
  });
  const observe = (target: Node) =>
    observer.observe(target, { subtree: true, childList: true, attributes: true });
  observe(root);
  return { found, stop: () => observer.disconnect() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Fills what can be filled and presses every button and link, twice over (new ones appear). */
async function clickThrough(el: HTMLElement) {
  const pressed = new Set<Element>();
  for (let round = 0; round < 2; round++) {
    const roots = [el.shadowRoot as ShadowRoot, ...shadowRoots(el.shadowRoot as ShadowRoot)];
    for (const root of roots) {
      // A form the widget forgot to hold would take the test page away.
      root.addEventListener('submit', (event) => event.preventDefault());
      for (const field of root.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
        fill(field);
      }
    }
    await settle();
    const targets = roots.flatMap((root) => [
      ...root.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="tab"]'),
    ]);
    for (const target of targets.slice(0, 60)) {
      if (pressed.has(target) || !target.isConnected) continue;
      pressed.add(target);
      target.click();
      await settle();
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    }
    // A dialog left open would cover the next round's buttons.
    for (const root of roots) for (const dialog of root.querySelectorAll('dialog')) dialog.close();
  }
  return pressed.size;
}

const shown = new Set<string>();

// In this order, whatever the run's order: the last test sums up what the ones before it saw.
describe('every element against a hostile provider', { shuffle: false }, () => {
  it.each(TAGS)('<%s> runs no payload from a hostile provider', async (tag) => {
    await loadElement(tag);
    const el = document.createElement(tag);
    el.setAttribute('api-base', HOSTILE);
    const watched = watch(el.shadowRoot as ShadowRoot);
    document.body.append(el);
    await expect
      .poll(() => el.getAttribute('data-state'), { timeout: 10_000 })
      .toMatch(/^(ready|empty|error)$/);
    await settle();
    expect(problems(document.body)).toEqual([]);

    await clickThrough(el);
    // Images that fail, lazy parts that load: give them a moment to do whatever they would do.
    await new Promise((resolve) => setTimeout(resolve, 300));

    watched.stop();
    expect(window.__pwned).toBeUndefined();
    expect(problems(document.body)).toEqual([]);
    expect([...new Set(watched.found)]).toEqual([]);
    expect(opened.filter(isDangerousUrl)).toEqual([]);
    const text = deepElements(el.shadowRoot as ShadowRoot)
      .map((node) => node.textContent ?? '')
      .join('\n');
    if (SCRIPT_PAYLOADS.some((payload) => text.includes(payload))) shown.add(tag);
  });

  it('showed the payloads as text in most elements (the test above saw real data)', () => {
    // Elements whose provider data is only pictures or addresses show no payload as text.
    expect(shown.size, [...shown].join(', ')).toBeGreaterThanOrEqual(TAGS.length / 2);
  });
});
