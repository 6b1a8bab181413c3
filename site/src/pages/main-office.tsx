import '../components/static-page.css';
import { WingPage } from '../components/static/wing.tsx';
import { wingLabels, wings } from '../content/wings.ts';
import { useLang } from '../use-lang.ts';

/** Administration › Admin Wing › Main Office. */
export function Component() {
  const lang = useLang();
  return <WingPage wing={wings['main-office'][lang]} labels={wingLabels[lang]} />;
}
