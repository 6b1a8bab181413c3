import { InstituteHeader } from '@school/widgets';
import { api } from '../api.ts';
import { paymentsUrl, siteName } from '../config.ts';
import { PAYMENTS_ATTRIBUTE } from '../page-config.ts';

/**
 * The institute's identity (logo, name, EIIN, address, links, Login) from the provider, and XI
 * Payment when the school has a payments page (env PAYMENTS_URL).
 */
export function SiteHeader() {
  const payments = paymentsUrl();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <InstituteHeader api={api} name={siteName()} />
        {payments && (
          <a className="pay-button" href={payments} {...{ [PAYMENTS_ATTRIBUTE]: '' }}>
            XI Payment
          </a>
        )}
      </div>
    </header>
  );
}
