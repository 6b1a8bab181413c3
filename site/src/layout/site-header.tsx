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
import { DrawnWords } from './drawn-text.tsx';

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

/**
 * The institute's identity (logo, name, EIIN, address, links, Login) from the provider, the
 * language switch, and XI Payment when the school has a payments page (env PAYMENTS_URL).
 */
export function SiteHeader() {
  const payments = paymentsUrl();
  const lang = useLang();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <InstituteHeader api={api} lang={lang} name={siteName(lang)} />
        <div className="site-header__actions">
          <LanguageSwitch lang={lang} />
          {payments && (
            <a className="pay-button" href={payments} {...{ [PAYMENTS_ATTRIBUTE]: '' }}>
              {WORDS[lang].payment}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
