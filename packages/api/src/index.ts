export * from './bengali.ts';
export * from './classes.ts';
export * from './client.ts';
export { CALLS, type Call, type CallName, PAGE_SIZE } from './contract/calls.ts';
export * from './contract/choices.ts';
// Types only: the schemas they come from stay out of a bundle that imports the client.
export type {
  AcademicSession,
  AdmissionInfo,
  AdmissionYear,
  Banner,
  ClassConfig,
  ClassRoutine,
  CommitteeMember,
  Contact,
  Credential,
  DownloadItem,
  DressCode,
  Exam,
  ExamPaper,
  ExamResult,
  ExamRoutine,
  Feature,
  FeeHead,
  FeeSchedule,
  GalleryPicture,
  GradeScaleEntry,
  HeadMessage,
  IconicStudent,
  ImportantLink,
  Institute,
  LinkGroup,
  Notice,
  Paged,
  Refusal,
  ResultKey,
  ResultKeys,
  ResultVerification,
  RoutineClass,
  RoutinePeriod,
  SchoolEvent,
  SchoolHistory,
  SeatInfo,
  SeatPlan,
  SeatRoom,
  SiteColors,
  StaffProfile,
  StudentListItem,
  StudentProfile,
  SubjectDetail,
  SubmissionReceipt,
  Syllabus,
  Testimonial,
  ValidationErrorBody,
  Video,
  WelcomeSpeech,
} from './contract/entities.ts';
export type {
  Answer,
  ClassRoutinesQuery,
  DownloadsQuery,
  ResultQuery,
  StaffQuery,
  StudentsQuery,
} from './contract/table.ts';
export * from './dates.ts';
export * from './digits.ts';
export * from './errors.ts';
export * from './institute.ts';
export * from './notices.ts';
export * from './papers.ts';
export { PATHS } from './paths.ts';
export type {
  AdmissionApplication,
  AdmissionParentProfile,
  AdmissionParentUser,
  AdmissionStudentProfile,
  AdmissionStudentUser,
} from './schemas/admission.ts';
export type { PublicMessage } from './schemas/public-message.ts';
