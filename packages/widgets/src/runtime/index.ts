export { emit } from './emit.ts';
export {
  createFormStore,
  type FormStatus,
  type FormStore,
  type FormStoreOptions,
  type FormValues,
  nestValues,
} from './form-store.ts';
export { formatDay } from './format-day.ts';
export { formatTime } from './format-time.ts';
export { type HeadingTag, headingTag } from './heading.ts';
export { asLang, defineMessages, type Lang, t } from './i18n.ts';
export { eiinOf, firstInstitute } from './institute.ts';
export {
  type ContactLink,
  emailLinks,
  entriesOf,
  mailtoHref,
  phoneLinks,
  telHref,
} from './links.ts';
export { localDigits, localized } from './localized.ts';
export { type NoticeHeading, noticeHeading, noticeTitle } from './notice-title.ts';
export { formatNumber, formatPercent, formatTaka } from './numbers.ts';
export { type PagedResource, type PageOf, pagedResource } from './paged.ts';
export { usePrefersReducedMotion } from './reduced-motion.ts';
export { messageOf, type Resource, resource, type Status } from './resource.ts';
export { saveFile } from './save-file.ts';
export { onSchoolSite, SITE_PAGES, sitePageHref, sitePagePath } from './site-pages.ts';
export { noItems, stateOf, type WidgetState, type WidgetStore } from './store.ts';
export { preview } from './text.ts';
export { httpUrl } from './url.ts';
export { useLatest } from './use-latest.ts';
export { useWidgetStore } from './use-widget-store.ts';
export { webLink, whatsappLink } from './web-link.ts';
