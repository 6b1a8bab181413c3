import '../components/static-page.css';
import { ProfilePage } from '../components/static/profile.tsx';
import { profileLabels } from '../content/common.ts';
import { vicePrincipals } from '../content/vice-principals.ts';
import { useLang } from '../use-lang.ts';

/** Administration › Academic Wing › Vice Principal, Bangla Medium Morning Shift. */
export function Component() {
  const lang = useLang();
  return (
    <ProfilePage profile={vicePrincipals['bm-ms'][lang]} labels={profileLabels[lang]} lang={lang} />
  );
}
