import '../components/static-page.css';
import { WingPage } from '../components/static/wing.tsx';
import { wingLabels, wings } from '../content/wings.ts';

/** Administration › Admin Wing › Store. */
export function Component() {
  return <WingPage wing={wings.store} labels={wingLabels} />;
}
