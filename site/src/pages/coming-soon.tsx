import { Link, useLocation } from 'react-router';
import { pageTitle } from '../paths.ts';

/** Stands in for every page of the route list that has not been built yet. */
function ComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{pageTitle(pathname)}</h1>
      <p>This page is coming soon.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}

export { ComingSoonPage as Component };
