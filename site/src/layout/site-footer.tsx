import { Link } from 'react-router';

/** Spec §2: these footer links open in a new tab. Identity and contact details arrive with widgets. */
const FOOTER_LINKS = [
  { label: 'History', to: '/history' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms & Conditions', to: '/terms' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <ul className="site-footer__links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} target="_blank" rel="noopener">
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>© {new Date().getFullYear()} School</p>
      </div>
    </footer>
  );
}
