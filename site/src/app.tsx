/** The app: router, theme, and the prerendered page taken over (loaded by main.tsx). */
import { loadSiteColors } from '@school/widgets';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { api } from './api.ts';
import { nextTask } from './next-task.ts';
import { routes } from './routes.tsx';

/**
 * Pages are lazy chunks; rendering before the first one has loaded would paint an empty layout
 * and then shift the footer down. Waiting costs one small chunk and keeps the first paint whole.
 */
function whenReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Not a top-level await: this module shares its chunk with code the pages import, and a page
 * imported while the chunk was still waiting on that page would wait for ever.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Cached colours at once, then the provider's (spec §4: theme).
  void loadSiteColors(api, document.documentElement);
  await nextTask();
  const router = createBrowserRouter(routes);
  await whenReady(router);
  await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The server sends each page prerendered (site/prerender.ts): take it over, not redraw it.
  // As a transition, React hydrates in slices and lets the browser answer a tap in between.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
