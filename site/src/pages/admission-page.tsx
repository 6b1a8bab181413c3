import { AdmissionForm, AdmissionInfo } from '@school/widgets';
import { api } from '../api.ts';
import type { Localized } from '../i18n.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/**
 * On paper, a parent wants the receipt with the school's header, not the menus. (React puts this
 * in the head while the page is shown; the element hides its own buttons when printed.)
 */
const PRINT_CSS =
  '@media print { .skip-link, .notice-bar, .nav, .site-footer, .admission-ready { display: none !important; } }';

/** What to have at hand before starting. */
const READY: Localized<string> = {
  en:
    "Have ready the student's birth registration number (17 digits), a parent's national ID " +
    "number, the family's mobile numbers and, if you like, a photo of the student.",
  bn:
    'শিক্ষার্থীর জন্ম নিবন্ধন নম্বর (১৭ অঙ্ক), মা বা বাবার জাতীয় পরিচয়পত্র নম্বর, পরিবারের ' +
    'মোবাইল নম্বর এবং ইচ্ছা করলে শিক্ষার্থীর একটি ছবি হাতের কাছে রাখুন।',
};

/**
 * Admission Form (spec §2): the application for a new student, in four parts, sent to the
 * provider; after a success the page keeps the application number on a receipt to print.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <style href="admission-page-print" precedence="default">
        {PRINT_CSS}
      </style>
      <h1>{pageTitle('/admission-page', lang)}</h1>
      {/* The school's dates, fees, documents and next steps, when it publishes them; nothing
          (never invented facts) when the provider has no /admission-info. */}
      <AdmissionInfo api={api} lang={lang} />
      <p className="admission-ready">{READY[lang]}</p>
      <AdmissionForm api={api} lang={lang} />
    </div>
  );
}
