import type { Page } from 'playwright-core';

/**
 * The machines that run the tests and benchmarks have no internet: the stills YouTube serves
 * for the demo's videos are answered in the browser, with `png` or else an empty 204, as a
 * YouTube that answered would. Through the page's own Fetch domain with a pattern, so that only those
 * requests stop for the test: a Playwright route stops every request of the context on its way
 * (measured on the English route sweep: 47 s of CPU with a route, 42 s without). Chromium only,
 * and not a frame of another origin (a route covers those).
 */
export async function answerYouTubeStills(page: Page, png?: Buffer) {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    const answer = png
      ? {
          requestId,
          responseCode: 200,
          responseHeaders: [{ name: 'Content-Type', value: 'image/png' }],
          body: png.toString('base64'),
        }
      : { requestId, responseCode: 204 };
    // The page may be gone by then.
    cdp.send('Fetch.fulfillRequest', answer).catch(() => {});
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://i.ytimg.com/*' }] });
}
