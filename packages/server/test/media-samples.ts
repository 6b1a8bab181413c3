import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** Files as the school office has them, for the upload tests (and the end-to-end ones). */

/**
 * A real PDF of `pages` pages with `title` written on each, as a word processor saves one; with
 * `attached` bytes of a file attached to it, to make it that much larger.
 */
export async function samplePdf(
  title = 'Admission notice 2026',
  pages = 1,
  attached = 0,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  if (attached)
    await doc.attach(randomBytes(attached), 'scan.bin', { mimeType: 'application/octet-stream' });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    doc.addPage([595, 842]).drawText(`${title} (page ${n})`, { x: 50, y: 780, size: 18, font });
  }
  return Buffer.from(await doc.save());
}

/** A PDF locked with a password: its trailer names an encryption dictionary. */
export async function lockedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2 });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The camera's make and model, which a re-encoded copy must no longer carry. */
export const CAMERA = 'Galaxy A15';

/**
 * A photo as a phone saves it: JPEG with EXIF (the camera, and the GPS position of the school
 * in Dhaka) and an orientation tag saying "turn me a quarter" (6), so that its pixels are
 * `width` × `height` but it is seen `height` wide.
 */
export async function phonePhoto(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a8f5c' } })
    .composite([
      {
        input: {
          create: { width: width / 4, height: height / 4, channels: 3, background: '#fff' },
        },
        left: 0,
        top: 0,
      },
    ])
    .withExif({
      IFD0: { Make: 'Samsung', Model: CAMERA },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 5/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A scanned page saved as PNG: black lines of "text" on white. */
export async function scannedPage(width = 1240, height = 1754): Promise<Buffer> {
  const margin = Math.round(width / 10);
  const line = {
    create: { width: width - 2 * margin, height: 4, channels: 3, background: '#111' },
  } as const;
  return sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .composite(
      Array.from({ length: 10 }, (_, i) => ({
        input: line,
        left: margin,
        top: margin + Math.round((i * (height - 2 * margin)) / 10),
      })),
    )
    .png()
    .toBuffer();
}

/** A Windows program, as a clerk might pick by mistake. */
export const PROGRAM = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(200, 0),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
