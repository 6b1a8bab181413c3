import { defineElement } from '../element/define-element.tsx';
import css from './student-directory.css.ts?inline';
import { StudentDirectory } from './student-directory.tsx';

/**
 * `<school-student-directory>`: the students of a class, found by the class and then its
 * session (a class with a group, XI–XII) or academic year; the second select is labelled
 * Session or Academic Year by the class chosen. Submit lists them, 20 to a page, as cards with
 * avatar, name and roll under "Total N students found", with numbered page buttons; a page change
 * keeps the cards' height and moves the focus to that line. Submit without both says "Please
 * select all form fields" and asks nothing.
 *
 * @attr class-id - The class's id (`/class-configs`) of a search to show at once, e.g. from the
 *   page's address. Bengali digits are read as digits. Changing it, `session`, `year` or `page`
 *   shows that search; removing them all shows the empty form.
 * @attr session - The session's start year (e.g. `2025`), for a class with a group.
 * @attr year - The academic year's name (e.g. `2026`), for a class without one.
 * @attr page - The page of the search to show (from 1).
 *
 * @event school-student-directory-search - The visitor searched; `detail` is
 *   `{ classId, session }` or `{ classId, year }`, e.g. to put it in the page's address.
 * @event school-student-directory-page - The visitor chose another page; `detail` is `{ page }`.
 *
 * @cssprop --school-color-primary - Names, the card's top edge, the current page, initials.
 * @cssprop --school-color-primary-lite - An avatar still loading.
 * @cssprop --school-color-on-primary - The initials shown without a photo.
 * @cssprop --school-color-text, --school-color-background, --school-color-border,
 *   --school-color-muted, --school-color-surface, --school-color-danger
 * @cssprop --school-font-body, --school-font-size, --school-font-size-small,
 *   --school-font-size-large, --school-line-height
 * @cssprop --school-space-xs … --school-space-xl, --school-radius-sm, --school-radius-md,
 *   --school-focus-ring
 *
 * @csspart form - The form: Class, Session or Academic Year, and Submit.
 * @csspart submit - The Submit button.
 * @csspart missing - The "Please select all form fields" line.
 * @csspart summary - The "Total N students found" heading above the cards: a search scrolls to
 *   it and focuses it.
 * @csspart list - The grid of cards.
 * @csspart card - Each student's card.
 * @csspart avatar - The photo, or the initials standing in for it.
 * @csspart name - The name.
 * @csspart roll - The "Roll" line.
 * @csspart pager - The page buttons.
 *
 * `data-state` on the element: `loading`, `ready` (the form, or a page of students), `empty`
 * (nobody found) or `error`.
 */
export const StudentDirectoryElement = defineElement('school-student-directory', StudentDirectory, {
  // Text: `২০২৫` and an address's `?session=2025` read alike.
  props: { classId: 'string', session: 'string', year: 'string', page: 'string' },
  events: {
    onSearch: 'school-student-directory-search',
    onPage: 'school-student-directory-page',
  },
  styles: [css],
});
