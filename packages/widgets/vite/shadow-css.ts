import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const SUFFIX = '.css.ts?inline';

/**
 * `import css from './x.css.ts?inline'` gives the CSS that vanilla-extract compiles from x.css.ts,
 * as a string, so a custom element can adopt it into its shadow root. Vanilla-extract serves that
 * CSS as a virtual `x.css.ts.vanilla.css` module keyed by absolute path; this resolves the
 * relative import to it, from whichever package the importer lives in.
 */
export function shadowCss(): Plugin {
  return {
    name: 'school-shadow-css',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith(SUFFIX) || !importer) return null;
      const file = resolve(
        dirname(importer.split('?')[0] ?? importer),
        source.slice(0, -'?inline'.length),
      );
      return `${file}.vanilla.css?inline`;
    },
  };
}
