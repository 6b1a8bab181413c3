// React components of every widget, their stores, and what a host needs to theme them.

// The tags' attributes and events, typed for JSX and addEventListener (generated).
export type * from './elements.types.ts';
export {
  createInstituteHeaderStore,
  type HeadingLevel,
  InstituteHeader,
  type InstituteHeaderProps,
} from './institute-header/index.ts';
export {
  createNoticeTickerStore,
  DEFAULT_NOTICES_HREF,
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
export { applySiteColors, cachedSiteColors, loadSiteColors } from './theme/site-colors.ts';
