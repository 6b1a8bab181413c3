import { Link } from 'react-router';

/** Any path outside the route list; site/server.ts answers these with status 404. */
function NotFoundPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}

export { NotFoundPage as Component };
