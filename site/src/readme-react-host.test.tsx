import { readFile } from 'node:fs/promises';
import { createApiClient } from '@school/api';
import { ResultChecker } from '@school/widgets';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const api = createApiClient({ baseURL: 'https://api.your-school.example' });
export const Results = () => <ResultChecker api={api} lang="bn" />;

/**
 * The README's "React hosts" example is made of this file's lines: the compiler checks them with
 * the rest, and this test renders them as a React host's server would.
 */
describe("the README's example of a React host", () => {
  it('is written here, line for line', async () => {
    const source = (await readFile(new URL(import.meta.url), 'utf8')).split('\n');
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const block = /```tsx\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) expect(source).toContain(line);
  });

  it('renders the result checker, in Bengali', () => {
    const html = renderToString(<Results />);
    expect(html).toContain('ফলাফল দেখুন');
    expect(html).toContain('রোল নং');
  });
});
