import { ContactDetails, ContactForm } from '@school/widgets';
import type { CSSProperties } from 'react';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** Side by side once both fit (about 22rem each), one above the other on a phone. */
const COLUMNS: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: '2rem',
  alignItems: 'start',
};

/**
 * Contact Us (spec §2): the school's contact details with its location map (400 px, lazy, only
 * from an https Google Maps embed address; the server's CSP allows those frames) and the contact
 * form beside them. The side image is left out: beside the map it would make the first column
 * twice as tall as the form.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/contact-us', lang)}</h1>
      <div style={COLUMNS}>
        <ContactDetails api={api} lang={lang} />
        <ContactForm api={api} lang={lang} />
      </div>
    </div>
  );
}
