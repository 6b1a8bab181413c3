/**
 * What a partner feels: a plain page of another origin with one element and the script tag,
 * opened in Chromium with an empty cache, and every file of code it fetches from the embed
 * bundle until the element's `data-state` is `ready`, lazy parts included. Each file counts its
 * gzip size (level 9, as React + ReactDOM are counted), and its round: elements.js is round 1,
 * a file asked for by code of round n is round n + 1, so the rounds are requests one after
 * another. Shared by `npm run bench:size` and the budget test (tests/to-ready.test.ts).
 */

import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { budgetOf, WIDGETS_DIST } from './bundle-size.ts';
import { answerYouTubeStills } from './youtube-stills.ts';

/** Rounds of code before an element first paints: elements.js, then its file and the runtime. */
export const PAINT_ROUNDS = 2;

export interface CodeFile {
  /** Path in the embed bundle (`chunks/…`), as in the address. */
  file: string;
  gzip: number;
  round: number;
  /** Asked for before the element's shadow root showed anything. */
  beforePaint: boolean;
}

export interface ToReady {
  tag: string;
  files: CodeFile[];
  /** Their gzip sizes together. */
  gzip: number;
  /** Rounds of code requests until `ready`, and until the first paint. */
  rounds: number;
  paintRounds: number;
}

interface Seen {
  id: string;
  url: string;
  /** The address of the code (or page) that asked for it. */
  by: string | undefined;
  /** Seconds since the epoch, as the page's clock. */
  wallTime: number;
  /** When it was sent, and when its answer was in (the browser's monotonic clock, seconds). */
  sent: number;
  done?: number;
}

interface RequestEvent {
  requestId: string;
  wallTime: number;
  timestamp: number;
  request: { url: string };
  initiator: {
    url?: string;
    stack?: { callFrames: { url: string }[]; parent?: RequestEvent['initiator']['stack'] };
  };
}

/** The address whose code made the request: the top of the initiator's stack, else its own. */
function initiatorUrl(initiator: RequestEvent['initiator']): string | undefined {
  // A `<link rel="modulepreload">` a script inserted names the page, and the script's stack.
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return initiator.url;
}

const gzipCache = new Map<string, number>();

async function gzipOf(dir: string, file: string): Promise<number> {
  const key = path.join(dir, file);
  let size = gzipCache.get(key);
  if (size === undefined) {
    size = gzipSync(await readFile(key), { level: constants.Z_BEST_COMPRESSION }).length;
    gzipCache.set(key, size);
  }
  return size;
}

/**
 * Each of `tags` alone on a page of its own origin, in a fresh browser context (an empty cache),
 * against `apiBase`, loading `${siteUrl}/widgets/elements.js`. `dir` is the bundle on disk.
 */
export async function measureToReady(options: {
  browser: Browser;
  siteUrl: string;
  apiBase: string;
  tags: readonly string[];
  dir?: string;
  /** How long an element may take to be ready before the measure gives up on it. */
  timeoutMs?: number;
}): Promise<ToReady[]> {
  const { browser, siteUrl, apiBase, tags, dir = WIDGETS_DIST, timeoutMs = 20_000 } = options;
  const bundle = `${siteUrl}/widgets/`;
  const partner = createServer((req, res) => {
    const tag = new URL(req.url ?? '/', 'http://partner.invalid').searchParams.get('tag') ?? '';
    if (!/^school-[a-z-]+$/.test(tag)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">` +
        `<title>${tag}</title><script type="module" src="${bundle}elements.js"></script></head>` +
        `<body><${tag} api-base="${apiBase}"></${tag}></body></html>`,
    );
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
  const results: ToReady[] = [];
  try {
    for (const tag of tags) {
      const context = await browser.newContext();
      try {
        // The moment the element's shadow root first holds something, and the code that added
        // each `<link rel="modulepreload">` (the first address on the stack that adds it).
        await context.addInitScript((watched: string) => {
          const marks = window as unknown as { firstPaint: number; preloads: [string, string][] };
          marks.preloads = [];
          const look = () => {
            const root = document.querySelector(watched)?.shadowRoot;
            if (root?.firstElementChild) marks.firstPaint = Date.now();
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
          const note = (nodes: unknown[]) => {
            for (const node of nodes) {
              if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
                const by = /(https?:\/\/[^\s)]+?):\d+:\d+/.exec(new Error().stack ?? '')?.[1];
                if (by) marks.preloads.push([node.href, by]);
              }
            }
          };
          for (const name of ['append', 'prepend'] as const) {
            const add = Element.prototype[name];
            Element.prototype[name] = function (this: Element, ...nodes) {
              note(nodes);
              return add.apply(this, nodes);
            };
          }
          for (const name of ['appendChild', 'insertBefore'] as const) {
            const add = Node.prototype[name] as (...args: unknown[]) => Node;
            (Node.prototype as unknown as Record<string, unknown>)[name] = function (
              this: Node,
              ...args: unknown[]
            ) {
              note(args.slice(0, 1));
              return add.apply(this, args);
            };
          }
        }, tag);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await answerYouTubeStills(page);
        const seen: Seen[] = [];
        cdp.on('Network.requestWillBeSent', (event: RequestEvent) => {
          seen.push({
            id: event.requestId,
            url: event.request.url,
            by: initiatorUrl(event.initiator),
            wallTime: event.wallTime,
            sent: event.timestamp,
          });
        });
        cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) => {
          const request = seen.find((r) => r.id === event.requestId);
          if (request) request.done = event.timestamp;
        });
        await page.goto(`${partnerUrl}?tag=${tag}`);
        await page.waitForFunction(
          (watched) => document.querySelector(watched)?.getAttribute('data-state') === 'ready',
          tag,
          { timeout: timeoutMs, polling: 50 },
        );
        const { firstPaint, preloads } = await page.evaluate(() => {
          const marks = window as unknown as { firstPaint?: number; preloads: [string, string][] };
          return { firstPaint: marks.firstPaint ?? Date.now(), preloads: marks.preloads };
        });
        results.push(await tally(tag, seen, bundle, dir, firstPaint / 1000, new Map(preloads)));
      } finally {
        await context.close();
      }
    }
  } finally {
    partner.closeAllConnections();
    await new Promise((resolve) => partner.close(resolve));
  }
  return results;
}

/** The code files among the requests, each with its round and its size. */
async function tally(
  tag: string,
  seen: Seen[],
  bundle: string,
  dir: string,
  firstPaint: number,
  /** The code that added each preload link, by the link's address. */
  preloadedBy: Map<string, string>,
): Promise<ToReady> {
  const code = (url: string) =>
    url.startsWith(bundle) && /\.(m?js|wasm)$/.test(new URL(url).pathname);
  const round = new Map<string, number>();
  const files: CodeFile[] = [];
  /**
   * A module's imports name their importer. A `<link rel="modulepreload">` names no file (Chromium
   * says `about:client`): its round follows the code that added the link, as the page noted it.
   * (Not the files in when its request was sent: on a busy machine Chromium sent the second of
   * the autoloader's preloads after the first one's file had arrived, and the measure counted a
   * round too many.) A link whose adder is not known waited for every file in when it was sent.
   */
  const parentRound = (request: Seen): number => {
    const by = request.by === 'about:client' ? preloadedBy.get(request.url) : request.by;
    if (by && code(by)) return round.get(by) ?? 0;
    if (request.by !== 'about:client') return 0;
    const arrived = seen.filter(
      (r) => r.done !== undefined && r.done <= request.sent && round.has(r.url),
    );
    return Math.max(0, ...arrived.map((r) => round.get(r.url) ?? 0));
  };
  for (const request of seen) {
    if (!code(request.url) || round.has(request.url)) continue;
    const parent = parentRound(request);
    round.set(request.url, parent + 1);
    const file = request.url.slice(bundle.length).split(/[?#]/)[0] ?? '';
    files.push({
      file,
      gzip: await gzipOf(dir, file),
      round: parent + 1,
      beforePaint: request.wallTime < firstPaint,
    });
  }
  const rounds = Math.max(0, ...files.map((f) => f.round));
  const paintRounds = Math.max(0, ...files.filter((f) => f.beforePaint).map((f) => f.round));
  return { tag, files, gzip: files.reduce((sum, f) => sum + f.gzip, 0), rounds, paintRounds };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per element: bytes to ready, × React, files, rounds (before the first paint). */
export function formatToReady(results: ToReady[], baseline: number): string {
  const head = `${'element'.padEnd(30)}${'to ready'.padStart(10)}${'× React'.padStart(9)}${'budget'.padStart(8)}${'files'.padStart(7)}${'rounds'.padStart(8)}${'to paint'.padStart(10)}`;
  const rows = results.map(
    (r) =>
      `${`<${r.tag}>`.padEnd(30)}${kb(r.gzip).padStart(10)}${(r.gzip / baseline).toFixed(3).padStart(9)}${`≤ ${budgetOf(r.tag).toFixed(2)}`.padStart(8)}${String(r.files.length).padStart(7)}${String(r.rounds).padStart(8)}${String(r.paintRounds).padStart(10)}`,
  );
  return [head, ...rows].join('\n');
}
