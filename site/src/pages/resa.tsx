import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { resaPage } from '../content/resa.ts';
import { useLang } from '../use-lang.ts';

/** RESA: what the results archive will hold, and where results and documents are today. */
export function Component() {
  const lang = useLang();
  return <TextPageView page={resaPage[lang]} />;
}
