/**
 * `node scripts/measure-element.ts <tag> [<tag> …]`: the first load of elements before they are
 * registered in elements.ts, built alone (an autoloader of just those tags) by the embed's own
 * Vite config into a temp folder, against React + ReactDOM alone. For working on a new widget;
 * `npm run bench:size` and the budget test measure the real bundle.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { budgetOf, measureEmbedBundle } from './bundle-size.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const WIDGETS = path.join(ROOT, 'packages', 'widgets');
const tags = process.argv.slice(2);
if (tags.length === 0) throw new Error('Usage: node scripts/measure-element.ts school-<name> …');

// Inside the package, so its imports resolve as the real entry's do.
const entryDir = path.join(WIDGETS, 'src', '.measure');
await mkdir(entryDir, { recursive: true });
const entry = path.join(entryDir, `${tags.join('+')}.ts`);
const table = tags
  .map((tag) => {
    const name = tag.replace(/^school-/, '');
    return `  '${tag}': () => import('../${name}/${name}.element.ts'),`;
  })
  .join('\n');
await writeFile(
  entry,
  `const ELEMENTS: Record<string, () => Promise<unknown>> = {\n${table}\n};\n` +
    'void import("../element/define-element.tsx");\n' +
    'for (const [tag, load] of Object.entries(ELEMENTS)) if (document.querySelector(tag)) void load();\n',
);
const outDir = await mkdtemp(path.join(tmpdir(), 'school-measure-'));
try {
  await build({
    configFile: path.join(WIDGETS, 'vite.config.ts'),
    logLevel: 'silent',
    publicDir: false,
    build: { outDir, emptyOutDir: true, lib: { entry, formats: ['es'] } },
  });
  const report = await measureEmbedBundle(outDir);
  for (const { tag, firstLoad, ratio } of report.elements) {
    const limit = budgetOf(tag) * report.baseline.gzip;
    const files = firstLoad.chunks.map((c) => `${c.file} ${c.gzip}`).join(', ');
    console.info(
      `<${tag}> ${firstLoad.gzip} B = ${ratio.toFixed(3)} × React; room left ${Math.round(limit - firstLoad.gzip)} B\n  ${files}`,
    );
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
  await rm(entry, { force: true });
}
