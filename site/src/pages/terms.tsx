import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { termsPage } from '../content/terms.ts';

/** Terms & Conditions (footer): only registered students may use login, dashboard and payments. */
export function Component() {
  return <TextPageView page={termsPage} />;
}
