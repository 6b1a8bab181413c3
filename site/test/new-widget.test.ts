import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementsOf } from '../../scripts/elements-manifest.ts';
import { namesOf, newWidget, registerElement } from '../../scripts/new-widget.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * `npm run new:widget` into a scratch copy of the widgets package (its node_modules the repo's):
 * what it writes must compile, pass the linter (the import rule included), register its tag and
 * exports, and describe an element the manifest can read.
 */
let scratch = '';
let src = '';

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'new-widget-'));
  src = path.join(scratch, 'packages', 'widgets', 'src');
  await cp(path.join(ROOT, 'packages', 'widgets', 'src'), src, {
    recursive: true,
    filter: (file) => !/\.(test|stories)\.tsx?$/.test(file),
  });
  await cp(
    path.join(ROOT, 'packages', 'widgets', 'test'),
    path.join(scratch, 'packages', 'widgets', 'test'),
    { recursive: true },
  );
  for (const file of ['tsconfig.base.json', 'biome.json']) {
    await cp(path.join(ROOT, file), path.join(scratch, file));
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
  await newWidget('bus-routes', scratch);
}, 60_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('npm run new:widget', () => {
  it('names a widget from kebab-case, and refuses anything else', () => {
    expect(namesOf('bus-routes')).toEqual({
      kebab: 'bus-routes',
      pascal: 'BusRoutes',
      words: 'Bus routes',
    });
    expect(() => namesOf('BusRoutes')).toThrow(/kebab-case/);
    expect(() => namesOf('ui')).toThrow(/kit's own folders/);
  });

  it('writes the folder in the kit’s shape and refuses to write over one', async () => {
    const files = (await readFile(path.join(src, 'bus-routes', 'index.ts'), 'utf8')).trim();
    expect(files).toContain("from './bus-routes.store.ts'");
    await expect(newWidget('bus-routes', scratch)).rejects.toThrow(/exists already/);
  });

  it('registers the tag in its place in elements.ts, and the view in index.ts', async () => {
    const elements = await readFile(path.join(src, 'elements.ts'), 'utf8');
    const tags = [...elements.matchAll(/^ {2}'(school-[^']+)': /gm)].map((m) => m[1]);
    expect(tags).toContain('school-bus-routes');
    expect(tags).toEqual([...tags].sort());
    const index = await readFile(path.join(src, 'index.ts'), 'utf8');
    expect(index).toMatch(/BusRoutes,\s+type BusRoutesProps[\s\S]*'\.\/bus-routes\/index\.ts'/);
    expect(registerElement("const E = {\n  'school-b': x,\n};", namesOf('a'))).toBe(
      "const E = {\n  'school-a': () => import('./a/a.element.ts'),\n  'school-b': x,\n};",
    );
  });

  it('describes an element the manifest reads: its tag, its load event, its parts', async () => {
    const module = 'src/bus-routes/bus-routes.element.ts';
    const source = await readFile(path.join(scratch, 'packages', 'widgets', module), 'utf8');
    const [element] = elementsOf(source, module);
    expect(element?.tag).toBe('school-bus-routes');
    expect(element?.events.map((e) => e.name)).toEqual(['school-bus-routes-load']);
    expect(element?.cssParts.map((p) => p.name)).toEqual(['base', 'heading', 'list']);
  });

  it('compiles, with its tests and stories, under the repo’s strict settings', async () => {
    await writeFile(
      path.join(scratch, 'tsconfig.json'),
      JSON.stringify({
        extends: './tsconfig.base.json',
        // What the repo's typecheck has from site/src/vite-env.d.ts (`?no-inline` assets), and
        // from vite.config.ts's Playwright provider (its `cdp()` session, used by test/browser.ts).
        compilerOptions: { types: ['node', 'vite/client', '@vitest/browser-playwright'] },
        // The folder and what it imports (the kit's layers); elements.ts would bring every
        // widget, and its line was checked above.
        include: [
          'packages/widgets/src/bus-routes',
          'packages/widgets/src/*.d.ts',
          'packages/widgets/src/pdf/*.d.ts',
          'packages/widgets/test/provided.d.ts',
        ],
      }),
    );
    const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
    const { stdout } = await run(tsc, ['--noEmit', '-p', 'tsconfig.json'], { cwd: scratch }).catch(
      (failed: { stdout?: string }) => ({ stdout: failed.stdout ?? 'tsc failed' }),
    );
    expect(stdout).toBe('');
  }, 60_000);

  it('passes the linter, the import rule included', async () => {
    const biome = path.join(ROOT, 'node_modules', '.bin', 'biome');
    const lint = await run(
      biome,
      ['check', '--error-on-warnings', '--vcs-enabled=false', 'packages/widgets/src/bus-routes'],
      { cwd: scratch },
    ).then(
      () => 'clean',
      (failed: { stdout?: string; stderr?: string }) => `${failed.stdout}${failed.stderr}`,
    );
    expect(lint).toBe('clean');
  });
});
