import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './harness.ts';

/**
 * A smoke run in WebKitGTK (Safari's engine, not Safari): Debian's WebKitWebDriver driving its
 * MiniBrowser under xvfb-run, over plain WebDriver HTTP (classic WebDriver only: no BiDi, so
 * errors are collected by a script in the page). MiniBrowser's window is at least 447 px wide.
 */
const DRIVER = '/usr/bin/WebKitWebDriver';
const BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

let stack: Awaited<ReturnType<typeof startStack>>;
let driver: ChildProcess;
/** xvfb-run's own temporary folder (its X authority), removed after the run. */
let xvfbDir: string;
let base: string;
let session: string;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const { value } = (await response.json()) as { value: T & { error?: string } };
  if (value && typeof value === 'object' && 'error' in value) {
    throw new Error(`WebDriver ${path}: ${JSON.stringify(value)}`);
  }
  return value;
}

/** Runs `script` in the page (its `done` argument resolves it) and returns what it resolves. */
const run = <T>(script: string) =>
  call<T>('POST', `/session/${session}/execute/async`, { script, args: [] });

beforeAll(async () => {
  if (!existsSync(DRIVER)) {
    throw new Error(`${DRIVER} is missing: apt-get install webkit2gtk-driver xvfb (see .ci/run)`);
  }
  stack = await startStack();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  base = `http://127.0.0.1:${port}`;
  // A process group of its own: xvfb-run, its Xvfb and the driver end together (afterAll).
  xvfbDir = await mkdtemp(join(tmpdir(), 'school-xvfb-'));
  driver = spawn('xvfb-run', ['-a', DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, TMPDIR: xvfbDir },
  });
  // The virtual display and the driver take a few seconds to come up, more on a busy machine
  // (12 s was seen beside the other files); the limit only catches a driver that never does.
  const deadline = performance.now() + 45_000;
  const up = () =>
    fetch(`${base}/status`).then(
      (r) => r.ok,
      () => false,
    );
  while (!(await up())) {
    if (performance.now() > deadline) throw new Error(`${DRIVER} did not answer on ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const created = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: { 'webkitgtk:browserOptions': { binary: BROWSER, args: ['--automation'] } },
    },
  });
  session = created.sessionId;
  await call('POST', `/session/${session}/window/rect`, { width: 447, height: 800 });
}, 60_000);

afterAll(async () => {
  if (session) await call('DELETE', `/session/${session}`).catch(() => {});
  // Killing xvfb-run alone left its Xvfb and the driver running after every run.
  if (driver?.pid) process.kill(-driver.pid, 'SIGTERM');
  if (xvfbDir) await rm(xvfbDir, { recursive: true, force: true });
  await stack?.stop();
});

/** Opens `path`, then waits until the app has taken over and the provider's data is in. */
async function open(path: string, ready: string) {
  await call('POST', `/session/${session}/url`, { url: `${stack.siteUrl}${path}` });
  await run(`const done = arguments[arguments.length - 1];
    window.__errors = [];
    window.addEventListener('error', (event) => window.__errors.push(String(event.message)));
    const until = Date.now() + 20000;
    (function wait() {
      if (document.querySelector(${JSON.stringify(ready)}) || Date.now() > until) done();
      else setTimeout(wait, 100);
    })();`);
}

describe('the site in WebKit', () => {
  it('shows the admission form under a slim header, its select like its inputs, without layout errors', async () => {
    await open('/admission-page', 'html[data-app="ready"] form[data-step="student"]');
    const seen = await run<{
      header: number;
      input: [number, string];
      select: [number, string];
      sideways: number;
      errors: string[];
    }>(`const done = arguments[arguments.length - 1];
      // A relayout, as the font arriving or a phone turned makes one.
      document.body.style.paddingRight = '1px';
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
        const look = (el) => [Math.round(el.getBoundingClientRect().height), getComputedStyle(el).backgroundColor];
        done({
          header: Math.round(document.querySelector('.notice-bar').getBoundingClientRect().bottom),
          input: look(document.querySelector('main form input[type="text"]')),
          select: look(document.querySelector('main form select')),
          sideways: document.documentElement.scrollWidth - innerWidth,
          errors: window.__errors,
        });
      }, 500)));`);
    expect(seen.header).toBeLessThanOrEqual(120);
    expect(seen.select).toEqual(seen.input);
    expect(seen.sideways).toBeLessThanOrEqual(0);
    expect(seen.errors).toEqual([]);
  });

  it('opens the menu once, with Exam Result and Admission at its top level', async () => {
    await open('/bn/exam-result?roll=110001&year=3&exam=1', 'html[data-app="ready"]');
    const menu = await run<{ open: boolean; first: string[]; errors: string[] }>(`
      const done = arguments[arguments.length - 1];
      document.querySelector('.menu-button').click();
      setTimeout(() => done({
        open: document.querySelector('dialog.drawer').open,
        first: [...document.querySelectorAll('dialog.drawer nav > ul > li > a')].slice(0, 3).map((a) => a.textContent),
        errors: window.__errors,
      }), 500);`);
    expect(menu.open).toBe(true);
    expect(menu.first).toEqual(['প্রথম পাতা', 'পরীক্ষার ফলাফল', 'ভর্তি']);
    expect(menu.errors).toEqual([]);
  });
});
