import { InstituteCard, WelcomeSpeech } from '@school/widgets';
import { Dialog } from '@school/widgets/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api.ts';
import { useSpaLink } from '../components/spa-link.ts';
import { siteName } from '../config.ts';
import { FOOTER_LISTS } from './footer-links.ts';

/** Who made the site (spec §2: a credit dialog that opens on click and has a Close button). */
function Credit() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="site-footer__credit" onClick={() => setOpen(true)}>
        Website credits
      </button>
      <Dialog
        open={open}
        title="About this website"
        closeLabel="Close"
        onClose={() => setOpen(false)}
      >
        <p>
          Built with the School Website Kit: widgets a partner site can embed, a host site and a
          reference provider, made for colleges in Bangladesh. The college’s office keeps its
          content up to date.
        </p>
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
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__institute">
          <InstituteCard api={api} headingLevel={2} region={false} />
        </div>
        <div className="site-footer__speech">
          <h2>Welcome</h2>
          <WelcomeSpeech api={api} href="/welcome-speech" onSelect={follow} />
        </div>
        {FOOTER_LISTS.map((list) => (
          <nav key={list.title} className="site-footer__list" aria-label={list.title}>
            <h2>{list.title}</h2>
            <ul>
              {list.links.map((link) => (
                <li key={link.to}>
                  {link.newTab ? (
                    <Link to={link.to} target="_blank" rel="noopener">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </Link>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {siteName()}. All
          rights reserved.
        </p>
        <Credit />
      </div>
    </footer>
  );
}
