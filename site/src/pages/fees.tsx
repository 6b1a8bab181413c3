import '../components/static-page.css';
import '../components/sample-page.css';
import { Fees } from '@school/widgets';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { Sample } from '../samples/fees.tsx';
import { useLang } from '../use-lang.ts';

/**
 * Academic Fees Structure: the school's fees per class and session, each head (admission,
 * tuition per month, session charges, exam fees…) in taka, from the provider's `/fees` (beyond
 * the spec); a provider without it gets the spec's figures (`samples/fees.tsx`), labelled as a
 * sample.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page static-page">
      <h1>{pageTitle('/fees', lang)}</h1>
      <Fees api={api} lang={lang} fallback={<Sample lang={lang} />} />
    </div>
  );
}
