import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?no-inline';
import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?no-inline';

let registered = false;

/**
 * Noto Sans Bengali (the theme's font stack names it) for the elements on any page, from the
 * embed's own origin: a font declared inside a shadow root is not used, so the faces go to the
 * host document, once. Bengali's unicode-range means a page downloads a file only when it draws
 * Bengali, and `swap` shows the text at once, in the font that comes next, until it arrives.
 */
export function registerFonts() {
  if (registered || typeof FontFace !== 'function') return;
  registered = true;
  for (const [weight, url] of [
    ['400', regular],
    ['700', bold],
  ]) {
    document.fonts.add(
      new FontFace('Noto Sans Bengali', `url(${url})`, {
        weight,
        display: 'swap',
        unicodeRange: 'U+0964-0965,U+0980-09FE,U+200C-200D',
      }),
    );
  }
}
