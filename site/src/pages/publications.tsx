import '../components/static-page.css';
import { BulletinList } from '../components/static/bulletins.tsx';
import { bulletins, publicationsPage } from '../content/publications.ts';

/** Publications: the college's three bulletins, linked once they are online. */
export function Component() {
  const { title, intro, notOnline } = publicationsPage;
  return (
    <div className="page static-page">
      <h1>{title}</h1>
      <p className="static-intro">{intro}</p>
      <BulletinList bulletins={bulletins} notOnline={notOnline} />
    </div>
  );
}
