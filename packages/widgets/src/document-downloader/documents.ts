import { DOWNLOAD_TYPES, type DownloadType } from '@school/api';

/** A document type from a host (`class notes` reads as `Class Notes`), or '' for none. */
export function typeFrom(value: unknown): DownloadType | '' {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  return DOWNLOAD_TYPES.find((type) => type.toLowerCase() === text) ?? '';
}
