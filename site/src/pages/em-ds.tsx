import '../components/static-page.css';
import { ProfilePage } from '../components/static/profile.tsx';
import { profileLabels } from '../content/common.ts';
import { vicePrincipals } from '../content/vice-principals.ts';
import { useLang } from '../use-lang.ts';

/** Administration › Academic Wing › Vice Principal, English Medium Day Shift. */
export function Component() {
  const lang = useLang();
  return (
    <ProfilePage profile={vicePrincipals['em-ds'][lang]} labels={profileLabels[lang]} lang={lang} />
  );
}
