import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { medicalPage } from '../content/medical.ts';
import { useLang } from '../use-lang.ts';

/** Administration › Academic Supporting Wing › Medical: services, hours and two pictures. */
export function Component() {
  const lang = useLang();
  return <TextPageView page={medicalPage[lang]} />;
}
