/** The document types offered on the downloads page (spec §5). */
export const DOWNLOAD_TYPES = [
  'Assignment',
  'Hand Book',
  'Home Work',
  'Class Notes',
  'Other Download',
] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];
