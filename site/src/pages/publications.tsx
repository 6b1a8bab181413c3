import '../components/static-page.css';
import { BulletinList } from '../components/static/bulletins.tsx';
import { publicationsPage } from '../content/publications.ts';
import { useLang } from '../use-lang.ts';

/** Publications: the college's three bulletins, linked once they are online. */
export function Component() {
  const lang = useLang();
  const { title, intro, notOnline, bulletins } = publicationsPage[lang];
  return (
    <div className="page static-page">
      <h1>{title}</h1>
      <p className="static-intro">{intro}</p>
      <BulletinList bulletins={bulletins} notOnline={notOnline} lang={lang} />
    </div>
  );
}
