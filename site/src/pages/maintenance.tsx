import '../components/static-page.css';
import { WingPage } from '../components/static/wing.tsx';
import { wingLabels, wings } from '../content/wings.ts';
import { useLang } from '../use-lang.ts';

/** Administration › Admin Wing › Maintenance. */
export function Component() {
  const lang = useLang();
  return <WingPage wing={wings.maintenance[lang]} labels={wingLabels[lang]} />;
}
