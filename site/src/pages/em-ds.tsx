import '../components/static-page.css';
import { ProfilePage } from '../components/static/profile.tsx';
import { profileLabels } from '../content/common.ts';
import { vicePrincipals } from '../content/vice-principals.ts';

/** Administration › Academic Wing › Vice Principal, English Medium Day Shift. */
export function Component() {
  return <ProfilePage profile={vicePrincipals['em-ds']} labels={profileLabels} />;
}
