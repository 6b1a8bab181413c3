import * as streams from 'node:stream/web';
import { configure } from '@testing-library/react';

/**
 * The jsdom project runs in the vmThreads pool: each file in a VM context whose globals are
 * jsdom's window, not Node's, and jsdom has no web streams. The report card reads its font
 * through DecompressionStream (as browsers do), and playwright-core, which draws its pixels in
 * the tests, needs TransformStream: Node's own, as under the forks pool.
 */
for (const [name, value] of Object.entries(streams)) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
}

// Files run side by side with the browser tests: a widget's first render (its lazy parts
// compiled on the way) may take longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5_000 });
