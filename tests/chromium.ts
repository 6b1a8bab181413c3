import { existsSync } from 'node:fs';

/** Debian's Chromium, the browser people run: the visitor flows are tested in it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The same Chromium build's headless shell (Debian's `chromium-headless-shell`, the one Playwright
 * itself runs headless by default): the same Blink, V8, network stack and Content-Security-Policy
 * without the browser's window machinery. The checks that open hundreds of pages (the route
 * sweeps, the stories, the bad and hostile providers, the element tests) run in it: measured on
 * the e2e project, 528 s of CPU in Chromium, 365 s in the shell, with the same 106 tests passing;
 * a new browser context costs 0.24 s of CPU in it against 0.57 s. The flows a visitor or the
 * office goes through (a result and its report card, the forms, the console, verification) stay
 * in the full browser. Without the shell installed, the full browser runs everything.
 */
export const CHECKS_CHROMIUM_PATH =
  process.env.CHECKS_CHROMIUM_PATH ||
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : CHROMIUM_PATH);

/** The flags Chromium needs on these machines (see TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
