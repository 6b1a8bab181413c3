import { Events } from '@school/widgets';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/**
 * Notices & Events › Events: every event whose end is today or later, soonest first, with a link
 * to subscribe to the provider's calendar (`/events.ics`).
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/events', lang)}</h1>
      <Events api={api} lang={lang} />
    </div>
  );
}
