import * as v from 'valibot';

/** The largest admission photo accepted, in decoded bytes. */
export const MAX_PHOTO_BYTES = 1_000_000;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

export const PHOTO_FORMAT_MESSAGE = 'Choose a photo in JPEG, PNG or WebP format.';
export const PHOTO_SIZE_MESSAGE = 'The photo is larger than 1 MB. Choose a smaller photo.';
export const PHOTO_CONTENT_MESSAGE =
  'This file is not a real JPEG, PNG or WebP picture. Choose another photo.';

const DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

function parseDataUrl(dataUrl: string): { type: PhotoType; base64: string } | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[1] || match[2] === undefined) return null;
  return { type: match[1] as PhotoType, base64: match[2] };
}

function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The declared type must match the file's signature: a renamed file is not a picture. */
function hasSignature(type: PhotoType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG';
    case 'image/webp':
      return ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
    default:
      return type satisfies never;
  }
}

function decodeBase64(base64: string): Uint8Array | null {
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * The bytes of an admission photo given as a `data:image/…;base64,…` address, or null unless it
 * is a JPEG, PNG or WebP of at most MAX_PHOTO_BYTES whose content matches its declared type.
 */
export function decodePhotoDataUrl(dataUrl: string): { type: PhotoType; bytes: Uint8Array } | null {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed || decodedSize(parsed.base64) > MAX_PHOTO_BYTES) return null;
  const bytes = decodeBase64(parsed.base64);
  if (!bytes || !hasSignature(parsed.type, bytes)) return null;
  return { type: parsed.type, bytes };
}

export const photoDataUrl = v.pipe(
  v.string(PHOTO_FORMAT_MESSAGE),
  v.trim(),
  v.check((s) => parseDataUrl(s) !== null, PHOTO_FORMAT_MESSAGE),
  // Measured before decoding, so an oversized upload costs no decoding work.
  v.check((s) => decodedSize(parseDataUrl(s)?.base64 ?? '') <= MAX_PHOTO_BYTES, PHOTO_SIZE_MESSAGE),
  v.check((s) => decodePhotoDataUrl(s) !== null, PHOTO_CONTENT_MESSAGE),
);
