import type { RouteObject } from 'react-router';
import { Layout } from './layout/layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { pageModule, ROUTE_PATHS } from './paths.ts';

type LazyPage = NonNullable<RouteObject['lazy']>;

/** Each page is its own chunk, site/src/pages/<name>.tsx. */
const page =
  (name: string): LazyPage =>
  () =>
    import(`./pages/${name}.tsx`);

/** The one route table of the site: every path of spec §2 under the shared layout. */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Inside the layout, so a failing page keeps the header and menu.
        ErrorBoundary: RouteError,
        children: [
          ...ROUTE_PATHS.map(
            (path): RouteObject =>
              path === '/'
                ? { index: true, lazy: page(pageModule(path)) }
                : { path, lazy: page(pageModule(path)) },
          ),
          { path: '*', lazy: page('not-found') },
        ],
      },
    ],
  },
];
