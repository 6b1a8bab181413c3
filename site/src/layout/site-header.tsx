import { Link } from 'react-router';

/** The institute's identity (logo, name, EIIN, address) replaces this when the header widget lands. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__name">
          School
        </Link>
      </div>
    </header>
  );
}
