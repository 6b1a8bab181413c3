import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './helpers.ts';

const README = new URL('../../../README.md', import.meta.url);

/**
 * Every example the README gives a reader works on a fresh start: the provider addresses it
 * tells them to curl, the result links it tells them to open, the demo rolls it names.
 */
describe('the README examples, on a fresh demo provider', () => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  let readme: string;
  beforeAll(async () => {
    ctx = await demoApp('sqlite');
    readme = await readFile(README, 'utf8');
  });
  afterAll(() => ctx?.close());

  it('answers every provider address the README shows with 200', async () => {
    const paths = [...readme.matchAll(/http:\/\/localhost:8000(\/[^\s`>)]+)/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect((await ctx.app.inject(path ?? '')).statusCode, path).toBe(200);
    }
  });

  it('has a result for every result link and demo roll it names', async () => {
    const links = [...readme.matchAll(/roll=(\d+)&year=(\d+)&exam=(\d+)/g)].map(
      ([, roll, year, exam]) => `/results/${roll}/${year}/${exam}`,
    );
    // Rolls named as demo rolls in prose ("`110001` is the first student…"): the current year's
    // Half Yearly examination, as the quick start says.
    const rolls = [...readme.matchAll(/`(\d{6})`/g)].map(([, roll]) => `/results/${roll}/3/1`);
    expect(links.length).toBeGreaterThan(0);
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    for (const path of [...links, ...rolls]) {
      expect((await ctx.app.inject(path)).statusCode, path).toBe(200);
    }
  });
});
