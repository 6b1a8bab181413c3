import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isRoutePath, pageTitle } from '../paths.ts';
import { MainNav } from './main-nav.tsx';
import { NoticeBar } from './notice-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const SITE_NAME = 'School';

/** Spec §2: every route change starts at the top of the page, with a title naming the page. */
function useRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const title = isRoutePath(pathname) ? pageTitle(pathname) : 'Page not found';
    document.title = pathname === '/' ? SITE_NAME : `${title} | ${SITE_NAME}`;
  }, [pathname]);
}

/** The root layout every route renders into (spec §2, shared layout). */
export function Layout() {
  useRouteChange();
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
    </>
  );
}
