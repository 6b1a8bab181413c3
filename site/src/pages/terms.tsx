import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { termsPage } from '../content/terms.ts';
import { useLang } from '../use-lang.ts';

/** Terms & Conditions (footer): only registered students may use login, dashboard and payments. */
export function Component() {
  const lang = useLang();
  return <TextPageView page={termsPage[lang]} />;
}
