import type { UploadKind } from '@school/api/contract';

// What the office uploads is named in the contract (the forms' upload fields name it too).
export type { UploadKind };

/** A format the provider keeps; anything else is refused, whatever the file's name says. */
export type Format = 'pdf' | 'jpeg' | 'png' | 'webp';

export interface KindRule {
  /** How a clerk names it, in a refusal ("A notice attachment must be …"). */
  words: string;
  /** The readable name of a file sent without one. */
  fallbackName: string;
  accepts: readonly Format[];
  /**
   * The widths of a picture's copies, narrowest first: the widgets' `srcset` offers them. A
   * picture is never enlarged: it gets the widths below its own, and the widest copy that fits
   * is the file its address serves.
   */
  widths: readonly number[];
  /** A scan keeps its PNG (text stays sharp); photographs become JPEG. */
  keepsPng: boolean;
}

/**
 * The widths come from where each picture is drawn: the gallery shows 1 to 4 pictures a row and
 * the lightbox the whole screen (480 for a phone's grid, 1600 for a laptop's lightbox); a
 * banner spans the page (640 on a phone to 1920 on a wide screen); a staff card's photo is
 * 72 CSS pixels, so 160 and 320 cover screens of 2 and 4 device pixels a pixel, 640 a profile.
 * A scan is read, not looked at: one copy, at most A4 at 300 dpi (2480 pixels wide).
 */
export const KINDS: Record<UploadKind, KindRule> = {
  'notice-attachment': {
    words: 'A notice attachment must be a PDF, or a scan saved as JPEG or PNG.',
    fallbackName: 'Notice attachment',
    accepts: ['pdf', 'jpeg', 'png'],
    widths: [2480],
    keepsPng: true,
  },
  picture: {
    words: 'A gallery picture must be a photo saved as JPEG, PNG or WebP.',
    fallbackName: 'Picture',
    accepts: ['jpeg', 'png', 'webp'],
    widths: [480, 960, 1600],
    keepsPng: false,
  },
  banner: {
    words: 'A banner must be a picture saved as JPEG, PNG or WebP.',
    fallbackName: 'Banner',
    accepts: ['jpeg', 'png', 'webp'],
    widths: [640, 1280, 1920],
    keepsPng: false,
  },
  'staff-photo': {
    words: 'A staff photo must be a photo saved as JPEG, PNG or WebP.',
    fallbackName: 'Staff photo',
    accepts: ['jpeg', 'png', 'webp'],
    widths: [160, 320, 640],
    keepsPng: false,
  },
  document: {
    words: 'A document must be a PDF.',
    fallbackName: 'Document',
    accepts: ['pdf'],
    widths: [],
    keepsPng: false,
  },
};
