export {
  buildCard,
  type CardSources,
  classLabel,
  inLanguage,
  type LookupQuery,
  type ResultCard,
} from './card.ts';
export {
  createReportCard,
  createReportCards,
  downloadReportCard,
  downloadReportCards,
  REPORT_CARD_COLUMNS,
  REPORT_CARD_TITLE,
  type ReportCardInput,
  type ReportCardSchool,
  type ReportCardsDownload,
  reportCardFileName,
} from './report-card.ts';
export {
  createResultCheckerStore,
  type FieldErrorKey,
  type FieldErrors,
  type LookupField,
  type LookupInput,
  type PdfStatus,
  type ResultCheckerApi,
  type ResultCheckerOptions,
  type ResultCheckerStore,
  validateLookup,
} from './result-checker.store.ts';
export {
  ResultChecker,
  type ResultCheckerProps,
  type ResultLookupDetail,
} from './result-checker.tsx';
export {
  bandFor,
  buildRows,
  formatGpa,
  formatMark,
  mergedGrade,
  type ResultRow,
} from './rows.ts';
