import { InstituteHeader } from '@school/widgets';
import { Link, useLocation } from 'react-router';
import { api } from '../api.ts';
import { paymentsUrl, siteName } from '../config.ts';
import { defineWords, type Lang } from '../i18n.ts';
import { keepLanguage } from '../lang-choice.ts';
import { PAYMENTS_ATTRIBUTE } from '../page-config.ts';
import { localePath } from '../paths.ts';
import { useLang } from '../use-lang.ts';
import { BANGLA_LABEL } from './bangla-label.ts';
import { Drawer } from './drawer-menu.tsx';
import { DrawnWords } from './drawn-text.tsx';
import { STICKY_AFTER_PX } from './main-nav.tsx';
import { useScrolled } from './use-scrolled.ts';

const WORDS = defineWords({
  en: { payment: 'XI Payment', switchTo: 'বাংলা', switchLabel: 'এই পাতা বাংলায় পড়ুন' },
  bn: {
    payment: 'একাদশ শ্রেণির পেমেন্ট',
    switchTo: 'English',
    switchLabel: 'Read this page in English',
  },
});

/**
 * English / বাংলা: the same page in the other language, at its own address. Its words are in the
 * language it leads to (and marked so), since that is the reader who looks for it. The choice
 * is kept (lang-choice.ts): the English addresses open in Bengali for a reader who chose it.
 * On English pages "বাংলা" is drawn (bangla-label.ts), not set in type: it is the page's only
 * Bengali, and as text it would hold the first paint for the Bengali font.
 */
function LanguageSwitch({ lang }: { lang: Lang }) {
  const { pathname, search, hash } = useLocation();
  const other: Lang = lang === 'en' ? 'bn' : 'en';
  const words = WORDS[lang];
  return (
    <Link
      className="language-switch"
      to={`${localePath(pathname, other)}${search}${hash}`}
      lang={other}
      hrefLang={other}
      aria-label={words.switchLabel}
      onClick={() => keepLanguage(other)}
    >
      {BANGLA_LABEL.text === words.switchTo ? (
        <DrawnWords drawing={BANGLA_LABEL} />
      ) : (
        words.switchTo
      )}
    </Link>
  );
}

/** XI Payment, when the school has a payments page (env PAYMENTS_URL; the server drops it else). */
function PayLink({ href, lang, where }: { href: string; lang: Lang; where: 'wide' | 'drawer' }) {
  // No element around it: the server takes out the link alone when there is no payments page.
  return (
    <a className={`pay-button pay-button--${where}`} href={href} {...{ [PAYMENTS_ATTRIBUTE]: '' }}>
      {WORDS[lang].payment}
    </a>
  );
}

/**
 * The top of every page. From 1024 px: the institute's identity (logo, name, EIIN, address,
 * links, Login) from the provider, the language switch and XI Payment. Below, where the menu is a
 * drawer: a slim bar that stays at the top, with the logo, the name, the language switch and
 * Menu; the rest of the identity and XI Payment are in the drawer (and the identity in the
 * footer), so a phone's first screen shows the page, not the header. Both are in the page and
 * CSS shows one: nothing moves when the width changes, and neither waits for a script.
 */
export function SiteHeader() {
  const payments = paymentsUrl();
  const lang = useLang();
  const stuck = useScrolled(STICKY_AFTER_PX);
  const name = siteName(lang);
  return (
    <header className="site-header" data-stuck={stuck || undefined}>
      <div className="container site-header__inner">
        <div className="site-header__identity">
          <InstituteHeader api={api} lang={lang} name={name} />
        </div>
        <div className="site-header__compact">
          <InstituteHeader api={api} lang={lang} name={name} compact />
        </div>
        <div className="site-header__actions">
          <LanguageSwitch lang={lang} />
          {payments && <PayLink href={payments} lang={lang} where="wide" />}
          <Drawer extra={payments && <PayLink href={payments} lang={lang} where="drawer" />} />
        </div>
      </div>
    </header>
  );
}
