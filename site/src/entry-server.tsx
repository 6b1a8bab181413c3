/**
 * The prerender's entry (site/prerender.ts): renders one route of the site to HTML, layout and
 * page, as the browser's first render will draw it (data sections in their loading state).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './routes.tsx';

export interface RenderedPage {
  html: string;
  status: number;
}

const handler = createStaticHandler(routes);

export async function render(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}
