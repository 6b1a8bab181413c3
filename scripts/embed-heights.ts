/**
 * `npm run embed:heights` after `npm run build`: how tall each widget's iframe must be to show it
 * without an inner scrollbar, measured on the built site and the demo provider in Chromium's
 * headless shell: each `/embed/<widget>` page, once its element is ready, in a frame 375 and
 * 1280 px wide, in both languages (the taller counts), with room to spare. Writes
 * site/src/content/embed-heights.ts; tests/embed-page.test.ts holds every frame to it.
 */

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { startDemoProvider } from '../packages/server/src/testing.ts';
import { startSite } from '../site/server.ts';
import { WIDGETS } from '../site/src/embed-code.ts';
import { CHROMIUM_ARGS, SHELL_CHROMIUM_PATH } from '../tests/chromium.ts';
import { answerYouTubeStills } from './youtube-stills.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'site', 'src', 'content', 'embed-heights.ts');
export const FRAME_WIDTHS = [375, 1280] as const;
/** Room left below what was measured (a font drawn a little taller, a longer name), in px. */
const ROOM = 24;

/** The height of `/embed/<slug>`'s page at `width`, once its element is ready, in px. */
export async function measureEmbed(
  browser: Browser,
  siteUrl: string,
  slug: string,
  width: number,
  lang: 'en' | 'bn',
): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: 600 } });
  try {
    const page = await context.newPage();
    await answerYouTubeStills(page);
    await page.goto(`${siteUrl}/embed/${slug}?lang=${lang}`);
    await page.waitForFunction(
      () =>
        /^(ready|empty)$/.test(document.body.firstElementChild?.getAttribute('data-state') ?? ''),
      undefined,
      { timeout: 20_000, polling: 100 },
    );
    // Pictures take their reserved boxes; fonts settle.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    return await page.evaluate(() =>
      Math.ceil(document.documentElement.getBoundingClientRect().height),
    );
  } finally {
    await context.close();
  }
}

async function main() {
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
  const rows: string[] = [];
  try {
    for (const { slug } of WIDGETS) {
      const heights: number[] = [];
      for (const width of FRAME_WIDTHS) {
        const both = await Promise.all([
          measureEmbed(browser, site.url, slug, width, 'en'),
          measureEmbed(browser, site.url, slug, width, 'bn'),
        ]);
        heights.push(Math.ceil((Math.max(...both) + ROOM) / 10) * 10);
      }
      console.info(`${slug.padEnd(24)}${heights.join(' / ')} px`);
      rows.push(`  '${slug}': [${heights.join(', ')}],`);
    }
  } finally {
    await browser.close();
    await site.close();
    await provider.close();
  }
  const source = `/**
 * How tall each widget's iframe (\`/embed/<widget>\`) must be to show it without an inner
 * scrollbar, with the demo school's data, in CSS pixels: [in an iframe 375 px wide, 1280 px
 * wide]. Written by \`npm run embed:heights\` (scripts/embed-heights.ts), which measures each in
 * both languages and leaves a little room; tests/embed-page.test.ts holds every frame to it.
 */
export const EMBED_HEIGHTS: Readonly<Record<string, readonly [phone: number, desktop: number]>> = {
${rows.join('\n')}
};

/** The height the iframe code sets: enough at both widths. */
export function embedHeight(slug: string): number {
  const [phone = 600, desktop = 600] = EMBED_HEIGHTS[slug] ?? [];
  return Math.max(phone, desktop);
}
`;
  await writeFile(OUT, source);
  console.info(`Wrote ${path.relative(ROOT, OUT)}`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
