import '../components/static-page.css';
import { ProfilePage } from '../components/static/profile.tsx';
import { profileLabels } from '../content/common.ts';
import { currentPrincipal } from '../content/principals.ts';
import { useLang } from '../use-lang.ts';

/** Administration › Principal › Current Principal. */
export function Component() {
  const lang = useLang();
  return <ProfilePage profile={currentPrincipal[lang]} labels={profileLabels[lang]} lang={lang} />;
}
