import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileResponse, SCRIPT_PAYLOADS } from '../packages/api/src/contract/hostile.ts';
import { type RunningSite, startSite } from '../site/server.ts';
import { CHROMIUM_ARGS, SHELL_CHROMIUM_PATH } from './chromium.ts';

/**
 * Issue 11: the built site against a provider whose every text is a script payload and whose
 * every address is `javascript:`, `data:` or `vbscript:`. No payload runs on any page, in either
 * language; no dangerous address, inline handler, script or foreign frame reaches the DOM or a
 * shadow root, at any moment (a watcher sees what is added and removed again); the console says
 * nothing but the failed loads a hostile provider earns.
 */

const DIST = fileURLToPath(new URL('../site/dist', import.meta.url));
const ROUTES = [
  '/',
  '/notices-and-announcements',
  '/events',
  '/staffs',
  '/contact-us',
  '/about-institute',
  '/video-gallery',
  '/picture-gallery',
  '/bn/',
  '/bn/notices-and-announcements',
  '/bn/contact-us',
];

/** A provider of the contract's shape with payloads everywhere, for any page that asks. */
function startHostileProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD, POST',
      'access-control-allow-headers': 'Content-Type, Accept, Idempotency-Key',
    };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    const { pathname } = new URL(req.url ?? '/', 'http://provider');
    const answer = hostileResponse(req.method ?? 'GET', pathname) ?? {
      status: 404,
      body: { message: SCRIPT_PAYLOADS[1] },
    };
    res
      .writeHead(answer.status, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

/**
 * Runs in the page before its own scripts: watches the document and every shadow root as it is
 * attached, and notes each dangerous address, inline handler, script or foreign frame.
 */
function watchPage() {
  const found: string[] = [];
  (window as unknown as { __found: string[] }).__found = found;
  const FRAME_HOSTS = [
    'www.youtube.com',
    'www.youtube-nocookie.com',
    'player.vimeo.com',
    'www.google.com',
    'maps.google.com',
  ];
  const dangerous = (value: string) =>
    /^(?:javascript|data|vbscript):/.test(
      [...value]
        .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
        .join('')
        .toLowerCase(),
    );
  const inShadow = (el: Element) => el.getRootNode() instanceof ShadowRoot;
  const check = (el: Element) => {
    const root = el.getRootNode();
    // Where it is: the element whose shadow root holds it, or the page.
    const name = `${root instanceof ShadowRoot ? `${root.host.localName} > ` : ''}${el.localName}`;
    if (/^(object|embed|applet|frame|frameset|base)$/.test(el.localName)) found.push(`<${name}>`);
    if (el.localName === 'script' && (inShadow(el) || /__pwned/.test(el.textContent ?? ''))) {
      found.push('<script> from the provider');
    }
    if (el.localName === 'iframe') {
      const src = el.getAttribute('src') ?? '';
      let host = '';
      try {
        const url = new URL(src);
        host = url.protocol === 'https:' ? url.hostname : '';
      } catch {}
      if (!FRAME_HOSTS.includes(host)) found.push(`<iframe src="${src}">`);
    }
    for (const attribute of el.attributes) {
      if (attribute.name.startsWith('on')) found.push(`<${name} ${attribute.name}>`);
      if (/^(href|src|srcset|poster|action|formaction|data|xlink:href)$/.test(attribute.name)) {
        const parts = attribute.name === 'srcset' ? attribute.value.split(',') : [attribute.value];
        if (parts.some((part) => dangerous(part.trim()))) {
          found.push(`<${name} ${attribute.name}="${attribute.value}">`);
        }
      }
    }
  };
  const checkTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    check(node);
    for (const el of node.querySelectorAll('*')) check(el);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) check(record.target);
      for (const node of record.addedNodes) checkTree(node);
    }
  });
  const observe = (root: Node) =>
    observer.observe(root, { subtree: true, childList: true, attributes: true });
  observe(document);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    observe(root);
    return root;
  };
}

/** What is in the page now, into every open shadow root: the same checks, and the states. */
function inspectPage() {
  const all: Element[] = [];
  const walk = (root: ParentNode) => {
    for (const el of root.querySelectorAll('*')) {
      all.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  const loading = all
    .filter((el) => el.getAttribute('data-state') === 'loading')
    .map((el) => el.localName);
  const text = [document.body, ...all.flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))]
    .map((root) => root.textContent ?? '')
    .join('\n');
  return {
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    found: (window as unknown as { __found: string[] }).__found,
    loading,
    text,
  };
}

describe('the site with a hostile provider', () => {
  let provider: { url: string; server: Server };
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(join(DIST, 'widgets', 'elements.js'))) {
      throw new Error('site/dist is missing or incomplete: run npm run build first.');
    }
    provider = await startHostileProvider();
    site = await startSite({ port: 0, host: '127.0.0.1', apiBase: provider.url, distDir: DIST });
    browser = await chromium.launch({
      executablePath: SHELL_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    provider?.server.closeAllConnections();
    await new Promise((resolve) => provider?.server.close(resolve));
  });

  it.each(ROUTES)('%s runs no payload and shows none as markup', async (route) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.addInitScript(watchPage);
    try {
      await page.goto(site.url + route, { waitUntil: 'load' });
      // Widgets below the fold start when they come near the viewport.
      for (let y = 0; y < 12; y++) {
        await page.mouse.wheel(0, 1200);
        await page.waitForTimeout(100);
      }
      await expect
        .poll(async () => (await page.evaluate(inspectPage)).loading, {
          timeout: 15_000,
        })
        .toEqual([]);
      await page.waitForTimeout(300);
      const seen = await page.evaluate(inspectPage);
      expect(seen.pwned).toBeUndefined();
      expect([...new Set(seen.found)]).toEqual([]);
      // The payloads did arrive, and were shown as the text they are.
      expect(SCRIPT_PAYLOADS.some((payload) => seen.text.includes(payload))).toBe(true);
      // Only failed loads (a hostile provider's 404s, say); never a script error or a CSP report.
      expect(errors.filter((text) => !/^Failed to load resource/.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
