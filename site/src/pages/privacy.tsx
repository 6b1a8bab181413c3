import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { privacyPage } from '../content/privacy.ts';
import { useLang } from '../use-lang.ts';

/** Privacy Policy (footer): what the site collects, why, who sees it, for how long. */
export function Component() {
  const lang = useLang();
  return <TextPageView page={privacyPage[lang]} />;
}
