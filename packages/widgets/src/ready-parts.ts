/**
 * The lazy parts each element's loaded view always needs: its store waits for them before it is
 * `ready`. The embed build preloads them with the element's own chunk (see PRELOADS in
 * elements.ts), so a page asks for all of an element's code in one round. Paths from src/.
 * A part only a visitor's action or some data asks for (a dialog, a lookup's answer, the pager
 * of a long list) is not listed: it comes when it is needed.
 */
export const READY_PARTS: Readonly<Record<string, readonly string[]>> = {
  'school-admission-form': ['admission-form/form-body.tsx', 'admission-form/application.ts'],
  'school-alumni': ['ui/carousel.tsx'],
  'school-head-messages': ['head-messages/message-card.tsx'],
  'school-staff-directory': ['ui/pager.tsx'],
  'school-testimonials': ['ui/carousel.tsx'],
};
