import { defineElement } from '../element/define-element.tsx';
import css from './staff-directory.css.ts?inline';
import { StaffDirectory } from './staff-directory.tsx';

/**
 * `<school-staff-directory>`: the school's staff or its teachers, 20 to a page, as cards with
 * avatar, name, designation, role (teachers only) and registration number, with numbered page
 * buttons. A page change keeps the grid's size while it loads, brings the widget's top into
 * view and moves the focus to the "Page 2 of 4 · …" line. "No staff found" when the list is empty.
 *
 * @attr roles - `exclude` (default): the staff who do not teach; `include`: the teachers, each
 *   with their role.
 * @attr page - The page to show (from 1; Bengali digits are read as digits), e.g. from the page's
 *   address. Setting another value shows that page. A page past the last says so and offers the
 *   first page.
 *
 * @event school-staff-directory-load - A page is on screen (or the list is empty); `detail` is
 *   `{ page, pages, count, staff }`, `staff` being the provider's profiles of that page.
 * @event school-staff-directory-page - The visitor chose another page; `detail` is `{ page }`,
 *   e.g. to put it in the page's address.
 *
 * @cssprop --school-color-primary - Names, the card's top edge, the current page, initials.
 * @cssprop --school-color-primary-lite - The role label and an avatar still loading.
 * @cssprop --school-color-on-primary - The initials shown without a photo.
 * @cssprop --school-color-text, --school-color-background, --school-color-border,
 *   --school-color-muted, --school-color-surface, --school-color-danger
 * @cssprop --school-font-body, --school-font-size, --school-font-size-small,
 *   --school-font-size-large, --school-line-height
 * @cssprop --school-space-xs … --school-space-xl, --school-radius-sm, --school-radius-md,
 *   --school-focus-ring
 *
 * @csspart summary - The "Page 2 of 4 · 21–40 of 80 teachers" line above the cards.
 * @csspart list - The grid of cards.
 * @csspart card - Each person's card.
 * @csspart avatar - The photo, or the initials standing in for it.
 * @csspart name - The name.
 * @csspart designation - The designation.
 * @csspart role - The role (teachers only).
 * @csspart registration - The "Reg. No." line.
 * @csspart pager - The page buttons.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` (nobody) or `error` (a failed call,
 * or a page past the last).
 */
export const StaffDirectoryElement = defineElement('school-staff-directory', StaffDirectory, {
  // The page as text: `২` and an address's `?page=2` read alike.
  props: { roles: 'string', page: 'string' },
  events: { onLoad: 'school-staff-directory-load', onPage: 'school-staff-directory-page' },
  styles: [css],
});
