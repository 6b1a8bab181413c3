/**
 * `npm run bench:size` after `npm run build`: the embed bundle's sizes. First what each element
 * imports before it shows (the built files), then what a partner page downloads until each
 * element is ready, measured in Chromium's headless shell against the demo provider
 * (scripts/to-ready.ts).
 */
import { chromium } from 'playwright-core';
import { startDemoProvider } from '../packages/server/src/testing.ts';
import { TAGS } from '../packages/widgets/src/elements.ts';
import { startSite } from '../site/server.ts';
import { CHROMIUM_ARGS, SHELL_CHROMIUM_PATH } from '../tests/chromium.ts';
import { formatReport, measureEmbedBundle } from './bundle-size.ts';
import { formatToReady, measureToReady } from './to-ready.ts';

async function toReady(baseline: number): Promise<string> {
  const provider = await startDemoProvider();
  const site = await startSite({
    port: 0,
    host: '127.0.0.1',
    apiBase: provider.url,
    siteName: 'Demo',
  });
  const browser = await chromium.launch({
    executablePath: SHELL_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const only = process.argv.slice(2);
    const tags = only.length ? TAGS.filter((tag) => only.includes(tag)) : TAGS;
    return formatToReady(
      await measureToReady({ browser, siteUrl: site.url, apiBase: provider.url, tags }),
      baseline,
    );
  } finally {
    await browser.close();
    await site.close();
    await provider.close();
  }
}

try {
  const report = await measureEmbedBundle();
  console.info(formatReport(report));
  console.info(`\nWhat a page of another origin downloads until the element is ready:\n`);
  console.info(await toReady(report.baseline.gzip));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
