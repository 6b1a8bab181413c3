import { Testimonials } from '@school/widgets';
import { Link } from 'react-router';
import { api } from '../api.ts';

const QUICK_LINKS = [
  { label: 'Check an exam result', to: '/exam-result' },
  { label: 'Read notices and announcements', to: '/notices-and-announcements' },
  { label: 'Download academic documents', to: '/academic-documents-download' },
  { label: 'Contact the college', to: '/contact-us' },
] as const;

/** The home page. Its data sections (slider, notice board, events, …) arrive as widgets. */
function HomePage() {
  return (
    <div className="page">
      <section aria-labelledby="home-title">
        <h1 id="home-title">Welcome</h1>
        <p className="lead">
          The college's public website: notices and events, galleries, teachers and staff, academic
          documents and exam results, admission and contact.
        </p>
        <ul className="quick-links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      {/* Spec §2: testimonials are the home page's last section; the widget brings its h2. */}
      <div style={{ marginBlockStart: '3rem' }}>
        <Testimonials api={api} headingLevel={2} />
      </div>
    </div>
  );
}

export { HomePage as Component };
