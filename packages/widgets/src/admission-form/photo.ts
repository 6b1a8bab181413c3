/**
 * The student's photo, made ready to send when the parent chooses a file (this module loads
 * then, not with the form): a phone's 4000-pixel, 5 MB picture is scaled down in the browser to
 * fit the provider's 1 MB limit instead of being refused. The provider re-encodes it to at most
 * 600 × 800 anyway, so nothing a parent would miss is lost.
 */

/** The provider's limit for the decoded photo (`MAX_PHOTO_BYTES` of the shared schema). */
export const MAX_BYTES = 1_000_000;
/** The provider refuses a photo smaller than this on either side. */
export const MIN_SIDE = 100;
/**
 * A larger photo is scaled to fit this on its longest side: 1.5 times what the provider keeps
 * (600 × 800), and small enough (typically 150–300 KB) to go up a slow mobile connection within
 * the client's 5 s.
 */
export const MAX_SIDE = 1200;
/** A JPEG, PNG or WebP up to this size (and MAX_SIDE) is sent as it is. */
const SEND_AS_IS_BYTES = 500_000;

/** Sent as they are when they are small; anything else the browser can open becomes a JPEG. */
const SENT_AS_IS = ['image/jpeg', 'image/png', 'image/webp'];
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];

// The provider's own sentence for a small photo; the others are the form's.
export const PHOTO_NOT_AN_IMAGE = 'This file is not a picture. Choose a JPEG, PNG or WebP photo.';
export const PHOTO_UNREADABLE =
  'This photo could not be opened. Choose another JPEG, PNG or WebP photo.';
export const PHOTO_TOO_SMALL = `The photo is too small. Choose a photo at least ${MIN_SIDE} × ${MIN_SIDE} pixels.`;
export const PHOTO_NOT_SHRUNK = 'This photo could not be made small enough. Choose another photo.';

export interface PreparedPhoto {
  /** `data:image/…;base64,…`, as `student_profile.image` takes it. */
  dataUrl: string;
  width: number;
  height: number;
  /** Its size in bytes. */
  bytes: number;
  /** It was scaled down or re-encoded to fit. */
  scaled: boolean;
}

export type PhotoResult = { ok: true; photo: PreparedPhoto } | { ok: false; message: string };

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

function jpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** Drawn at `scale` on white (a transparent PNG must not turn black), then the best JPEG ≤ 1 MB. */
async function encode(bitmap: ImageBitmap, scale: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  for (const quality of QUALITIES) {
    const blob = await jpeg(canvas, quality);
    if (blob && blob.size <= MAX_BYTES) return blob;
  }
  return null;
}

/**
 * The photo as the provider takes it: a JPEG, PNG or WebP of at most 1 MB and at least 100 ×
 * 100 pixels. A larger one (or another kind of picture) is scaled to fit 1200 pixels and its
 * JPEG quality stepped down until it fits; a file that is no picture, or a picture too small to
 * recognise a face, is refused with a sentence a parent can act on.
 */
export async function preparePhoto(file: Blob): Promise<PhotoResult> {
  const type = file.type.toLowerCase();
  if (type && !type.startsWith('image/')) return { ok: false, message: PHOTO_NOT_AN_IMAGE };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, message: type ? PHOTO_UNREADABLE : PHOTO_NOT_AN_IMAGE };
  }
  try {
    const { width, height } = bitmap;
    if (width < MIN_SIDE || height < MIN_SIDE) return { ok: false, message: PHOTO_TOO_SMALL };
    const longest = Math.max(width, height);
    if (SENT_AS_IS.includes(type) && file.size <= SEND_AS_IS_BYTES && longest <= MAX_SIDE) {
      const dataUrl = await dataUrlOf(file);
      return { ok: true, photo: { dataUrl, width, height, bytes: file.size, scaled: false } };
    }
    // Smaller and smaller until it fits, but never below the provider's smallest photo.
    for (let scale = Math.min(1, MAX_SIDE / longest); ; scale *= 0.75) {
      if (Math.min(width, height) * scale < MIN_SIDE) break;
      const blob = await encode(bitmap, scale);
      if (blob) {
        const photo = {
          dataUrl: await dataUrlOf(blob),
          width: Math.round(width * scale),
          height: Math.round(height * scale),
          bytes: blob.size,
          scaled: true,
        };
        return { ok: true, photo };
      }
    }
    return { ok: false, message: PHOTO_NOT_SHRUNK };
  } catch {
    return { ok: false, message: PHOTO_UNREADABLE };
  } finally {
    bitmap.close();
  }
}
