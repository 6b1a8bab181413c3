/**
 * What a partner page's browser downloads for the embed bundle, measured on the built files:
 * shared by the budget test (site/test/bundle-size.test.ts) and scripts/bundle-sizes.ts.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { build, parseSync } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
export const WIDGETS_DIST = path.join(ROOT, 'site', 'dist', 'widgets');
const WIDGETS_CONFIG = path.join(ROOT, 'packages', 'widgets', 'vite.config.ts');
const ENTRY = 'elements.js';

/**
 * What an element that shows data may weigh before it is ready, as a multiple of React +
 * ReactDOM alone: its first load here (what it imports), and in a browser everything it fetches
 * until `data-state` is `ready`, lazy parts included (scripts/to-ready.ts).
 */
export const BUDGET_RATIO = 1.3;
/** The two forms: they bring their fields, their checks and their messages before anyone types. */
export const FORM_BUDGET_RATIO = 1.5;
const FORMS = new Set(['school-admission-form', 'school-contact-form']);

/** The budget of `tag`, as a multiple of React + ReactDOM alone. */
export const budgetOf = (tag: string) => (FORMS.has(tag) ? FORM_BUDGET_RATIO : BUDGET_RATIO);

/**
 * String literals of jspdf's and jspdf-autotable's own code (error messages), which survive
 * minification, unlike identifiers. Chunk names are no proof: elements.js names the lazy chunks.
 */
export const JSPDF_MARKERS = ['(jsPDF-module)', 'Could not apply autoTable plugin'];

export interface Chunk {
  /** Path relative to the bundle's directory, as in the URL. */
  file: string;
  bytes: number;
  /** gzip at level 9, as the site serves it to browsers without brotli. */
  gzip: number;
  code: string;
}

export interface LoadSet {
  /** The entry and every chunk it imports statically, transitively: fetched before it runs. */
  chunks: Chunk[];
  gzip: number;
  /** Chunks reachable only through `import()`: fetched when the code asks for them. */
  lazy: Chunk[];
}

export interface ElementLoad {
  tag: string;
  /**
   * What a page with only this element imports before it shows: the entry, the element's own
   * file and the runtime (packages/widgets/vite.config.ts, `oneFilePerElement`).
   */
  firstLoad: LoadSet;
  ratio: number;
}

export interface BundleReport {
  /** The entry alone: what every page that embeds anything downloads. */
  entry: LoadSet;
  elements: ElementLoad[];
  /** React + ReactDOM alone, built by the same config. */
  baseline: LoadSet;
  /** jsPDF code in any element's first load: must stay empty. */
  eagerJspdf: Chunk[];
  lazyJspdf: Chunk[];
}

/** The chunk files a module imports: `static` before it runs, `dynamic` through `import()`. */
function importsOf(chunk: Chunk): { static: string[]; dynamic: string[] } {
  const { module } = parseSync(chunk.file, chunk.code);
  const requests = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) =>
      entry.entries.flatMap((e) => (e.moduleRequest ? [e.moduleRequest.value] : [])),
    ),
  ];
  const dynamic = module.dynamicImports.flatMap(({ moduleRequest }) => {
    const literal = /^(["'`])([^"'`$]*)\1$/.exec(
      chunk.code.slice(moduleRequest.start, moduleRequest.end),
    );
    return literal?.[2] ? [literal[2]] : [];
  });
  const resolve = (request: string) => {
    // A bare import would work in the build but fail on a partner page without a bundler.
    if (!request.startsWith('./') && !request.startsWith('../')) {
      throw new Error(
        `${chunk.file} imports "${request}": the embed bundle must be self-contained`,
      );
    }
    return path.posix.join(path.posix.dirname(chunk.file), request);
  };
  return { static: [...new Set(requests)].map(resolve), dynamic: dynamic.map(resolve) };
}

async function readChunk(dir: string, file: string): Promise<Chunk> {
  const body = await readFile(path.join(dir, file));
  const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
  return { file, bytes: body.length, gzip, code: body.toString('utf8') };
}

/** `entry` and its static imports (transitively), and everything `import()` reaches from them. */
export async function loadSet(dir: string, entry = ENTRY): Promise<LoadSet> {
  const chunks = new Map<string, Chunk>();
  const lazy = new Map<string, Chunk>();
  const visit = async (file: string, into: Map<string, Chunk>, later: string[]) => {
    if (chunks.has(file) || into.has(file)) return;
    const chunk = await readChunk(dir, file);
    into.set(file, chunk);
    const imports = importsOf(chunk);
    later.push(...imports.dynamic);
    for (const next of imports.static) await visit(next, into, later);
  };
  const pending: string[] = [];
  await visit(entry, chunks, pending);
  while (pending.length > 0) {
    const next = pending.shift();
    if (next !== undefined) await visit(next, lazy, pending);
  }
  const sum = [...chunks.values()].reduce((total, chunk) => total + chunk.gzip, 0);
  return { chunks: [...chunks.values()], gzip: sum, lazy: [...lazy.values()] };
}

/** React + ReactDOM alone, built by the embed bundle's own Vite config into a temp dir. */
export async function reactBaseline(): Promise<LoadSet> {
  // Inside the repo, so `react` resolves from its node_modules like the widgets' imports do.
  const entryDir = path.join(ROOT, 'node_modules', '.cache', 'school-bundle-size');
  const entry = path.join(entryDir, 'react-baseline.js');
  await mkdir(entryDir, { recursive: true });
  await writeFile(
    entry,
    "import 'react';\nimport { createRoot } from 'react-dom/client';\nconsole.log(createRoot);\n",
  );
  const outDir = await mkdtemp(path.join(tmpdir(), 'school-react-baseline-'));
  try {
    await build({
      configFile: WIDGETS_CONFIG,
      logLevel: 'silent',
      publicDir: false,
      build: { outDir, emptyOutDir: true, rolldownOptions: { input: { elements: entry } } },
    });
    return await loadSet(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const withJspdf = (chunks: Chunk[]) =>
  chunks.filter((chunk) => JSPDF_MARKERS.some((marker) => chunk.code.includes(marker)));

/** The element chunk of `tag` (`school-notice-ticker` → `chunks/notice-ticker.element-….js`). */
function elementChunk(entry: LoadSet, tag: string): string {
  const name = `chunks/${tag.replace(/^school-/, '')}.element-`;
  const chunk = entry.lazy.find((c) => c.file.startsWith(name));
  if (!chunk) throw new Error(`no ${name}*.js among the lazy chunks: is <${tag}> registered?`);
  return chunk.file;
}

/** The tags the entry registers (its autoloader's table). */
function registeredTags(entry: LoadSet): string[] {
  const code = entry.chunks.map((chunk) => chunk.code).join('\n');
  return [...new Set([...code.matchAll(/["'`](school-[a-z-]+)["'`]\s*:/g)].map((m) => m[1] ?? ''))];
}

/** The built embed bundle (npm run build), element by element, against the React baseline. */
export async function measureEmbedBundle(dir = WIDGETS_DIST): Promise<BundleReport> {
  if (!existsSync(path.join(dir, ENTRY))) {
    throw new Error(`${path.join(dir, ENTRY)} is missing: run npm run build first`);
  }
  const entry = await loadSet(dir);
  const baseline = await reactBaseline();
  const elements: ElementLoad[] = [];
  for (const tag of registeredTags(entry)) {
    const own = await loadSet(dir, elementChunk(entry, tag));
    const chunks = new Map([...entry.chunks, ...own.chunks].map((chunk) => [chunk.file, chunk]));
    const gzip = [...chunks.values()].reduce((total, chunk) => total + chunk.gzip, 0);
    const firstLoad = { chunks: [...chunks.values()], gzip, lazy: own.lazy };
    elements.push({ tag, firstLoad, ratio: gzip / baseline.gzip });
  }
  const eager = elements.flatMap((element) => element.firstLoad.chunks);
  return {
    entry,
    elements,
    baseline,
    eagerJspdf: [...new Set(withJspdf(eager))],
    lazyJspdf: withJspdf(entry.lazy),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The numbers for a closing note or a CI log. */
export function formatReport(report: BundleReport): string {
  const { entry, baseline, lazyJspdf } = report;
  const files = (set: Chunk[]) => set.map((chunk) => chunk.file).join(', ');
  const rows = [
    ['elements.js alone (gzip)', kb(entry.gzip), files(entry.chunks)],
    ['React + ReactDOM baseline (gzip)', kb(baseline.gzip), files(baseline.chunks)],
    ...report.elements.map(({ tag, firstLoad, ratio }) => [
      `<${tag}> first load`,
      kb(firstLoad.gzip),
      `${ratio.toFixed(3)} × React (budget ≤ ${budgetOf(tag)})`,
    ]),
    [
      'jsPDF lazy chunks (gzip)',
      kb(lazyJspdf.reduce((sum, chunk) => sum + chunk.gzip, 0)),
      lazyJspdf.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(', ') || 'none',
    ],
    [
      'all lazy chunks (gzip)',
      kb(entry.lazy.reduce((sum, chunk) => sum + chunk.gzip, 0)),
      `${entry.lazy.length} files`,
    ],
  ];
  return rows
    .map(([name, size, detail]) => `${name?.padEnd(40)}${size?.padStart(10)}  ${detail}`)
    .join('\n');
}
