import { AdmissionForm } from '@school/widgets';
import { api } from '../api.ts';

/**
 * On paper, a parent wants the receipt with the school's header, not the menus. (React puts this
 * in the head while the page is shown; the element hides its own buttons when printed.)
 */
const PRINT_CSS =
  '@media print { .skip-link, .notice-bar, .nav, .site-footer, .admission-ready { display: none !important; } }';

/**
 * Admission Form (spec §2): the application for a new student, in four parts, sent to the
 * provider; after a success the page keeps the application number on a receipt to print.
 */
export function Component() {
  return (
    <div className="page">
      <style href="admission-page-print" precedence="default">
        {PRINT_CSS}
      </style>
      <h1>Admission Form</h1>
      <p className="admission-ready">
        Have ready the student's birth registration number (17 digits), a parent's national ID
        number, the family's mobile numbers and, if you like, a photo of the student.
      </p>
      <AdmissionForm api={api} />
    </div>
  );
}
