import '../components/static-page.css';
import { WingPage } from '../components/static/wing.tsx';
import { wingLabels, wings } from '../content/wings.ts';

/** Administration › Academic Supporting Wing › Library. */
export function Component() {
  return <WingPage wing={wings.library} labels={wingLabels} />;
}
