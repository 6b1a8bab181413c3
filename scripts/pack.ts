/**
 * `npm run pack [-- <folder>]`: `@school/api` and `@school/widgets` as npm tarballs (default
 * folder: packs/), ready for `npm install <tarball>` or `npm publish <tarball>`.
 *
 * The workspace packages point their `exports` at TypeScript sources, for the site, the office,
 * Storybook and the tests, and stay `"private"` so that no one publishes those sources by
 * mistake. What is packed is built first: `@school/api` compiled by tsc (ES modules and `.d.ts`),
 * `@school/widgets` by packages/widgets/vite.package.config.ts (its styles compiled ahead of
 * time) with tsc's `.d.ts`; then each gets the manifest a registry sees: `publishConfig`'s
 * `exports`, the dependencies its built code imports (React as a peer), `sideEffects`, no
 * scripts, and its README and CHANGELOG (versioned with changesets).
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');

interface Manifest {
  name: string;
  version: string;
  description?: string;
  sideEffects?: boolean | string[];
  customElements?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  publishConfig: {
    exports: Record<string, unknown>;
    description?: string;
    sideEffects?: boolean | string[];
  };
}

async function files(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * tsc writes a declaration's imports as the sources spell them (`./client.ts`); a host's
 * TypeScript reads the `.js` beside each `.d.ts`.
 */
async function declarationsToJs(dist: string) {
  for (const file of await files(dist, '.d.ts')) {
    const text = await readFile(file, 'utf8');
    const fixed = text.replace(
      /(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g,
      '$1$2$3.js$2',
    );
    if (fixed !== text) await writeFile(file, fixed);
  }
}

/** The packages a built package's code imports (`react/jsx-runtime` is `react`). */
async function importedPackages(dist: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (const file of await files(dist, '.js')) {
    const code = await readFile(file, 'utf8');
    for (const [, specifier = ''] of code.matchAll(
      /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']((?:@[\w.-]+\/)?[a-z\d][\w.-]*(?:\/[\w.-]+)*)["']/g,
    )) {
      const parts = specifier.split('/');
      found.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
    }
  }
  return found;
}

/**
 * One checker thread: TypeScript 7's default of four each instantiate the shared types (React's,
 * the DOM's) again, for about twice the CPU on the two cores the tests run on.
 */
async function tsc(project: string) {
  await run(process.execPath, [path.join(BIN, 'tsc'), '--singleThreaded', '-p', project], {
    cwd: ROOT,
  });
}

/** The folder to pack: the built files, the README, the CHANGELOG and the registry's manifest. */
async function stage(
  dir: string,
  into: string,
  manifest: Record<string, unknown>,
  extra: string[] = [],
) {
  await rm(into, { recursive: true, force: true });
  await mkdir(into, { recursive: true });
  await cp(path.join(dir, 'dist'), path.join(into, 'dist'), { recursive: true });
  for (const file of ['README.md', 'CHANGELOG.md', ...extra]) {
    await cp(path.join(dir, file), path.join(into, file));
  }
  await writeFile(path.join(into, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest a registry sees, from the workspace's. */
function published(
  source: Manifest,
  imported: Set<string>,
  versions: Record<string, string>,
): Record<string, unknown> {
  const own = source.name;
  const peers = source.peerDependencies ?? {};
  const dependencies = Object.fromEntries(
    [...imported]
      .filter((name) => name !== own && !(name in peers))
      .sort()
      .map((name) => {
        const version = versions[name] ?? source.dependencies?.[name];
        if (!version)
          throw new Error(`${own}'s built code imports ${name}, which it does not depend on`);
        return [name, version];
      }),
  );
  return {
    name: own,
    version: source.version,
    description: source.publishConfig.description ?? source.description,
    type: 'module',
    exports: source.publishConfig.exports,
    ...(source.customElements ? { customElements: source.customElements } : {}),
    sideEffects: source.publishConfig.sideEffects ?? source.sideEffects ?? false,
    files: [
      'dist',
      'README.md',
      'CHANGELOG.md',
      ...(source.customElements ? [source.customElements] : []),
    ],
    dependencies,
    ...(Object.keys(peers).length
      ? { peerDependencies: peers, peerDependenciesMeta: source.peerDependenciesMeta }
      : {}),
  };
}

/** Builds both packages and packs them into `out`; the tarballs' paths. */
export async function packPackages(out: string): Promise<{ api: string; widgets: string }> {
  const apiDir = path.join(ROOT, 'packages', 'api');
  const widgetsDir = path.join(ROOT, 'packages', 'widgets');
  const apiSource = JSON.parse(
    await readFile(path.join(apiDir, 'package.json'), 'utf8'),
  ) as Manifest;
  const widgetsSource = JSON.parse(
    await readFile(path.join(widgetsDir, 'package.json'), 'utf8'),
  ) as Manifest;

  await rm(path.join(apiDir, 'dist'), { recursive: true, force: true });
  await tsc(path.join(apiDir, 'tsconfig.pack.json'));
  await declarationsToJs(path.join(apiDir, 'dist'));

  await build({ configFile: path.join(widgetsDir, 'vite.package.config.ts'), logLevel: 'warn' });
  await tsc(path.join(widgetsDir, 'tsconfig.pack.json'));
  await declarationsToJs(path.join(widgetsDir, 'dist'));

  // The widgets need the api of the version packed beside them, or a later one of its minor.
  const versions = { [apiSource.name]: `^${apiSource.version}` };
  const staging = path.join(out, '.staging');
  const apiStage = path.join(staging, 'api');
  const widgetsStage = path.join(staging, 'widgets');
  await stage(
    apiDir,
    apiStage,
    published(apiSource, await importedPackages(path.join(apiDir, 'dist')), versions),
  );
  await stage(
    widgetsDir,
    widgetsStage,
    published(widgetsSource, await importedPackages(path.join(widgetsDir, 'dist')), versions),
    ['custom-elements.json'],
  );

  await mkdir(out, { recursive: true });
  const pack = async (dir: string) => {
    const { stdout } = await run(
      'npm',
      ['pack', dir, '--pack-destination', out, '--json', '--ignore-scripts'],
      { cwd: ROOT },
    );
    const [result] = JSON.parse(stdout) as { filename: string }[];
    if (!result) throw new Error(`npm pack ${dir} said nothing`);
    return path.join(out, result.filename);
  };
  const tarballs = { api: await pack(apiStage), widgets: await pack(widgetsStage) };
  await rm(staging, { recursive: true, force: true });
  return tarballs;
}

if (import.meta.main) {
  const out = path.resolve(process.argv[2] ?? path.join(ROOT, 'packs'));
  packPackages(out).then(
    ({ api, widgets }) =>
      console.info(`${path.relative(ROOT, api)}\n${path.relative(ROOT, widgets)}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
