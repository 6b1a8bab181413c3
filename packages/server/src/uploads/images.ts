import sharp from 'sharp';
import type { KindRule } from './kinds.ts';

/** One copy of a picture as it is kept. */
export interface ImageCopy {
  width: number;
  height: number;
  bytes: Buffer;
}

export type Reencoded =
  | { ok: true; type: 'image/jpeg' | 'image/png'; copies: ImageCopy[] }
  | { ok: false; message: string };

/**
 * Decoding stops before a picture of more pixels than this can take the server's memory (about
 * 240 MB as it is decoded); phones' photos are 12–50 megapixels.
 */
const MAX_PIXELS = 60_000_000;
const JPEG = { quality: 82, mozjpeg: true } as const;

const UNREADABLE =
  'This picture could not be read: it is damaged, or is not the picture its name says. Open it on your computer, save it again as JPEG or PNG, and upload that copy.';
const TOO_MANY_PIXELS = `This picture has more than ${MAX_PIXELS / 1_000_000} million pixels. Save a smaller copy (for example 4000 pixels wide) and upload that.`;

/**
 * Decode the upload and write it anew in each width the kind's `srcset` needs (never wider than
 * the picture): only a real picture survives, turned upright by its EXIF orientation, in sRGB,
 * and without anything else the file carried (EXIF with the camera's GPS position, comments, a
 * payload after the image data). Decoding runs on libuv's threads, not the event loop.
 */
export async function reencodeImage(bytes: Uint8Array, rule: KindRule): Promise<Reencoded> {
  const open = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  try {
    const { format, autoOrient } = await open().metadata();
    const keepPng = rule.keepsPng && format === 'png';
    const widest = Math.min(autoOrient.width, rule.widths.at(-1) ?? autoOrient.width);
    const widths = [...rule.widths.filter((w) => w < widest), widest];
    // Each copy is decoded afresh: libvips shrinks a JPEG as it loads it, which costs less
    // time and memory than holding the whole picture's pixels for every width.
    const copies = await Promise.all(
      widths.map(async (width) => {
        const image = open().rotate().resize({ width, withoutEnlargement: true });
        const encoded = keepPng
          ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
          : image.flatten({ background: '#ffffff' }).jpeg(JPEG);
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
    return { ok: true, type: keepPng ? 'image/png' : 'image/jpeg', copies };
  } catch (error) {
    // Truncated, padded, corrupt, or over the pixel limit: not a picture to keep.
    const message = error instanceof Error ? error.message : '';
    return { ok: false, message: /pixel limit/i.test(message) ? TOO_MANY_PIXELS : UNREADABLE };
  }
}
