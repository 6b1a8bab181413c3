import { existsSync, globSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const README = 'README.md';
/** Every page a reader is sent to: the README, CONTRIBUTING.md and the docs, generated ones too. */
const DOCS = [README, 'CONTRIBUTING.md', ...globSync('docs/**/*.md', { cwd: ROOT }).sort()];

const read = (file: string) => readFile(path.join(ROOT, file), 'utf8');

/** The Markdown without its fenced blocks' contents, for links (a code sample is not a link). */
const prose = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(text: string): Set<string> {
  return new Set([...prose(text).matchAll(/^#{1,6} (.+)$/gm)].map(([, h]) => anchor(h ?? '')));
}

/**
 * Every example the README and the docs give a reader works on a fresh start: the provider
 * addresses they tell them to curl, the result links they tell them to open, the demo rolls they
 * name, the commands they tell them to run, and the pages they link to.
 */
describe('the README and the docs, on a fresh demo provider', () => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  const texts = new Map<string, string>();
  beforeAll(async () => {
    ctx = await demoApp('sqlite');
    for (const file of DOCS) texts.set(file, await read(file));
  });
  afterAll(() => ctx?.close());
  const all = () => [...texts].map(([file, text]) => ({ file, text }));

  it('answers every provider address they show with 200', async () => {
    const paths = all().flatMap(({ file, text }) =>
      [...text.matchAll(/http:\/\/localhost:8000(\/[^\s`>)]+)/g)].map((m) => [file, m[1]]),
    );
    expect(paths.filter(([file]) => file === README).length).toBeGreaterThan(0);
    for (const [file, path] of paths) {
      expect((await ctx.app.inject(path ?? '')).statusCode, `${file}: ${path}`).toBe(200);
    }
  });

  it('has a result for every result link and demo roll they name', async () => {
    const links = all().flatMap(({ text }) =>
      [...text.matchAll(/roll=(\d+)&year=(\d+)&exam=(\d+)/g)].map(
        ([, roll, year, exam]) => `/results/${roll}/${year}/${exam}`,
      ),
    );
    // Rolls named as demo rolls in prose ("`110001` is the first student…"): the current year's
    // Half Yearly examination, as the quick start says.
    const rolls = (file: string) =>
      [...(texts.get(file) ?? '').matchAll(/`(\d{6})`/g)].map(([, roll]) => roll);
    expect(links.length).toBeGreaterThan(0);
    expect(rolls(README).length).toBeGreaterThanOrEqual(2);
    const named = DOCS.flatMap(rolls).map((roll) => `/results/${roll}/3/1`);
    for (const path of [...links, ...named]) {
      expect((await ctx.app.inject(path)).statusCode, path).toBe(200);
    }
  });

  it('tells the reader to run only scripts and test projects that exist', async () => {
    const pkg = JSON.parse(await read('package.json')) as { scripts: Record<string, string> };
    const config = await read('vite.config.ts');
    const projects = new Set([...config.matchAll(/name: '([\w-]+)'/g)].map(([, name]) => name));
    const scripts = all().flatMap(({ file, text }) =>
      [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, script]) => [file, script]),
    );
    expect(scripts.filter(([file]) => file === README).length).toBeGreaterThan(3);
    for (const [file, script] of scripts) {
      expect(Object.keys(pkg.scripts), `${file}: npm run ${script}`).toContain(script);
    }
    for (const { file, text } of all()) {
      for (const [, project] of text.matchAll(/--project ([\w-]+)/g)) {
        expect([...projects], `${file}: --project ${project}`).toContain(project);
      }
    }
  });

  it('links only to files and headings that exist', async () => {
    const broken: string[] = [];
    for (const { file, text } of all()) {
      for (const [, target = ''] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [to = '', hash] = target.split('#');
        const linked = to ? path.posix.join(path.posix.dirname(file), to) : file;
        if (!existsSync(path.join(ROOT, linked))) broken.push(`${file}: ${target} (no such file)`);
        else if (hash && !anchorsOf(await read(linked)).has(hash)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
