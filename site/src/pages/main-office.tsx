import '../components/static-page.css';
import { WingPage } from '../components/static/wing.tsx';
import { wingLabels, wings } from '../content/wings.ts';

/** Administration › Admin Wing › Main Office. */
export function Component() {
  return <WingPage wing={wings['main-office']} labels={wingLabels} />;
}
