import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAGS } from '../packages/widgets/src/elements.ts';
import { budgetOf, reactBaseline } from '../scripts/bundle-size.ts';
import { formatToReady, measureToReady, PAINT_ROUNDS, type ToReady } from '../scripts/to-ready.ts';
import { startStack } from './harness.ts';

/**
 * What a partner feels (issue 25): each element alone on a plain page of another origin, every
 * file of code fetched until it is `ready` (lazy parts included), against React + ReactDOM
 * alone; and how many rounds of requests, one after another, that code came in. The same
 * measure as `npm run bench:size`.
 */
let stack: Awaited<ReturnType<typeof startStack>>;
let results: ToReady[];
let baseline: number;

beforeAll(async () => {
  stack = await startStack();
  baseline = (await reactBaseline()).gzip;
  results = await measureToReady({
    browser: stack.browser,
    siteUrl: stack.siteUrl,
    apiBase: stack.apiBase,
    tags: TAGS,
  });
  console.info(`Until ready:\n${formatToReady(results, baseline)}`);
}, 120_000);

afterAll(() => stack?.stop());

describe('every element on a page of another origin, until it is ready', () => {
  it('is measured for every element', () => {
    expect(results.map((r) => r.tag)).toEqual(TAGS);
  });

  it('downloads at most 1.30 × React + ReactDOM (the two forms 1.50 ×), lazy parts included', () => {
    for (const { tag, gzip } of results) {
      expect(gzip, `<${tag}>`).toBeLessThanOrEqual(budgetOf(tag) * baseline);
    }
  });

  it(`paints after at most ${PAINT_ROUNDS} rounds of code: elements.js, then its file and the runtime`, () => {
    for (const { tag, paintRounds, files } of results) {
      expect(paintRounds, `<${tag}>: ${JSON.stringify(files)}`).toBeLessThanOrEqual(PAINT_ROUNDS);
    }
  });

  // A lazy part the ready view always needs belongs in packages/widgets/src/ready-parts.ts: it
  // is then folded into the element's file instead of coming a round later.
  it('is ready after those same rounds: nothing its ready view needs comes later', () => {
    for (const { tag, rounds, files } of results) {
      expect(rounds, `<${tag}>: ${JSON.stringify(files)}`).toBeLessThanOrEqual(PAINT_ROUNDS);
    }
  });
});
