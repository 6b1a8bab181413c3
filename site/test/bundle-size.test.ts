import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAGS } from '../../packages/widgets/src/elements.ts';
import {
  BUDGET_RATIO,
  type BundleReport,
  budgetOf,
  FORM_BUDGET_RATIO,
  formatReport,
  JSPDF_MARKERS,
  measureEmbedBundle,
} from '../../scripts/bundle-size.ts';

// Measures site/dist/widgets as `npm run build` left it; a missing build fails every test below.
let report: BundleReport;

beforeAll(async () => {
  report = await measureEmbedBundle();
  console.info(`Embed bundle sizes:\n${formatReport(report)}`);
}, 60_000);

describe('the embed bundle (site/dist/widgets/elements.js)', () => {
  it('registers every element, each in a chunk of its own', () => {
    expect(report.elements.map((element) => element.tag).sort()).toEqual([...TAGS].sort());
  });

  it('downloads nothing of a widget that is not on the page', () => {
    for (const { tag, firstLoad } of report.elements) {
      const others = report.elements.filter((other) => other.tag !== tag);
      for (const other of others) {
        const theirs = other.firstLoad.chunks.filter((c) => c.file.includes('.element-'));
        const mine = new Set(firstLoad.chunks.map((c) => c.file));
        expect(
          theirs.filter((c) => mine.has(c.file)),
          `<${tag}> loads <${other.tag}>`,
        ).toEqual([]);
      }
    }
  });

  // What each element fetches until it is ready, in a browser: tests/to-ready.test.ts.
  it(`keeps every element's first load within ${BUDGET_RATIO} × React + ReactDOM alone (gzip), the forms' within ${FORM_BUDGET_RATIO} ×`, () => {
    for (const { tag, firstLoad } of report.elements) {
      expect(firstLoad.gzip, `<${tag}>`).toBeLessThanOrEqual(budgetOf(tag) * report.baseline.gzip);
    }
  });

  it('is, for each element, its own file beside what every element loads (elements.js, the runtime)', () => {
    const shared = (chunks: { file: string }[]) =>
      chunks.flatMap((c) => (c.file.includes('.element-') ? [] : [c.file])).sort();
    const common = shared(report.entry.chunks.concat(report.elements[0]?.firstLoad.chunks ?? []));
    for (const { tag, firstLoad } of report.elements) {
      expect(
        firstLoad.chunks.filter((c) => c.file.includes('.element-')),
        `<${tag}>`,
      ).toHaveLength(1);
      expect(shared(firstLoad.chunks), `<${tag}>`).toEqual([...new Set(common)]);
    }
  });

  it('loads no jsPDF code before the PDF button is pressed', () => {
    expect(report.elements.length).toBeGreaterThan(0);
    expect(report.eagerJspdf.map((chunk) => chunk.file)).toEqual([]);
  });

  it('has jsPDF and its table plugin as lazy chunks', () => {
    const text = report.lazyJspdf.map((chunk) => chunk.code).join('\n');
    for (const marker of JSPDF_MARKERS) expect(text).toContain(marker);
  });
});

describe("the site's first download (site/dist/assets)", () => {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };

  /** The entry, the app it starts after the first frame, and everything those import. */
  async function firstLoad(): Promise<{ key: string; code: string }[]> {
    const dist = new URL('../dist/', import.meta.url);
    const manifest: Record<string, Chunk> = JSON.parse(
      await readFile(new URL('.vite/manifest.json', dist), 'utf8'),
    );
    const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
    if (!entryKey || !entry) throw new Error('No entry in the manifest: run `npm run build`');
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    visit(entryKey);
    // main.tsx's one dynamic import: the app, started after the first paint on every page.
    for (const key of entry.dynamicImports ?? []) visit(key);
    return Promise.all(
      [...seen].map(async (key) => ({
        key,
        code: await readFile(new URL(manifest[key]?.file ?? '', dist), 'utf8'),
      })),
    );
  }

  it("holds no React server renderer and no test's code", async () => {
    const chunks = await firstLoad();
    expect(chunks.length).toBeGreaterThan(1);
    for (const { key, code } of chunks) {
      expect(key).not.toMatch(/\.test\./);
      expect(code, key).not.toContain('renderToReadableStream');
    }
  });
});
