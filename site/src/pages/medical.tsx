import '../components/static-page.css';
import { TextPageView } from '../components/static/text-page.tsx';
import { medicalPage } from '../content/medical.ts';

/** Administration › Academic Supporting Wing › Medical: services, hours and two pictures. */
export function Component() {
  return <TextPageView page={medicalPage} />;
}
