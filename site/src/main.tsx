import { loadSiteColors } from '@school/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { api } from './api.ts';
import { routes } from './routes.tsx';
import './styles.css';

// Cached colours at once, then the provider's (spec §4: theme).
void loadSiteColors(api, document.documentElement);

const router = createBrowserRouter(routes);

/**
 * Pages are lazy chunks; rendering before the first one has loaded would paint an empty layout
 * and then shift the footer down. Waiting costs one small chunk and keeps the first paint whole.
 */
function whenReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await whenReady();
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
