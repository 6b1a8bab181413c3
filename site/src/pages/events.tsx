import { Events } from '@school/widgets';
import { api } from '../api.ts';

/**
 * Notices & Events › Events: every event whose end is today or later, soonest first, with a link
 * to subscribe to the provider's calendar (`/events.ics`).
 */
export function Component() {
  return (
    <div className="page">
      <h1>Events</h1>
      <Events api={api} />
    </div>
  );
}
