import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { counselingPage } from '../content/counseling.ts';

/** Administration › Academic Supporting Wing › Counseling: the service and one picture. */
export function Component() {
  return <TextPageView page={counselingPage} />;
}
