import { defineElement } from '../element/define-element.tsx';
import css from './document-downloader.css.ts?inline';
import { DocumentDownloader } from './document-downloader.tsx';

/**
 * `<school-document-downloader>`: the school's academic documents, found by class, its session
 * (a class with a group, XI–XII) or academic year (the second select is labelled by the class
 * chosen) and a document type (Assignment, Hand Book, Home Work, Class Notes, Other Download).
 * Submit lists the documents in a table (ID, Title, a Download button, Date), or says
 * there are none; each is saved under its real name and type, with `Downloading...` on its
 * button meanwhile and a failure said on its row. Submit without every field says "Please select
 * all form fields" and asks nothing.
 *
 * @attr class-id - The class's id (`/class-configs`) of a search to show at once, e.g. from the
 *   page's address. Bengali digits are read as digits. Changing it, `session`, `year` or `type`
 *   shows that search; removing them all shows the empty form.
 * @attr session - The session's start year (e.g. `2025`), for a class with a group.
 * @attr year - The academic year's name (e.g. `2026`), for a class without one.
 * @attr type - The document type, e.g. `Class Notes` (any letter case).
 *
 * @event school-document-downloader-search - The visitor searched; `detail` is
 *   `{ classId, session, type }` or `{ classId, year, type }`, e.g. to put it in the page's
 *   address.
 *
 * @cssprop --school-color-primary - The caption, the column headings and the Download buttons.
 * @cssprop --school-color-primary-lite - Behind the column headings.
 * @cssprop --school-color-on-primary - The Download buttons' words.
 * @cssprop --school-color-text, --school-color-background, --school-color-border,
 *   --school-color-muted, --school-color-surface, --school-color-danger
 * @cssprop --school-font-body, --school-font-size, --school-font-size-small,
 *   --school-line-height
 * @cssprop --school-space-xs … --school-space-xl, --school-radius-sm, --school-radius-md,
 *   --school-focus-ring
 *
 * @csspart form - The form: Class, Session or Academic Year, Document Type, and Submit.
 * @csspart submit - The Submit button.
 * @csspart missing - The "Please select all form fields" line.
 * @csspart found - The "N documents found" heading above the table: a search scrolls to it and
 *   focuses it.
 * @csspart table - The documents' table.
 * @csspart row - Each document's row.
 * @csspart download - Each document's Download button.
 *
 * `data-state` on the element: `loading`, `ready` (the form, or the documents), `empty` (none
 * for that search) or `error`.
 */
export const DocumentDownloaderElement = defineElement(
  'school-document-downloader',
  DocumentDownloader,
  {
    // Text: `২০২৫` and an address's `?session=2025` read alike.
    props: { classId: 'string', session: 'string', year: 'string', type: 'string' },
    events: { onSearch: 'school-document-downloader-search' },
    styles: [css],
  },
);
