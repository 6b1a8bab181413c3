import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { careerPage } from '../content/careers.ts';
import { useLang } from '../use-lang.ts';

/** Career: the career-guidance desk, what it offers, when and where. */
export function Component() {
  const lang = useLang();
  return <TextPageView page={careerPage[lang]} />;
}
