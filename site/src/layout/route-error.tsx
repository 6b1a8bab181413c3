import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a page throws or its chunk fails to load (typically an old tab after a new
 * deployment removed the chunk it asks for): a reload fetches the current build.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  console.error(error);
  return (
    <section className="page" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown{detail ? ` (${detail})` : ''}. Please reload to try again.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
