// React components of every widget, their stores, and what a host needs to theme them.
export {
  ContactDetails,
  type ContactDetailsProps,
  createContactDetailsStore,
} from './contact-details/index.ts';
export {
  ContactForm,
  type ContactFormProps,
  createContactFormStore,
} from './contact-form/index.ts';

// The tags' attributes and events, typed for JSX and addEventListener (generated).
export type * from './elements.types.ts';
export {
  createInstituteHeaderStore,
  type HeadingLevel,
  InstituteHeader,
  type InstituteHeaderProps,
} from './institute-header/index.ts';
export {
  createNoticeBoardStore,
  NoticeBoard,
  type NoticeBoardProps,
  type NoticeBoardStore,
  type NoticeDetail,
} from './notice-board/index.ts';
export {
  createNoticeTickerStore,
  NoticeTicker,
  type NoticeTickerProps,
} from './notice-ticker/index.ts';
export {
  buildRows,
  createResultCheckerStore,
  formatGpa,
  formatNumber,
  mergedGrade,
  type ResultCard,
  ResultChecker,
  type ResultCheckerProps,
  type ResultCheckerStore,
  type ResultLookupDetail,
  type ResultRow,
} from './result-checker/index.ts';
export type { Lang, WidgetProps, WidgetState } from './runtime/index.ts';
export { SITE_PAGES } from './runtime/site-pages.ts';
export {
  createStaffDirectoryStore,
  STAFF_PAGE_SIZE,
  StaffDirectory,
  type StaffDirectoryProps,
  type StaffDirectoryStore,
  type StaffPageDetail,
} from './staff-directory/index.ts';
export {
  createTestimonialsStore,
  Testimonials,
  type TestimonialsProps,
  type TestimonialsStore,
} from './testimonials/index.ts';
export { applySiteColors, cachedSiteColors, loadSiteColors } from './theme/site-colors.ts';
