// React components of every widget, their stores, and what a host needs to theme them.
export {
  AdmissionForm,
  type AdmissionFormProps,
  type AdmissionFormStore,
  createAdmissionFormStore,
} from './admission-form/index.ts';
export {
  AdmissionInfo,
  type AdmissionInfoProps,
  createAdmissionInfoStore,
} from './admission-info/index.ts';
export { Alumni, type AlumniProps, type AlumniStore, createAlumniStore } from './alumni/index.ts';
export {
  ClassRoutine,
  type ClassRoutineProps,
  createClassRoutineStore,
} from './class-routine/index.ts';
export { Committee, type CommitteeProps, createCommitteeStore } from './committee/index.ts';
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
export {
  Credentials,
  type CredentialsProps,
  type CredentialsStore,
  createCredentialsStore,
} from './credentials/index.ts';
export {
  createDocumentDownloaderStore,
  DocumentDownloader,
  type DocumentDownloaderProps,
  type DocumentDownloaderStore,
  type DocumentSearchDetail,
} from './document-downloader/index.ts';
export { createDressCodeStore, DressCode, type DressCodeProps } from './dress-code/index.ts';
export type { WidgetProps } from './element/index.ts';
// The tags' attributes and events, typed for JSX and addEventListener (generated).
export type * from './elements.types.ts';
export { createEventsStore, Events, type EventsProps } from './events/index.ts';
export {
  createExamRoutineStore,
  ExamRoutine,
  type ExamRoutineProps,
} from './exam-routine/index.ts';
export {
  createFeaturesStore,
  Features,
  type FeaturesProps,
  type FeaturesStore,
} from './features/index.ts';
export { createFeesStore, Fees, type FeesProps } from './fees/index.ts';
export {
  createHeadMessagesStore,
  HeadMessages,
  type HeadMessagesProps,
} from './head-messages/index.ts';
export { createHeroSliderStore, HeroSlider, type HeroSliderProps } from './hero-slider/index.ts';
export {
  createSchoolHistoryStore,
  type HistoryVariant,
  SchoolHistory,
  type SchoolHistoryProps,
} from './history/index.ts';
export {
  createImportantLinksStore,
  ImportantLinks,
  type ImportantLinksProps,
  type ImportantLinksStore,
} from './important-links/index.ts';
export {
  createInstituteCardStore,
  InstituteCard,
  type InstituteCardProps,
} from './institute-card/index.ts';
export {
  createInstituteHeaderStore,
  type HeadingLevel,
  InstituteHeader,
  type InstituteHeaderProps,
} from './institute-header/index.ts';
export {
  createLinkGroupsStore,
  type LinkGroupSelection,
  LinkGroups,
  type LinkGroupsProps,
  type LinkGroupsStore,
} from './link-groups/index.ts';
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
  createPictureGalleryStore,
  PictureGallery,
  type PictureGalleryProps,
  type PictureGalleryStore,
} from './picture-gallery/index.ts';
export {
  buildRows,
  createResultCheckerStore,
  formatGpa,
  formatMark,
  mergedGrade,
  type ResultCard,
  ResultChecker,
  type ResultCheckerProps,
  type ResultCheckerStore,
  type ResultLookupDetail,
  type ResultRow,
} from './result-checker/index.ts';
export {
  createResultVerifierStore,
  ResultVerifier,
  type ResultVerifierProps,
  type ResultVerifierStore,
  type ResultVerifyDetail,
} from './result-verifier/index.ts';
export type { Lang, WidgetState } from './runtime/index.ts';
export {
  asLang,
  formatDay,
  formatNumber,
  formatPercent,
  formatTaka,
  formatTime,
  localDigits,
  localized,
  type NoticeHeading,
  noticeHeading,
  noticeTitle,
} from './runtime/index.ts';
export { SITE_PAGES, sitePagePath } from './runtime/site-pages.ts';
export { createSeatInfoStore, SeatInfo, type SeatInfoProps } from './seat-info/index.ts';
export { createSeatPlanStore, SeatPlan, type SeatPlanProps } from './seat-plan/index.ts';
export {
  createStaffDirectoryStore,
  STAFF_PAGE_SIZE,
  StaffDirectory,
  type StaffDirectoryProps,
  type StaffDirectoryStore,
  type StaffPageDetail,
} from './staff-directory/index.ts';
export {
  createStudentDirectoryStore,
  STUDENT_PAGE_SIZE,
  StudentDirectory,
  type StudentDirectoryProps,
  type StudentDirectoryStore,
  type StudentSearchDetail,
} from './student-directory/index.ts';
export { createSyllabusStore, Syllabus, type SyllabusProps } from './syllabus/index.ts';
export {
  createTestimonialsStore,
  Testimonials,
  type TestimonialsProps,
  type TestimonialsStore,
} from './testimonials/index.ts';
export { applySiteColors, cachedSiteColors, loadSiteColors } from './theme/site-colors.ts';
export {
  createVideoGalleryStore,
  type VideoDetail,
  VideoGallery,
  type VideoGalleryProps,
  type VideoGalleryStore,
} from './video-gallery/index.ts';
export {
  createWelcomeSpeechStore,
  WelcomeSpeech,
  type WelcomeSpeechProps,
} from './welcome-speech/index.ts';
