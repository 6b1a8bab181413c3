import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { siteName } from '../config.ts';
import { PAGE_DESCRIPTIONS } from '../page-meta.ts';
import { pageTitle, routeOf } from '../paths.ts';
import { MainNav } from './main-nav.tsx';
import { NoticeBar } from './notice-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The head of a page the visitor reached inside the app: the prerender wrote the first one. */
function useDocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = routeOf(pathname);
    document.title = `${route ? pageTitle(route) : 'Page not found'} — ${siteName()}`;
    if (!route) return;
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description) description.content = PAGE_DESCRIPTIONS[route];
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(route, canonical.href).href;
  }, [pathname]);
}

/**
 * The root layout every route renders into (spec §2, shared layout). React Router's scroll
 * restoration starts each new page at the top and puts back and forward where the visitor was.
 */
export function Layout() {
  useDocumentHead();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <NoticeBar />
      <MainNav />
      <main id="main" className="container main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
