/**
 * How long the file's object URL outlives the click. The browser reads the blob after the click
 * returns; revoking at once can cancel the download (FileSaver.js waits 40 s for the same reason).
 */
export const REVOKE_AFTER_MS = 40_000;

/**
 * Save a downloaded blob in the visitor's downloads under `filename` (the name `downloadFile`
 * read from the provider), through an object URL and a clicked `<a download>`. The link is never
 * put in the page: a host page's click handlers (a router, analytics) never see it.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    link.click();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
