/**
 * What the generators (elements-manifest.ts, elements-docs.ts) share: their files are written
 * as the repository's formatter would lay them out, and `--check` lists the ones that differ
 * from what their source says, so a test can fail on a stale file instead of rewriting it.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The repository's formatter has the last word on layout, so a check compares like with like. */
export function formatted(file: string, content: string): string {
  return execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'biome'),
    ['format', `--stdin-file-path=${path.relative(ROOT, file)}`],
    { cwd: ROOT, input: content, encoding: 'utf8' },
  );
}

/** Writes each file whose formatted content differs; with `check`, only lists them. */
export async function sync(outputs: Iterable<[string, string]>, check: boolean): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, raw] of outputs) {
    const content = formatted(file, raw);
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === content) continue;
    if (check) stale.push(path.relative(ROOT, file));
    else await writeFile(file, content);
  }
  return stale;
}

/** The command line's end: stale files make a failing exit that says how to bring them up to date. */
export function reportStale(stale: string[], script: string): void {
  if (!stale.length) return;
  console.error(`Out of date: ${stale.join(', ')}. Run npm run ${script}.`);
  process.exitCode = 1;
}
