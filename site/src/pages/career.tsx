import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { careerPage } from '../content/careers.ts';

/** Career: the career-guidance desk, what it offers, when and where. */
export function Component() {
  return <TextPageView page={careerPage} />;
}
