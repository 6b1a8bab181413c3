import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { siteName } from '../config.ts';
import { defineWords } from '../i18n.ts';
import { NOINDEX_PAGES, PAGE_DESCRIPTIONS } from '../page-meta.ts';
import { LANGS, localePath, NOT_FOUND_TITLE, pageTitle, routeOf } from '../paths.ts';
import { useLang } from '../use-lang.ts';
import { MainNav } from './main-nav.tsx';
import { NoticeBar } from './notice-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const WORDS = defineWords({
  en: { skip: 'Skip to main content' },
  bn: { skip: 'মূল বিষয়বস্তুতে যান' },
});

/**
 * The head of a page the visitor reached inside the app (the prerender wrote the first one):
 * its language, title, description, `noindex` where it has one, canonical address and the
 * addresses in each language.
 */
function useDocumentHead() {
  const { pathname } = useLocation();
  const lang = useLang();
  useEffect(() => {
    const route = routeOf(pathname);
    document.documentElement.lang = lang;
    document.title = `${route ? pageTitle(route, lang) : NOT_FOUND_TITLE[lang]} — ${siteName(lang)}`;
    if (!route) return;
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description) description.content = PAGE_DESCRIPTIONS[lang][route];
    const robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!NOINDEX_PAGES.includes(route)) robots?.remove();
    else if (!robots) {
      document.head.append(
        Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }),
      );
    }
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = new URL(localePath(route, lang), canonical.href).href;
    for (const other of [...LANGS, 'x-default'] as const) {
      const link = document.querySelector<HTMLLinkElement>(
        `link[rel="alternate"][hreflang="${other}"]`,
      );
      const inLang = other === 'x-default' ? 'en' : other;
      if (link) link.href = new URL(localePath(route, inLang), link.href).href;
    }
  }, [pathname, lang]);
}

/**
 * Marks the page as taken over, `<html data-app="ready">`, once React has hydrated it (the
 * effects of the layout run after its whole tree's): until then the prerendered page reads but
 * does not answer a tap. Tests, or a school's own check of its site, wait for it. (An effect
 * here rather than a component beside the router: another component would shift the ids
 * `useId` gives, and they would no longer match the prerendered page's.)
 */
function useTakenOver() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}

/**
 * The root layout every route renders into (spec §2, shared layout), in the language of the
 * address. React Router's scroll restoration starts each new page at the top and puts back and
 * forward where the visitor was.
 */
export function Layout() {
  useDocumentHead();
  useTakenOver();
  const words = WORDS[useLang()];
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skip}
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
