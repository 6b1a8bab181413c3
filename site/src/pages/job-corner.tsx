import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { jobCornerPage } from '../content/job-corner.ts';
import { useLang } from '../use-lang.ts';

/** Job Corner: no vacancy now; where vacancies appear and how to apply. */
export function Component() {
  const lang = useLang();
  return <TextPageView page={jobCornerPage[lang]} />;
}
