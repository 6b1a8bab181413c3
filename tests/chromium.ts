import { existsSync } from 'node:fs';

/** Debian's Chromium, the browser people run on a desktop. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The same Chromium build's headless shell (Debian's `chromium-headless-shell`, the one Playwright
 * itself runs headless by default): the same Blink, V8, network stack, downloads and
 * Content-Security-Policy without the browser's window machinery. The tests run in it, but for
 * the report card's download (tests/report-card.test.ts), which stays in the full browser.
 *
 * Measured on this 2-core machine: the route sweeps and page checks of the e2e project took 528 s
 * of CPU in the full browser and 365 s in the shell, with the same tests passing; the 13 visitor
 * and office flow files, 204 s and 129 s (a new browser context costs 0.41 s of CPU in the full
 * browser, 0.08 s in the shell). Without the shell installed, the full browser runs everything.
 */
export const SHELL_CHROMIUM_PATH =
  process.env.SHELL_CHROMIUM_PATH ||
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
