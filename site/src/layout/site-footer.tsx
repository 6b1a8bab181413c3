import { formatNumber, InstituteCard, WelcomeSpeech } from '@school/widgets';
import { Dialog } from '@school/widgets/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api.ts';
import { useSpaLink } from '../components/spa-link.ts';
import { siteName } from '../config.ts';
import { defineWords } from '../i18n.ts';
import { localePath } from '../paths.ts';
import { useLang } from '../use-lang.ts';
import { FOOTER_LISTS } from './footer-links.ts';

const WORDS = defineWords({
  en: {
    credits: 'Website credits',
    creditsTitle: 'About this website',
    close: 'Close',
    credit:
      'Built with the School Website Kit: widgets a partner site can embed, a host site and a ' +
      'reference provider, made for colleges in Bangladesh. The college’s office keeps its ' +
      'content up to date.',
    welcome: 'Welcome',
    newTab: ' (opens in a new tab)',
    rights: 'All rights reserved.',
  },
  bn: {
    credits: 'ওয়েবসাইট নির্মাতা',
    creditsTitle: 'এই ওয়েবসাইট সম্পর্কে',
    close: 'বন্ধ করুন',
    credit:
      'স্কুল ওয়েবসাইট কিট দিয়ে তৈরি: অংশীদার ওয়েবসাইটে বসানো যায় এমন উইজেট, একটি মূল ' +
      'ওয়েবসাইট ও একটি তথ্য সরবরাহকারী সার্ভার, বাংলাদেশের কলেজগুলোর জন্য তৈরি। কলেজের ' +
      'কার্যালয় এর তথ্য হালনাগাদ রাখে।',
    welcome: 'স্বাগতম',
    newTab: ' (নতুন ট্যাবে খোলে)',
    rights: 'সর্বস্বত্ব সংরক্ষিত।',
  },
});

/** Who made the site (spec §2: a credit dialog that opens on click and has a Close button). */
function Credit() {
  const [open, setOpen] = useState(false);
  const words = WORDS[useLang()];
  return (
    <>
      <button type="button" className="site-footer__credit" onClick={() => setOpen(true)}>
        {words.credits}
      </button>
      <Dialog
        open={open}
        title={words.creditsTitle}
        closeLabel={words.close}
        onClose={() => setOpen(false)}
      >
        <p>{words.credit}</p>
      </Dialog>
    </>
  );
}

/**
 * The footer of every page: the institute (logo, name, contact details), the welcome speech's
 * opening lines when there is one, the link lists and the copyright under the institute's name.
 */
export function SiteFooter() {
  const follow = useSpaLink();
  const lang = useLang();
  const words = WORDS[lang];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__institute">
          <InstituteCard api={api} lang={lang} headingLevel={2} region={false} />
        </div>
        <div className="site-footer__speech">
          <h2>{words.welcome}</h2>
          <WelcomeSpeech
            api={api}
            lang={lang}
            href={localePath('/welcome-speech', lang)}
            onSelect={follow}
          />
        </div>
        {FOOTER_LISTS.map((list) => (
          <nav key={list.title.en} className="site-footer__list" aria-label={list.title[lang]}>
            <h2>{list.title[lang]}</h2>
            <ul>
              {list.links.map((link) => (
                <li key={link.to}>
                  {link.newTab ? (
                    <Link to={localePath(link.to, lang)} target="_blank" rel="noopener">
                      {link.label[lang]}
                      <span className="visually-hidden">{words.newTab}</span>
                    </Link>
                  ) : (
                    <Link to={localePath(link.to, lang)}>{link.label[lang]}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>
          ©{' '}
          <span suppressHydrationWarning>
            {formatNumber(new Date().getFullYear(), lang, { grouping: false })}
          </span>{' '}
          {siteName(lang)}. {words.rights}
        </p>
        <Credit />
      </div>
    </footer>
  );
}
