import { InstituteHeader } from '@school/widgets';
import { api } from '../api.ts';

/** The institute's identity (logo, name, EIIN, address, links) from the provider. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container">
        <InstituteHeader api={api} />
      </div>
    </header>
  );
}
