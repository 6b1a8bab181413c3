import '../components/static-page.css';
import { ProfilePage } from '../components/static/profile.tsx';
import { profileLabels } from '../content/common.ts';
import { currentPrincipal } from '../content/principals.ts';

/** Administration › Principal › Current Principal. */
export function Component() {
  return <ProfilePage profile={currentPrincipal} labels={profileLabels} />;
}
