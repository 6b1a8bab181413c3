import type { RouteObject } from 'react-router';
import { Layout } from './layout/layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { ROUTE_PATHS, type RoutePath } from './paths.ts';

type LazyPage = NonNullable<RouteObject['lazy']>;

/** Pages built so far; every other path of the route list shows the coming-soon page. */
const PAGES: Partial<Record<RoutePath, LazyPage>> = {
  '/': () => import('./pages/home.tsx'),
  '/exam-result': () => import('./pages/exam-result.tsx'),
};

const comingSoon: LazyPage = () => import('./pages/coming-soon.tsx');

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
                ? { index: true, lazy: PAGES[path] ?? comingSoon }
                : { path, lazy: PAGES[path] ?? comingSoon },
          ),
          { path: '*', lazy: () => import('./pages/not-found.tsx') },
        ],
      },
    ],
  },
];
