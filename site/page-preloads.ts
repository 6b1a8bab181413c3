import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Every chunk `key` needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * The `<link>`s that let a page's own chunks download together with the main bundle. Pages are
 * lazy chunks, so without them the browser learns of a page's code only once the main bundle
 * has run: one more round trip on every first visit, which a phone on a slow network feels.
 * Keyed by page module name (site/src/pages/<name>.tsx); empty when the build has no manifest.
 */
export async function pagePreloads(distDir: string): Promise<Map<string, string>> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return new Map();
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  // The entry starts the app with import('./app.tsx') once the page is painted: every page needs
  // the app's code, fetched with the HTML rather than after the first frame.
  const app = Object.keys(manifest).find((key) => /^src\/app\.tsx$/.test(key));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const links = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const name = /^src\/pages\/([\w-]+)\.tsx$/.exec(key)?.[1];
    if (!name) continue;
    const needed = closure(manifest, key);
    if (app) closure(manifest, app, needed);
    const chunks = [...needed].filter((k) => !loaded.has(k));
    const js = chunks.map(
      (k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}" />`,
    );
    const css = [...new Set(chunks.flatMap((k) => manifest[k]?.css ?? []))]
      .filter((file) => !loadedCss.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`);
    links.set(name, [...css, ...js].join(''));
  }
  return links;
}
