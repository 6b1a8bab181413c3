/** `GET /class-configs` — a class as the school runs it. */
export interface ClassConfig {
  id: number;
  class_name: string;
  section_name: string | null;
  shift_name: string | null;
  /** Present for classes organised by session (XI–XII); absent means by academic year. */
  group_name: string | null;
}

/** `GET /admission-years` — an academic year such as `2026`. */
export interface AdmissionYear {
  id: number;
  name: string;
}

/** `GET /academic-sessions` — a session such as 2025–2026. */
export interface AcademicSession {
  id: number;
  start_year: number;
  end_year: number;
}

/** `GET /api/exams`. */
export interface Exam {
  id: number;
  name: string;
}

/** The document types offered on the downloads page (spec §5). */
export const DOWNLOAD_TYPES = [
  'Assignment',
  'Hand Book',
  'Home Work',
  'Class Notes',
  'Other Download',
] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

/** `GET /downloads/` — an academic document. */
export interface DownloadItem {
  id: number;
  title: string;
  /** Address of the file. */
  files: string;
  /** Date of the last change, `YYYY-MM-DD`. */
  updated_at: string;
}

/** `GET /downloads/` query: class and type, plus a session start year or an academic year name. */
export type DownloadsQuery = {
  class_id: number;
  download_type: DownloadType;
} & (
  | { academic_session_year__start_year: number; academic_year__name?: never }
  | { academic_year__name: string; academic_session_year__start_year?: never }
);

/** `GET /seat-info/` — seats per class. */
export interface SeatInfo {
  id: number;
  class_id: number;
  /** Name of the class, for display. */
  class_name: string;
  no_of_seat: number;
}
