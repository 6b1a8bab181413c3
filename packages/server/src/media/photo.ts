import { PHOTO_CONTENT_MESSAGE } from '@school/api/schemas';
import sharp from 'sharp';

/** A passport-style photo: big enough to recognise a face, small enough to keep by thousands. */
const PHOTO = {
  minSide: 100,
  maxSide: 12_000,
  /** Decoding stops before a "photo" of more pixels than this can take the memory. */
  maxPixels: 40_000_000,
  width: 600,
  height: 800,
  quality: 82,
} as const;

const PHOTO_TOO_SMALL = `The photo is too small. Choose a photo at least ${PHOTO.minSide} × ${PHOTO.minSide} pixels.`;
const PHOTO_TOO_LARGE = `The photo's dimensions are too large. Choose a photo at most ${PHOTO.maxSide} pixels wide and high.`;

export type StoredPhoto = { ok: true; jpeg: Buffer } | { ok: false; message: string };

/**
 * Decode the upload and store a fresh JPEG of it: only a real picture survives, scaled to fit
 * 600 × 800 and turned upright, without what else the file carried (EXIF, GPS, comments, a
 * payload after the image data). Decoding runs on libuv's threads, not the event loop.
 */
export async function reencodePhoto(bytes: Uint8Array): Promise<StoredPhoto> {
  try {
    const image = sharp(bytes, { limitInputPixels: PHOTO.maxPixels, failOn: 'error' });
    const { width, height, format } = await image.metadata();
    if (!['jpeg', 'png', 'webp'].includes(format))
      return { ok: false, message: PHOTO_CONTENT_MESSAGE };
    if (!width || !height || width < PHOTO.minSide || height < PHOTO.minSide) {
      return { ok: false, message: PHOTO_TOO_SMALL };
    }
    if (width > PHOTO.maxSide || height > PHOTO.maxSide)
      return { ok: false, message: PHOTO_TOO_LARGE };
    const jpeg = await image
      .rotate()
      .resize({ width: PHOTO.width, height: PHOTO.height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO.quality, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    // Truncated, padded, corrupt or over the pixel limit: not a photo we can keep.
    return { ok: false, message: PHOTO_CONTENT_MESSAGE };
  }
}
