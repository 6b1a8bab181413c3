import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { counselingPage } from '../content/counseling.ts';
import { useLang } from '../use-lang.ts';

/** Administration › Academic Supporting Wing › Counseling: the service and one picture. */
export function Component() {
  const lang = useLang();
  return <TextPageView page={counselingPage[lang]} />;
}
