import type { RouteObject } from 'react-router';
import { Layout } from './layout/layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { BENGALI_PREFIX, pageModule, ROUTE_PARAMETERS, ROUTE_PATHS } from './paths.ts';

type LazyPage = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

/**
 * Each page is its own chunk, site/src/pages/<name>.tsx. The glob names the pages and leaves out
 * their tests: a bare `import(\`./pages/${name}.tsx\`)` matched the tests too, and put React's
 * server renderer, which they import, into the browser's first download.
 */
const pages = import.meta.glob<Awaited<ReturnType<LazyPage>>>([
  './pages/*.tsx',
  '!./pages/*.test.tsx',
]);

const page =
  (name: string): LazyPage =>
  () => {
    const load = pages[`./pages/${name}.tsx`];
    if (!load) throw new Error(`No page module site/src/pages/${name}.tsx`);
    return load();
  };

/** Every page of the site, under the address of one language (`''` or `'bn'`). */
function pagesUnder(prefix: string): RouteObject {
  return {
    path: prefix || undefined,
    // Inside the layout, so a failing page keeps the header and menu.
    ErrorBoundary: RouteError,
    children: [
      ...ROUTE_PATHS.map((path): RouteObject => {
        if (path === '/') return { index: true, lazy: page(pageModule(path)) };
        // `/verify` and `/verify/<code>`: one route, the page reads the optional segment.
        const parameter = ROUTE_PARAMETERS[path];
        const segments = parameter ? `${path.slice(1)}/:${parameter}?` : path.slice(1);
        return { path: segments, lazy: page(pageModule(path)) };
      }),
      { path: '*', lazy: page('not-found') },
    ],
  };
}

/**
 * The one route table of the site: every path of spec §2 under the shared layout, in English at
 * its own address and in Bengali under /bn.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [pagesUnder(BENGALI_PREFIX.slice(1)), pagesUnder('')],
  },
];
