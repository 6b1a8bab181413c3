/** A downloaded file's name: from the answer's headers, else its address, else its type. */

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'text/plain': 'txt',
  'text/csv': 'csv',
};

function cleanFilename(name: string): string | null {
  // Keep only the last path part and drop control characters: the name goes to the visitor's disk.
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}

/** The file name from a Content-Disposition header (RFC 6266), preferring `filename*`. */
function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*"?([^;"]+)"?/i.exec(header)?.[1];
  if (extended) {
    const encoded = /^[\w!#$&+.^`|~-]*'[^']*'(.*)$/.exec(extended.trim())?.[1] ?? extended;
    try {
      const name = cleanFilename(decodeURIComponent(encoded));
      if (name) return name;
    } catch {
      // Not UTF-8 percent-encoding; the plain `filename` may still be usable.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  const raw = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return raw ? cleanFilename(raw) : null;
}

function filenameFromUrl(url: string): string | null {
  const path = new URL(url, 'http://localhost/').pathname;
  const last = path.split('/').pop() ?? '';
  try {
    return cleanFilename(decodeURIComponent(last));
  } catch {
    return cleanFilename(last);
  }
}

function fallbackFilename(contentType: string): string {
  const ext = EXTENSIONS[contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
  return ext ? `download.${ext}` : 'download';
}

/** The name to save a downloaded file under. */
export function downloadName(response: Response, url: string, type: string): string {
  return (
    filenameFromContentDisposition(response.headers.get('content-disposition')) ??
    filenameFromUrl(url) ??
    fallbackFilename(type)
  );
}
