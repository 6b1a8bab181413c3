import { httpUrl } from '../runtime/url.ts';

/** A picture the PDF can embed: PNG bytes as a data address, and its size in pixels. */
export interface PdfImage {
  dataUrl: string;
  width: number;
  height: number;
}

/** Pixels of the longer side: 22 mm on paper at about 300 dpi, sharp in print, ~10 KB in the PDF. */
const LOGO_PIXELS = 260;
const LOGO_TIMEOUT_MS = 5000;

/**
 * The school's logo for a PDF (the report card's), whatever its format (the demo's is SVG, which jsPDF
 * cannot embed): fetched (the provider answers with CORS), drawn from a blob address, which
 * leaves the canvas readable, and read back as PNG. Null when it cannot be had: the card is
 * printed without it rather than not at all.
 */
export async function loadLogo(address: string | null | undefined): Promise<PdfImage | null> {
  const url = httpUrl(address);
  if (!url || typeof document === 'undefined') return null;
  let objectUrl: string | null = null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS) });
    if (!response.ok) return null;
    objectUrl = URL.createObjectURL(await response.blob());
    const image = new Image();
    image.src = objectUrl;
    await image.decode();
    const natural = { width: image.naturalWidth || 1, height: image.naturalHeight || 1 };
    const scale = LOGO_PIXELS / Math.max(natural.width, natural.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(natural.width * scale));
    canvas.height = Math.max(1, Math.round(natural.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return { dataUrl: canvas.toDataURL('image/png'), width: canvas.width, height: canvas.height };
  } catch (error) {
    console.warn('The school logo could not be drawn on the report card.', error);
    return null;
  } finally {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }
}
