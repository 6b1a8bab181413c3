import { Link } from 'react-router';
import type { Wing, WingLabels } from '../../content/types.ts';
import { useLocalePath } from '../../use-lang.ts';

/** An office of the college (accounts, library, security…): what, where, when, what to bring. */
export function WingPage({ wing, labels }: { wing: Wing; labels: WingLabels }) {
  const to = useLocalePath();
  return (
    <div className="page static-page">
      <h1>{wing.title}</h1>
      <p className="static-intro">{wing.summary}</p>
      <section className="static-section">
        <h2>{labels.services}</h2>
        <ul className="static-list">
          {wing.services.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </section>
      <section className="static-section">
        <h2>{labels.location}</h2>
        <p>{wing.location}</p>
      </section>
      <section className="static-section">
        <h2>{labels.hours}</h2>
        <ul className="static-list static-list--plain">
          {wing.hours.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </section>
      <section className="static-section">
        <h2>{labels.bring}</h2>
        <ul className="static-list">
          {wing.bring.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <p className="static-footnote">
        {labels.contact} <Link to={to('/contact-us')}>{labels.contactLink}</Link>
      </p>
    </div>
  );
}
